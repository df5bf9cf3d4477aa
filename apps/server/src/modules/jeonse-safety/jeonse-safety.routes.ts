import { jeonseSafetyRequestSchema, jeonseSafetyResponseSchema } from '@jipsa/contracts';
import { computeRateLimit } from '../../lib/compute-rate-limit.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';
import { errorResponses, JSON_BODY_ERRORS, ok, okResponse } from '../../lib/envelope.ts';
import { jeonseSafetyServiceFor } from './jeonse-safety.service.ts';
import { registryRoutes } from './registry/registry.routes.ts';

export type JeonseSafetyRoutesOptions = { config: AppConfig };

/** `POST /api/v1/jeonseSafety` (issue 12): is this jeonse safe? No login, nothing stored (ADR 0015). */
export const jeonseSafetyRoutes: FastifyPluginAsyncZod<JeonseSafetyRoutesOptions> = async (app, options) => {
  const service = jeonseSafetyServiceFor(app, options.config);

  app.post(
    '/api/v1/jeonseSafety',
    {
      config: computeRateLimit(options.config),
      schema: {
        tags: ['jeonse-safety'],
        summary: '전세 안전 진단: 전세가율, 반환보증 가입 가능 여부, 최우선변제, 계약 체크리스트',
        body: jeonseSafetyRequestSchema,
        response: { ...okResponse(jeonseSafetyResponseSchema), ...errorResponses(JSON_BODY_ERRORS) },
      },
    },
    async (request) => ok(await service.check(request.body)),
  );

  // `POST /api/v1/jeonseSafety/registry` (issue 30): the registry PDF, in a plugin of its own that parses multipart.
  await app.register(registryRoutes, { config: options.config });
};
