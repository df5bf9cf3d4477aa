import { renewalPlanRequestSchema, renewalPlanSchema, savedRenewalPlanSchema } from '@jipsa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { computeRateLimit } from '../../lib/compute-rate-limit.ts';
import { errorResponses, JSON_BODY_ERRORS, ok, okResponse } from '../../lib/envelope.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createLoanAdviceService } from '../loan-advice/loan-advice.service.ts';
import { RENEWAL_COPY } from './copy.ts';
import { createRenewalService } from './renewal.service.ts';

export type RenewalRoutesOptions = { config: AppConfig };

// Any string: a malformed id is an id that does not exist (404), as on GET /api/v1/loanAdvice/:id.
const idParamsSchema = z.object({ id: z.string() });

/**
 * `POST /api/v1/renewalPlan` (issue 48): the dated plan for a lease's end, for guests and members alike, kept with a
 * report of the caller's when it names one (and then a next home without a monthly cost is priced for the report's
 * person); `GET /api/v1/loanAdvice/:id/renewalPlan` reopens it unchanged. Someone else's report is 404, exactly like
 * the report itself.
 */
export const renewalRoutes: FastifyPluginAsyncZod<RenewalRoutesOptions> = async (app, options) => {
  const loanAdvice = createLoanAdviceService({
    db: app.db,
    clock: app.clock,
    marketRates: () => app.marketRates.table(),
    guestWeeklyReportQuota: options.config.guestWeeklyReportQuota,
    log: app.log,
  });
  const service = createRenewalService({ db: app.db, clock: app.clock, loanAdvice });
  const security = [{ AccessToken: [] }];

  app.post(
    '/api/v1/renewalPlan',
    {
      config: computeRateLimit(options.config),
      onRequest: [app.requireGuestOrMember],
      schema: {
        tags: ['renewal'],
        summary:
          '계약 만기 계획: 갱신요구 기간, 집주인이 올릴 수 있는 한도, 대출 연장·갈아타기, 반환보증 기한, 중개보수와 날짜별 할 일 (loanAdviceResultId가 있으면 그 보고서에 저장)',
        security,
        body: renewalPlanRequestSchema,
        response: {
          ...okResponse(renewalPlanSchema),
          ...errorResponses([...JSON_BODY_ERRORS, 'UNAUTHENTICATED', 'NOT_FOUND']),
        },
      },
    },
    async (request) => {
      const plan = await service.plan(currentUser(request).id, request.body);
      if (!plan) throw new AppError('NOT_FOUND', RENEWAL_COPY.reportNotFound);
      return ok(plan);
    },
  );

  app.get(
    '/api/v1/loanAdvice/:id/renewalPlan',
    {
      onRequest: [app.requireGuestOrMember],
      schema: {
        tags: ['renewal'],
        summary: '내 보고서에 저장한 계약 만기 계획 (저장할 때의 답 그대로)',
        security,
        params: idParamsSchema,
        response: { ...okResponse(savedRenewalPlanSchema), ...errorResponses(['UNAUTHENTICATED', 'NOT_FOUND']) },
      },
    },
    async (request) => {
      const saved = await service.find(currentUser(request).id, request.params.id);
      if (!saved) throw new AppError('NOT_FOUND', RENEWAL_COPY.noSavedPlan);
      return ok(saved);
    },
  );
};
