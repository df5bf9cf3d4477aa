import { jeonseSafetyRequestSchema, keptSafetyCheckSchema } from '@jipsa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { computeRateLimit } from '../../lib/compute-rate-limit.ts';
import { errorResponses, JSON_BODY_ERRORS, ok, okResponse } from '../../lib/envelope.ts';
import { currentUser } from '../../plugins/auth.ts';
import { jeonseSafetyServiceFor } from '../jeonse-safety/jeonse-safety.service.ts';
import { KEPT_SAFETY_CHECK_COPY } from './copy.ts';
import { createKeptSafetyCheckService } from './kept-safety-check.service.ts';

export type KeptSafetyCheckRoutesOptions = { config: AppConfig };

const MEMBER_ONLY = ['UNAUTHENTICATED', 'LOGIN_REQUIRED'] as const;
// Any string: a malformed id is an id that does not exist (404).
const idParamsSchema = z.object({ id: z.string() });

/**
 * A member's kept jeonse safety results (issue 50): `POST /api/v1/keptSafetyCheck` keeps the question with the
 * verdict the jeonse-safety check gives it today, `GET` lists them newest first, `DELETE …/:id` removes one.
 * Members only (a guest is asked to log in); someone else's result is 404.
 */
export const keptSafetyCheckRoutes: FastifyPluginAsyncZod<KeptSafetyCheckRoutesOptions> = async (app, options) => {
  const jeonseSafety = jeonseSafetyServiceFor(app, options.config);
  const service = createKeptSafetyCheckService({ db: app.db, clock: app.clock, check: jeonseSafety.check });
  const tags = ['jeonse-safety'];
  const security = [{ AccessToken: [] }];

  app.post(
    '/api/v1/keptSafetyCheck',
    {
      config: computeRateLimit(options.config),
      onRequest: [app.requireMember],
      schema: {
        tags,
        summary: '전세 안전 진단 결과 저장 (입력과 오늘의 판정을 그대로, 같은 날 같은 입력은 한 번)',
        security,
        body: jeonseSafetyRequestSchema,
        response: { ...okResponse(keptSafetyCheckSchema), ...errorResponses([...JSON_BODY_ERRORS, ...MEMBER_ONLY]) },
      },
    },
    async (request) => ok(await service.keep(currentUser(request).id, request.body)),
  );

  app.get(
    '/api/v1/keptSafetyCheck',
    {
      onRequest: [app.requireMember],
      schema: {
        tags,
        summary: '내가 저장한 전세 안전 진단 결과 (최신순, 최대 100개)',
        security,
        response: { ...okResponse(z.array(keptSafetyCheckSchema)), ...errorResponses(MEMBER_ONLY) },
      },
    },
    async (request) => ok(await service.list(currentUser(request).id)),
  );

  app.delete(
    '/api/v1/keptSafetyCheck/:id',
    {
      onRequest: [app.requireMember],
      schema: {
        tags,
        summary: '저장한 전세 안전 진단 결과 지우기',
        security,
        params: idParamsSchema,
        response: { ...okResponse(z.null()), ...errorResponses([...MEMBER_ONLY, 'NOT_FOUND']) },
      },
    },
    async (request) => {
      if (!(await service.remove(currentUser(request).id, request.params.id)))
        throw new AppError('NOT_FOUND', KEPT_SAFETY_CHECK_COPY.notFound);
      return ok(null);
    },
  );
};
