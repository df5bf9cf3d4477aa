import {
  depositTroublePlanRequestSchema,
  depositTroublePlanSchema,
  savedDepositTroublePlanSchema,
} from '@jipsa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { computeRateLimit } from '../../lib/compute-rate-limit.ts';
import { errorResponses, JSON_BODY_ERRORS, ok, okResponse, otherContentResponse } from '../../lib/envelope.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createLoanAdviceService } from '../loan-advice/loan-advice.service.ts';
import { DEPOSIT_TROUBLE_COPY } from './copy.ts';
import { createDepositTroubleService } from './deposit-trouble.service.ts';

export type DepositTroubleRoutesOptions = { config: AppConfig };

const tags = ['deposit-trouble'];
const security = [{ AccessToken: [] }];
// Any string: a malformed id is an id that does not exist (404), as on GET /api/v1/loanAdvice/:id.
const idParamsSchema = z.object({ id: z.string() });

/**
 * `POST /api/v1/depositTroublePlan` (issue 49): the dated plan when the deposit does not come back, for guests and
 * members alike, stored only when it names a report of the caller's (someone else's report is 404, exactly like the
 * report itself); `GET /api/v1/loanAdvice/:id/depositTroublePlan` reopens it unchanged;
 * `POST /api/v1/depositTroublePlan/calendar` answers its dates as an .ics file.
 */
export const depositTroubleRoutes: FastifyPluginAsyncZod<DepositTroubleRoutesOptions> = async (app, options) => {
  const loanAdvice = createLoanAdviceService({
    db: app.db,
    clock: app.clock,
    marketRates: () => app.marketRates.table(),
    guestWeeklyReportQuota: options.config.guestWeeklyReportQuota,
    log: app.log,
  });
  const service = createDepositTroubleService({ db: app.db, clock: app.clock, loanAdvice });

  app.post(
    '/api/v1/depositTroublePlan',
    {
      config: computeRateLimit(options.config),
      onRequest: [app.requireGuestOrMember],
      schema: {
        tags,
        summary:
          '보증금을 못 받았을 때의 계획: 임차권등기명령, 반환보증 청구, 전세사기피해자 결정 가능성, 연락처와 날짜별 할 일 (loanAdviceResultId가 있으면 그 보고서에 저장, 없으면 저장하지 않아요)',
        security,
        body: depositTroublePlanRequestSchema,
        response: {
          ...okResponse(depositTroublePlanSchema),
          ...errorResponses([...JSON_BODY_ERRORS, 'UNAUTHENTICATED', 'NOT_FOUND']),
        },
      },
    },
    async (request) => {
      const plan = await service.plan(currentUser(request).id, request.body);
      if (!plan) throw new AppError('NOT_FOUND', DEPOSIT_TROUBLE_COPY.reportNotFound);
      return ok(plan);
    },
  );

  app.get(
    '/api/v1/loanAdvice/:id/depositTroublePlan',
    {
      onRequest: [app.requireGuestOrMember],
      schema: {
        tags,
        summary: '내 보고서에 저장한 보증금 문제 계획 (저장할 때의 답 그대로)',
        security,
        params: idParamsSchema,
        response: {
          ...okResponse(savedDepositTroublePlanSchema),
          ...errorResponses(['UNAUTHENTICATED', 'NOT_FOUND']),
        },
      },
    },
    async (request) => {
      const saved = await service.find(currentUser(request).id, request.params.id);
      if (!saved) throw new AppError('NOT_FOUND', DEPOSIT_TROUBLE_COPY.noSavedPlan);
      return ok(saved);
    },
  );

  // The calendar is text/calendar, not the JSON envelope; its errors are the envelope.
  app.post(
    '/api/v1/depositTroublePlan/calendar',
    {
      config: computeRateLimit(options.config),
      onRequest: [app.requireGuestOrMember],
      schema: {
        tags,
        summary: '보증금을 못 받았을 때의 계획의 날짜를 .ics 캘린더로 받기 (저장하지 않아요)',
        security,
        body: depositTroublePlanRequestSchema,
        response: {
          ...otherContentResponse(200, "The plan's dates as an iCalendar file (an attachment)", ['text/calendar']),
          ...errorResponses([...JSON_BODY_ERRORS, 'UNAUTHENTICATED']),
        },
      },
    },
    async (request, reply) =>
      reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="jipsa-deposit-trouble.ics"')
        .header('Cache-Control', 'private, no-store')
        .send(service.calendar(request.body)),
  );
};
