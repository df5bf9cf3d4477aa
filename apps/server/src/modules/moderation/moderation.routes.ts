import {
  adminPageQuerySchema,
  auditLogSchema,
  blockIdParamsSchema,
  blockListSchema,
  blockSchema,
  createBlockRequestSchema,
  createReportRequestSchema,
  moderationActionRequestSchema,
  moderationTargetParamsSchema,
  reportQueueSchema,
  reportReceiptSchema,
  suspendRequestSchema,
  suspensionSchema,
} from '@jipsa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { errorResponses, JSON_BODY_ERRORS, ok, okResponse } from '../../lib/envelope.ts';
import { currentUser } from '../../plugins/auth.ts';
import { MODERATION_COPY as COPY } from './copy.ts';

const MEMBER_ONLY = ['UNAUTHENTICATED', 'LOGIN_REQUIRED'] as const;
const OPERATOR_ONLY = [...MEMBER_ONLY, 'FORBIDDEN'] as const;

/**
 * Moderation of the board (issue 33): members report items and block authors; operators (role ADMIN, granted
 * only by `npm run operators`) work the report queue and read the audit log. Needs the moderation plugin and
 * `app.imageStorage` (a deleted post's image is removed).
 */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.moderation;
  const security = [{ AccessToken: [] }];

  app.post(
    '/api/v1/reports',
    {
      onRequest: [app.requireMember],
      preHandler: [app.refuseSuspended, app.memberWriteLimit('report')],
      schema: {
        tags: ['moderation'],
        summary: '글·댓글 신고 (한 사람이 한 번, 내 글은 안 돼요)',
        description: [
          '`detail` is required for OTHER (≤ 500자). When REPORT_HIDE_THRESHOLD distinct members with standing have',
          'reported an item since its last restore it is hidden at once, pending review; other reports only put it in',
          "the operators' queue. Standing: an operator, a member operators trust, or an account REPORT_STANDING_DAYS",
          'old with a post or comment on the board that is not hidden (ADR 0038). Your own item, or one whose author',
          'blocks you, is 403 FORBIDDEN.',
        ].join(' '),
        security,
        body: createReportRequestSchema,
        response: {
          ...okResponse(reportReceiptSchema),
          ...errorResponses([
            ...JSON_BODY_ERRORS,
            ...MEMBER_ONLY,
            'ACCOUNT_SUSPENDED',
            'FORBIDDEN',
            'NOT_FOUND',
            'ALREADY_REPORTED',
          ]),
        },
      },
    },
    async (request) => ok(await service.report(currentUser(request), request.body)),
  );

  app.post(
    '/api/v1/user/blocks',
    {
      onRequest: [app.requireMember],
      schema: {
        tags: ['moderation'],
        summary: '작성자 차단 (글이나 댓글로 지정, 작성자 정보는 알려주지 않아요)',
        security,
        body: createBlockRequestSchema,
        response: {
          ...okResponse(blockSchema),
          ...errorResponses([...JSON_BODY_ERRORS, ...MEMBER_ONLY, 'NOT_FOUND']),
        },
      },
    },
    async (request) => ok(await service.block(currentUser(request), request.body)),
  );

  app.get(
    '/api/v1/user/blocks',
    {
      onRequest: [app.requireMember],
      schema: {
        tags: ['moderation'],
        summary: '내 차단 목록 (최근 순)',
        security,
        response: { ...okResponse(blockListSchema), ...errorResponses([...MEMBER_ONLY]) },
      },
    },
    async (request) => ok({ blocks: await service.listBlocks(currentUser(request)) }),
  );

  app.delete(
    '/api/v1/user/blocks/:blockId',
    {
      onRequest: [app.requireMember],
      schema: {
        tags: ['moderation'],
        summary: '차단 풀기',
        security,
        params: blockIdParamsSchema,
        response: { ...okResponse(z.null()), ...errorResponses(['VALIDATION_FAILED', ...MEMBER_ONLY, 'NOT_FOUND']) },
      },
    },
    async (request) => {
      if (!(await service.unblock(currentUser(request), request.params.blockId)))
        throw new AppError('NOT_FOUND', COPY.blockNotFound);
      return ok(null);
    },
  );

  const operator = { onRequest: [app.requireMember, app.requireOperator] };
  const adminTags = ['admin'];

  app.get(
    '/api/v1/admin/reports',
    {
      ...operator,
      schema: {
        tags: adminTags,
        summary: '신고 처리함 (운영자): 최근 순, 같은 때면 신고가 많은 순',
        security,
        querystring: adminPageQuerySchema,
        response: { ...okResponse(reportQueueSchema), ...errorResponses(['VALIDATION_FAILED', ...OPERATOR_ONLY]) },
      },
    },
    async (request) => ok(await service.reportQueue(request.query.page, request.query.size)),
  );

  for (const action of ['hide', 'restore'] as const) {
    app.post(
      `/api/v1/admin/reports/:targetType/:targetId/${action}`,
      {
        ...operator,
        schema: {
          tags: adminTags,
          summary: action === 'hide' ? '숨기기 (운영자, 사유 기록)' : '되돌리기 (운영자, 사유 기록)',
          security,
          params: moderationTargetParamsSchema,
          body: moderationActionRequestSchema,
          response: {
            ...okResponse(z.null()),
            ...errorResponses([...JSON_BODY_ERRORS, ...OPERATOR_ONLY, 'NOT_FOUND']),
          },
        },
      },
      async (request) => {
        const { targetType, targetId } = request.params;
        await service.setHidden(currentUser(request), targetType, targetId, action === 'hide', request.body.reason);
        return ok(null);
      },
    );
  }

  app.post(
    '/api/v1/admin/reports/:targetType/:targetId/delete',
    {
      ...operator,
      schema: {
        tags: adminTags,
        summary: '삭제 (운영자, 사유 기록; 글이면 댓글·이미지도 함께)',
        security,
        params: moderationTargetParamsSchema,
        body: moderationActionRequestSchema,
        response: {
          ...okResponse(z.null()),
          ...errorResponses([...JSON_BODY_ERRORS, ...OPERATOR_ONLY, 'NOT_FOUND']),
        },
      },
    },
    async (request) => {
      const { targetType, targetId } = request.params;
      const { imageKey } = await service.deleteItem(currentUser(request), targetType, targetId, request.body.reason);
      if (imageKey) {
        // Best effort: an image left behind costs disk space, never correctness.
        await app.imageStorage.delete(imageKey).catch((error: unknown) => {
          request.log.warn({ err: error, imageKey }, 'could not remove a deleted post image');
        });
      }
      return ok(null);
    },
  );

  app.post(
    '/api/v1/admin/reports/:targetType/:targetId/suspend-author',
    {
      ...operator,
      schema: {
        tags: adminTags,
        summary: '작성자 이용 정지 (운영자, N일, 사유 기록)',
        security,
        params: moderationTargetParamsSchema,
        body: suspendRequestSchema,
        response: {
          ...okResponse(suspensionSchema),
          ...errorResponses([...JSON_BODY_ERRORS, ...OPERATOR_ONLY, 'NOT_FOUND']),
        },
      },
    },
    async (request) => {
      const { targetType, targetId } = request.params;
      const { days, reason } = request.body;
      return ok(await service.suspendAuthor(currentUser(request), targetType, targetId, days, reason));
    },
  );

  app.get(
    '/api/v1/admin/audit-log',
    {
      ...operator,
      schema: {
        tags: adminTags,
        summary: '운영 기록 (누가, 무엇을, 언제, 왜; 최근 순)',
        security,
        querystring: adminPageQuerySchema,
        response: { ...okResponse(auditLogSchema), ...errorResponses(['VALIDATION_FAILED', ...OPERATOR_ONLY]) },
      },
    },
    async (request) => ok(await service.auditLog(request.query.page, request.query.size)),
  );
};
