import { depositTroublePlanRequestSchema, depositTroublePlanSchema } from '@jipsa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';
import { computeRateLimit } from '../../lib/compute-rate-limit.ts';
import { errorResponses, JSON_BODY_ERRORS, ok, okResponse, otherContentResponse } from '../../lib/envelope.ts';
import { createDepositTroubleService } from './deposit-trouble.service.ts';

export type DepositTroubleRoutesOptions = { config: AppConfig };

const tags = ['deposit-trouble'];
const security = [{ AccessToken: [] }];

/**
 * `POST /api/v1/depositTroublePlan` (issue 49): the dated plan when the deposit does not come back, for guests and
 * members alike, stored nowhere; `POST /api/v1/depositTroublePlan/calendar` answers its dates as an .ics file.
 */
export const depositTroubleRoutes: FastifyPluginAsyncZod<DepositTroubleRoutesOptions> = async (app, options) => {
  const service = createDepositTroubleService({ clock: app.clock });

  app.post(
    '/api/v1/depositTroublePlan',
    {
      config: computeRateLimit(options.config),
      onRequest: [app.requireGuestOrMember],
      schema: {
        tags,
        summary:
          '보증금을 못 받았을 때의 계획: 임차권등기명령, 반환보증 청구, 전세사기피해자 결정 가능성, 연락처와 날짜별 할 일 (저장하지 않아요)',
        security,
        body: depositTroublePlanRequestSchema,
        response: {
          ...okResponse(depositTroublePlanSchema),
          ...errorResponses([...JSON_BODY_ERRORS, 'UNAUTHENTICATED']),
        },
      },
    },
    async (request) => ok(service.plan(request.body)),
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
