import {
  loanAdviceChangesSchema,
  loanAdviceReportSchema,
  loanAdviceSummarySchema,
  loanProfileSchema,
  partialLoanProfileSchema,
  preTermsResponseSchema,
  simpleProductSchema,
  simpleRequestSchema,
  specificRequestSchema,
  userInputInfoSchema,
} from '@jipsa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { computeRateLimit } from '../../lib/compute-rate-limit.ts';
import { errorResponses, JSON_BODY_ERRORS, ok, okResponse } from '../../lib/envelope.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createContractChecklistService } from '../contract-checklist/contract-checklist.service.ts';
import { createDepositTroubleService } from '../deposit-trouble/deposit-trouble.service.ts';
import { createRenewalService } from '../renewal/renewal.service.ts';
import { createLoanAdviceService } from './loan-advice.service.ts';

export type LoanAdviceRoutesOptions = { config: AppConfig };

// Any string: a malformed id is an id that does not exist (404), not a 400 that tells ids apart.
const idParamsSchema = z.object({ id: z.string() });

/**
 * Loan advice (docs/api.md "Loan advice"): simple mode without login; the live estimate, reports and stored
 * forms for guests and members, each report readable only by its owner (someone else's id is 404).
 * Priced with the market rates in force (`app.marketRates`, issue 28).
 */
