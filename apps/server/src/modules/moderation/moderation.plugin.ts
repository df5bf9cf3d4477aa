import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { currentUser, type AuthGuard } from '../../plugins/auth.ts';
import { MODERATION_COPY } from './copy.ts';
import { createModerationService, type ModerationBoard, type ModerationService } from './moderation.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reports, blocks, suspensions and the operators' actions; the board asks it what to hide (issue 33). */
    moderation: ModerationService;
    /** A `preHandler` after `requireMember`: 403 ACCOUNT_SUSPENDED while the member is suspended (read from the database). */
    refuseSuspended: AuthGuard;
    /** An `onRequest` after `requireMember`: 403 FORBIDDEN unless the stored role is ADMIN now (not the token's, not the cache's). */
    requireOperator: AuthGuard;
  }
}

export type ModerationPluginOptions = { config: AppConfig; board: ModerationBoard };

/** The moderation service and its two guards, for the board's routes and the moderation routes. */
async function moderationPlugin(app: FastifyInstance, { config, board }: ModerationPluginOptions) {
  const service = createModerationService({
    db: app.db,
    board,
    clock: app.clock,
    reportHideThreshold: config.reportHideThreshold,
    reportStandingDays: config.reportStandingDays,
  });
  app.decorate('moderation', service);
  app.decorate('refuseSuspended', async (request: FastifyRequest) => {
    await service.assertMayWrite(currentUser(request));
  });
  app.decorate('requireOperator', async (request: FastifyRequest) => {
    if (!(await service.isOperator(currentUser(request).id)))
      throw new AppError('FORBIDDEN', MODERATION_COPY.notOperator);
  });
}

export default fp(moderationPlugin, { name: 'moderation', dependencies: ['clock', 'auth', 'database'] });
