import { jeonseSafetyRequestSchema, jeonseSafetyResponseSchema } from '@jipsa/contracts';
import { computeRateLimit } from '../../lib/compute-rate-limit.ts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';
import { errorResponses, JSON_BODY_ERRORS, ok, okResponse } from '../../lib/envelope.ts';
import { createBuildingLedgerSource } from '../housing/building-ledger/building-ledger-source.ts';
import { createMolitSalePrices } from '../housing/molit/molit-sale-prices.ts';
import { createJeonseSafetyService } from './jeonse-safety.service.ts';
import { registryRoutes } from './registry/registry.routes.ts';

export type JeonseSafetyRoutesOptions = { config: AppConfig };

/** The jeonse-safety check wired from the config: every route that asks the check builds it here. */
export function jeonseSafetyServiceFor(app: FastifyInstance, config: AppConfig) {
  return createJeonseSafetyService({
    clock: app.clock,
    log: app.log,
    // With MOLIT_API_KEY a missing 시세 is estimated from the building's sales; without it nothing is invented.
    salePrices: config.molit ? createMolitSalePrices(config.molit) : undefined,
    // With BUILDING_API_KEY the 건축물대장's main use joins the verdict; its 위반건축물 is asked either way (ADR 0031).
    buildingLedger: config.buildingLedger ? createBuildingLedgerSource(config.buildingLedger) : undefined,
  });
}

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
