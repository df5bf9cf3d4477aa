import {
  contractChecklistSchema,
  contractDatesRequestSchema,
  contractStepCodeSchema,
  contractStepDoneRequestSchema,
} from '@jipsa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { errorResponses, JSON_BODY_ERRORS, ok, okResponse, otherContentResponse } from '../../lib/envelope.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createLoanAdviceService } from '../loan-advice/loan-advice.service.ts';
import { createDepositTroubleService } from '../deposit-trouble/deposit-trouble.service.ts';
import { createRenewalService } from '../renewal/renewal.service.ts';
import { createContractChecklistService } from './contract-checklist.service.ts';
import { CHECKLIST_COPY } from './copy.ts';

export type ContractChecklistRoutesOptions = { config: AppConfig };

// Any string: a malformed id is an id that does not exist (404), as on GET /api/v1/loanAdvice/:id.
const idParamsSchema = z.object({ id: z.string() });
const stepParamsSchema = z.object({ id: z.string(), code: contractStepCodeSchema });

/**
 * The dated contract checklist of a report (issue 30), readable and writable only by the report's owner:
 * someone else's report id is 404, exactly like the report itself.
 */
export const contractChecklistRoutes: FastifyPluginAsyncZod<ContractChecklistRoutesOptions> = async (app, options) => {
  const loanAdvice = createLoanAdviceService({
    db: app.db,
    clock: app.clock,
    marketRates: () => app.marketRates.table(),
    guestWeeklyReportQuota: options.config.guestWeeklyReportQuota,
    log: app.log,
  });
  const service = createContractChecklistService({
    db: app.db,
    clock: app.clock,
    publicUrl: options.config.publicUrl,
    loanAdvice,
    renewal: createRenewalService({ db: app.db, clock: app.clock, loanAdvice }),
    depositTrouble: createDepositTroubleService({ db: app.db, clock: app.clock, loanAdvice }),
  });
  const tags = ['loanAdvice'];
  const security = [{ AccessToken: [] }];

  app.get(
    '/api/v1/loanAdvice/:id/checklist',
    {
      onRequest: [app.requireGuestOrMember],
      schema: {
        tags,
        summary: '내 보고서의 계약 체크리스트 (날짜가 없으면 빈 목록)',
        security,
        params: idParamsSchema,
        response: { ...okResponse(contractChecklistSchema), ...errorResponses(['UNAUTHENTICATED', 'NOT_FOUND']) },
      },
    },
    async (request) => {
      const checklist = await service.find(currentUser(request).id, request.params.id);
      if (!checklist) throw new AppError('NOT_FOUND');
      return ok(checklist);
    },
  );

  app.put(
    '/api/v1/loanAdvice/:id/checklist',
    {
      onRequest: [app.requireGuestOrMember],
      schema: {
        tags,
        summary: '계약일·잔금일·만기로 날짜별 체크리스트 만들기 (체크는 새 날짜에도 있는 단계만 남아요)',
        security,
        params: idParamsSchema,
        body: contractDatesRequestSchema,
        response: {
          ...okResponse(contractChecklistSchema),
          ...errorResponses([...JSON_BODY_ERRORS, 'UNAUTHENTICATED', 'NOT_FOUND']),
        },
      },
    },
    async (request) => {
      const checklist = await service.saveDates(currentUser(request).id, request.params.id, request.body);
      if (!checklist) throw new AppError('NOT_FOUND');
      return ok(checklist);
    },
  );

  app.put(
    '/api/v1/loanAdvice/:id/checklist/steps/:code',
    {
      onRequest: [app.requireGuestOrMember],
      schema: {
        tags,
        summary: '체크리스트 단계 하나를 했음/안 했음으로 표시',
        security,
        params: stepParamsSchema,
        body: contractStepDoneRequestSchema,
        response: {
          ...okResponse(contractChecklistSchema),
          ...errorResponses([...JSON_BODY_ERRORS, 'UNAUTHENTICATED', 'NOT_FOUND']),
        },
      },
    },
    async (request) => {
      const { id, code } = request.params;
      const checklist = await service.setDone(currentUser(request).id, id, code, request.body.done);
      if (!checklist) throw new AppError('NOT_FOUND');
      return ok(checklist);
    },
  );

  // The calendar is text/calendar, not the JSON envelope; its errors are the envelope.
  app.get(
    '/api/v1/loanAdvice/:id/checklist.ics',
    {
      onRequest: [app.requireGuestOrMember],
      schema: {
        tags,
        summary: '계약 체크리스트(저장한 계약 만기 계획의 기한 포함)를 .ics 캘린더로 받기',
        security,
        params: idParamsSchema,
        response: {
          ...otherContentResponse(200, 'The dated checklist as an iCalendar file (an attachment)', ['text/calendar']),
          ...errorResponses(['UNAUTHENTICATED', 'NOT_FOUND']),
        },
      },
    },
    async (request, reply) => {
      const calendar = await service.calendar(currentUser(request).id, request.params.id);
      if (calendar === null) throw new AppError('NOT_FOUND', CHECKLIST_COPY.calendarDatesFirst);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="jipsa-checklist.ics"')
        .header('Cache-Control', 'private, no-store')
        .send(calendar);
    },
  );
};