export const loanAdviceRoutes: FastifyPluginAsyncZod<LoanAdviceRoutesOptions> = async (app, options) => {
  const service = createLoanAdviceService({
    db: app.db,
    clock: app.clock,
    marketRates: () => app.marketRates.table(),
    guestWeeklyReportQuota: options.config.guestWeeklyReportQuota,
    log: app.log,
  });
  app.userLifecycle.onTransfer(service.transfer);
  // A report made again today keeps what the person kept with the old one (its checklist and plans, issue 50).
  const keptWithReport = createContractChecklistService({
    db: app.db,
    clock: app.clock,
    publicUrl: options.config.publicUrl,
    loanAdvice: service,
    renewal: createRenewalService({ db: app.db, clock: app.clock, loanAdvice: service }),
    depositTrouble: createDepositTroubleService({ db: app.db, clock: app.clock, loanAdvice: service }),
  });
  // Withdrawal needs no handler: inputs and reports go with the user row (foreign keys ON DELETE CASCADE).

  const tags = ['loanAdvice'];
  const security = [{ AccessToken: [] }];

  app.post(
    '/api/v1/loanAdvice/simple',
    {
      config: computeRateLimit(options.config),
      schema: {
        tags,
        summary: '보증금만으로 받을 수 있는 상품과 최대 한도·최저 금리',
        body: simpleRequestSchema,
        response: { ...okResponse(z.array(simpleProductSchema)), ...errorResponses(JSON_BODY_ERRORS) },
      },
    },
    async (request) => ok(service.simple(request.body)),
  );

  app.post(
    '/api/v1/loanAdvice/pre-terms',
    {
      config: computeRateLimit(options.config),
      onRequest: [app.requireGuestOrMember],
      schema: {
        tags,
        summary: '입력 중인 조건으로 본 예상 최대 한도·최저 금리 (저장하지 않음)',
        security,
        body: partialLoanProfileSchema,
        response: {
          ...okResponse(preTermsResponseSchema),
          ...errorResponses([...JSON_BODY_ERRORS, 'UNAUTHENTICATED']),
        },
      },
    },
    async (request) => ok(service.preTerms(request.body)),
  );

  app.post(
    '/api/v1/loanAdvice',
    {
      onRequest: [app.requireGuestOrMember],
      schema: {
        tags,
        summary: '대출 상담 보고서 만들기 (게스트는 주간 한도 안에서)',
        security,
        body: loanProfileSchema,
        response: {
          ...okResponse(loanAdviceReportSchema),
          ...errorResponses([...JSON_BODY_ERRORS, 'UNAUTHENTICATED', 'GUEST_QUOTA_EXCEEDED']),
        },
      },
    },
    async (request) => ok(await service.create(currentUser(request), request.body)),
  );

  app.post(
    '/api/v1/loanAdvice/specific',
    {
      onRequest: [app.requireGuestOrMember],
      schema: {
        tags,
        summary: '저장된 입력으로 고른 상품의 보고서 만들기 (받을 수 없는 상품이면 400)',
        security,
        body: specificRequestSchema,
        response: {
          ...okResponse(loanAdviceReportSchema),
          ...errorResponses([...JSON_BODY_ERRORS, 'UNAUTHENTICATED', 'NOT_FOUND', 'GUEST_QUOTA_EXCEEDED']),
        },
      },
    },
    async (request) => {
      const report = await service.createSpecific(currentUser(request), request.body);
      if (!report) throw new AppError('NOT_FOUND');
      return ok(report);
    },
  );

  app.get(
    '/api/v1/loanAdvice',
    {
      onRequest: [app.requireGuestOrMember],
      schema: {
        tags,
        summary: '내 최근 보고서 (최신순, 최대 100개)',
        security,
        response: { ...okResponse(z.array(loanAdviceSummarySchema)), ...errorResponses(['UNAUTHENTICATED']) },
      },
    },
    async (request) => ok(await service.listReports(currentUser(request))),
  );

  app.get(
    '/api/v1/loanAdvice/:id',
    {
      onRequest: [app.requireGuestOrMember],
      schema: {
        tags,
        summary: '내 보고서',
        security,
        params: idParamsSchema,
        response: { ...okResponse(loanAdviceReportSchema), ...errorResponses(['UNAUTHENTICATED', 'NOT_FOUND']) },
      },
    },
    async (request) => {
      const report = await service.findReport(currentUser(request), request.params.id);
      if (!report) throw new AppError('NOT_FOUND');
      return ok(report);
    },
  );

  app.get(
    '/api/v1/loanAdvice/:id/changes',
    {
      onRequest: [app.requireGuestOrMember],
      schema: {
        tags,
        summary: '내 보고서를 오늘 다시 받으면 달라지는 점 (금리·규칙 변경, 같으면 changed: false)',
        security,
        params: idParamsSchema,
        response: { ...okResponse(loanAdviceChangesSchema), ...errorResponses(['UNAUTHENTICATED', 'NOT_FOUND']) },
      },
    },
    async (request) => {
      const changes = await service.findChanges(currentUser(request), request.params.id);
      if (!changes) throw new AppError('NOT_FOUND');
      return ok(changes);
    },
  );

  app.post(
    '/api/v1/loanAdvice/:id/renew',
    {
      onRequest: [app.requireGuestOrMember],
      schema: {
        tags,
        summary: '내 보고서를 같은 입력으로 오늘 기준 다시 만들기 (게스트는 주간 한도 안에서)',
        security,
        params: idParamsSchema,
        response: {
          ...okResponse(loanAdviceReportSchema),
          ...errorResponses([...JSON_BODY_ERRORS, 'UNAUTHENTICATED', 'NOT_FOUND', 'GUEST_QUOTA_EXCEEDED']),
        },
      },
    },
    async (request) => {
      const report = await service.renew(currentUser(request), request.params.id);
      if (!report) throw new AppError('NOT_FOUND');
      await keptWithReport.carryOver(request.params.id, report.loanAdviceResultId);
      return ok(report);
    },
  );

  app.get(
    '/api/v1/userInputInfo/:id',
    {
      onRequest: [app.requireGuestOrMember],
      schema: {
        tags,
        summary: '보고서에 쓴 내 입력 정보',
        security,
        params: idParamsSchema,
        response: { ...okResponse(userInputInfoSchema), ...errorResponses(['UNAUTHENTICATED', 'NOT_FOUND']) },
      },
    },
    async (request) => {
      const inputInfo = await service.findInputInfo(currentUser(request), request.params.id);
      if (!inputInfo) throw new AppError('NOT_FOUND');
      return ok(inputInfo);
    },
  );
};
