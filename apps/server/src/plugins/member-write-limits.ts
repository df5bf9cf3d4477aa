import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import { AppError } from '../lib/app-error.ts';
import { PLUGINS_COPY } from './copy.ts';

/**
 * Writes per member and minute, on top of the per-IP limit: one account cannot flood the board from many
 * addresses. Counted in the same store as the per-IP limit (Redis when configured, so across instances).
 */
export type MemberWriteGroup = keyof AppConfig['memberWritesPerMinute'];

type WriteLimitGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** A `preHandler` counting this member's writes of `group` (after the guard has proven who they are). */
    memberWriteLimit: (group: MemberWriteGroup) => WriteLimitGuard;
  }
}

async function memberWriteLimitsPlugin(
  app: FastifyInstance,
  { config }: { config: Pick<AppConfig, 'memberWritesPerMinute'> },
) {
  const guards = new Map<MemberWriteGroup, WriteLimitGuard>();
  for (const [group, max] of Object.entries(config.memberWritesPerMinute) as [MemberWriteGroup, number][]) {
    // createRateLimit counts without the once-per-request flag of the global per-IP limit.
    const count = app.createRateLimit({
      max,
      timeWindow: '1 minute',
      keyGenerator: (request) => `member-${group}:${request.user?.id ?? request.ip}`,
    });
    guards.set(group, async (request, reply) => {
      const result = await count(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('Retry-After', String(result.ttlInSeconds));
        throw new AppError('RATE_LIMITED', PLUGINS_COPY.memberWritesLimited(group, max));
      }
    });
  }
  app.decorate('memberWriteLimit', (group: MemberWriteGroup) => guards.get(group)!);
}

export default fp(memberWriteLimitsPlugin, { name: 'member-write-limits', dependencies: ['security'] });
