import type { RoleType } from '@jipsa/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { AppConfig } from '../config.ts';
import { AppError } from '../lib/app-error.ts';
import { createAccessTokens, type AccessTokens } from '../modules/auth/access-token.ts';
import { createUserLifecycle, type UserLifecycle } from '../modules/user/user-lifecycle.ts';
import { createUserRepository } from '../modules/user/user.repository.ts';

/** Who is calling, as far as the `AccessToken` header proves it. */
export type AuthUser = { id: string; role: RoleType; name: string };

/** A route-level `onRequest` hook that lets a request through or throws an AppError (401/403). */
export type AuthGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** 401 UNAUTHENTICATED without a valid token; 403 LOGIN_REQUIRED for a guest token. */
    requireMember: AuthGuard;
    /** 401 UNAUTHENTICATED without a valid guest or member token. */
    requireGuestOrMember: AuthGuard;
    /** Lets anonymous callers through, but answers 401 to a present-but-invalid token so the web refreshes it. */
    optionalUser: AuthGuard;
    /** Signs and verifies access tokens (the auth and user modules use it). */
    accessTokens: AccessTokens;
    /** Where modules plug their tables into guest→member transfer and withdrawal; see UserLifecycle. */
    userLifecycle: UserLifecycle;
  }
  interface FastifyRequest {
    /** The caller proven by a valid `AccessToken` header, or `null`. */
    user: AuthUser | null;
  }
}

export type AuthPluginOptions = { config: AppConfig };

// Requests whose AccessToken header was present but did not prove anybody (expired, tampered, deleted user).
const rejectedTokens = new WeakSet<FastifyRequest>();

/**
 * The caller of a route behind `requireMember` or `requireGuestOrMember`, typed non-null.
 *
 * @example
 * const user = currentUser(request); // AuthUser
 */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED');
  return request.user;
}

/**
 * Authentication for every route. A valid `AccessToken` header (the JWT itself, no "Bearer") fills
 * `request.user` with the user as stored now (a withdrawn user's token proves nobody). Every route states
 * who may call it with one of three guards, as a route option:
 *
 * @example
 * import { currentUser } from '../../plugins/auth.ts';
 *
 * // members only (write, comment, like, my data): guests get 403 LOGIN_REQUIRED, no/bad token 401
 * app.post('/api/v1/post', { onRequest: [app.requireMember], schema: { … } }, async (request) => {
 *   const author = currentUser(request);
 * });
 * // guests or members (loan reports): no/bad token 401
 * app.post('/api/v1/loanAdvice', { onRequest: [app.requireGuestOrMember], schema: { … } }, handler);
 * // anyone, personalised when a token proves someone (post list/detail: like, updateDeleteAuthority);
 * // a present-but-invalid token is 401 so the web refreshes and retries instead of silently showing anonymous data
 * app.get('/api/v1/post/:postId', { onRequest: [app.optionalUser], schema: { … } }, async (request) => {
 *   const viewerId = request.user?.id ?? null;
 * });
 * // no guard: public calls (calculators); request.user is still filled when a valid token came along
 *
 * Mark guarded routes in OpenAPI with `schema: { security: [{ AccessToken: [] }] }`.
 */
const USER_CACHE_TTL_MS = 5_000;
const USER_CACHE_MAX = 10_000;

async function authPlugin(app: FastifyInstance, { config }: AuthPluginOptions) {
  const accessTokens = createAccessTokens({ secret: config.jwtSecret, clock: app.clock });
  const users = createUserRepository(app.db);

  app.decorate('accessTokens', accessTokens);
  app.decorate('userLifecycle', createUserLifecycle());
  app.decorateRequest('user', null);

  // The stored user behind a token, for a few seconds: reading it on every authenticated request made a
  // member's community list 0.64× a guest's (issue 16). A withdrawal or guest transfer on this instance
  // evicts at once; other instances see it within USER_CACHE_TTL_MS (ADR 0014). `false`: no such user.
  const cachedUsers = new LRUCache<string, AuthUser | false>({ max: USER_CACHE_MAX, ttl: USER_CACHE_TTL_MS });
  const storedUser = async (userId: string): Promise<AuthUser | false> => {
    const cached = cachedUsers.get(userId);
    if (cached !== undefined) return cached;
    const row = await users.findById(userId);
    // The stored role wins over the token's claim (a promotion to ADMIN applies within the TTL).
    const user = row ? { id: row.id, role: row.role, name: row.name } : false;
    cachedUsers.set(userId, user);
    return user;
  };
  app.userLifecycle.onWithdraw(async (_tx, { userId }) => {
    cachedUsers.delete(userId);
  });
  app.userLifecycle.onTransfer(async (_tx, { fromUserId, toUserId }) => {
    cachedUsers.delete(fromUserId);
    cachedUsers.delete(toUserId);
    return 0;
  });

  app.addHook('onRequest', async (request) => {
    const header = request.headers.accesstoken;
    if (header === undefined || header === '') return;
    const claims = typeof header === 'string' ? await accessTokens.verify(header) : null;
    const user = claims ? await storedUser(claims.userId) : false;
    if (!user) {
      rejectedTokens.add(request);
      return;
    }
    request.user = user;
  });

  app.decorate('requireGuestOrMember', async (request: FastifyRequest) => {
    if (!request.user) throw new AppError('UNAUTHENTICATED');
  });
  app.decorate('requireMember', async (request: FastifyRequest) => {
    if (!request.user) throw new AppError('UNAUTHENTICATED');
    if (request.user.role === 'GUEST') throw new AppError('LOGIN_REQUIRED');
  });
  app.decorate('optionalUser', async (request: FastifyRequest) => {
    if (rejectedTokens.has(request)) throw new AppError('UNAUTHENTICATED');
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['clock', 'database'] });
