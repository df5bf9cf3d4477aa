import {
  healthCheckResponseSchema,
  meResponseSchema,
  transferRequestSchema,
  transferResponseSchema,
} from '@jipsa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { errorResponses, JSON_BODY_ERRORS, ok, okResponse } from '../../lib/envelope.ts';
import { currentUser } from '../../plugins/auth.ts';
import { scheduleDailyJob } from '../../lib/daily-job.ts';
import { expiredGuestPurge } from './expired-guests.ts';
import { createUserService } from './user.service.ts';

/** What `requireMember` refuses with: no or a bad token (401), a guest token (403). */
const MEMBER_ONLY = ['UNAUTHENTICATED', 'LOGIN_REQUIRED'] as const;

/** The logged-in person's account: who am I, logout, guest-data transfer, withdrawal. */
export const userRoutes: FastifyPluginAsyncZod<{ config: Pick<AppConfig, 'instanceName'> }> = async (
  app,
  { config },
) => {
  const service = createUserService({
    db: app.db,
    tokens: app.accessTokens,
    clock: app.clock,
    lifecycle: app.userLifecycle,
  });
  const tags = ['user'];
  const security = [{ AccessToken: [] }];
  scheduleDailyJob(app, { job: expiredGuestPurge(app.db), clock: app.clock, instance: config.instanceName });

  app.post(
    '/api/v1/user/logout',
    {
      onRequest: [app.requireMember],
      schema: {
        tags,
        summary: '로그아웃 (RefreshToken 헤더가 있으면 그 세션만, 없으면 모든 세션)',
        security: [{ AccessToken: [], RefreshToken: [] }, { AccessToken: [] }],
        response: { ...okResponse(z.null()), ...errorResponses([...JSON_BODY_ERRORS, ...MEMBER_ONLY]) },
      },
    },
    async (request) => {
      const refreshToken = request.headers.refreshtoken;
      await service.logout(currentUser(request).id, typeof refreshToken === 'string' ? refreshToken : undefined);
      return ok(null);
    },
  );

  app.post(
    '/api/v1/user/transfer',
    {
      onRequest: [app.requireMember],
      schema: {
        tags,
        summary: '게스트 기록을 회원에게 옮기기',
        security,
        body: transferRequestSchema,
        response: { ...okResponse(transferResponseSchema), ...errorResponses([...JSON_BODY_ERRORS, ...MEMBER_ONLY]) },
      },
    },
    async (request) => {
      const transferredReports = await service.transferFromGuest(currentUser(request).id, request.body.guestToken);
      return ok({ transferredReports });
    },
  );

  app.get(
    '/api/v1/user/health-check',
    {
      onRequest: [app.requireMember],
      schema: {
        tags,
        summary: '회원 로그인 확인',
        security,
        response: { ...okResponse(healthCheckResponseSchema), ...errorResponses(MEMBER_ONLY) },
      },
    },
    async (request) => ok({ name: currentUser(request).name }),
  );

  app.get(
    '/api/v1/user/me',
    {
      onRequest: [app.requireGuestOrMember],
      schema: {
        tags,
        summary: '내 정보',
        security,
        response: { ...okResponse(meResponseSchema), ...errorResponses(['UNAUTHENTICATED', 'NOT_FOUND']) },
      },
    },
    async (request) => {
      const user = await service.findUser(currentUser(request).id);
      if (!user) throw new AppError('NOT_FOUND');
      return ok({ id: user.id, name: user.name, avatarUrl: user.avatarUrl, roleType: user.role });
    },
  );

  app.delete(
    '/api/v1/user',
    {
      onRequest: [app.requireMember],
      schema: {
        tags,
        summary: '회원 탈퇴',
        security,
        response: { ...okResponse(z.null()), ...errorResponses([...JSON_BODY_ERRORS, ...MEMBER_ONLY]) },
      },
    },
    async (request) => {
      await service.withdraw(currentUser(request).id);
      return ok(null);
    },
  );
};
