import { randomInt, randomUUID } from 'node:crypto';
import {
  LOGIN_CODE_TTL_SECONDS,
  type AuthTokenResponse,
  type GuestLoginResponse,
  type RefreshResponse,
} from '@jipsa/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { RefreshTokenRow } from '../../db/schema/auth.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';
import { createUserRepository } from '../user/user.repository.ts';
import type { AccessTokens } from './access-token.ts';
import { createAuthRepository, type AuthRepository } from './auth.repository.ts';
import type { Clock } from '../../lib/clock.ts';
import { openRefreshSuccessor, sealRefreshSuccessor } from './refresh-successor.ts';
import { createSecretToken, hashSecretToken } from './secret-token.ts';
import { AUTH_COPY } from './copy.ts';

/** A refresh token lives two weeks from its last use; each rotation starts a new two weeks. */
export const REFRESH_TOKEN_TTL_SECONDS = 14 * 24 * 60 * 60;
const GUEST_NAME = AUTH_COPY.guestName;
// Expired codes and refresh tokens are kept a day (for support questions), then swept at the next login.
const SWEEP_GRACE_MS = 24 * 60 * 60 * 1000;
/**
 * How long a just-rotated refresh token still yields its successor: two tabs (or a retried request) that
 * refresh at the same moment must not look like theft. After this, reuse revokes the family.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 10;
const MAX_GRACE_CHAIN = 3;

/** A person as the login provider (Kakao, or the dev login page) describes them. */
export type ProviderProfile = { provider: 'KAKAO' | 'DEV'; providerId: string; name: string; avatarUrl: string | null };

type Dependencies = { db: Database; tokens: AccessTokens; clock: Clock; log: FastifyBaseLogger };

const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

// Half the guests see loan-info-entry, half loan-info-entry-b; decided once per guest.
const randomAbGroup = (): 'A' | 'B' => (randomInt(2) === 0 ? 'A' : 'B');

/** Guest sessions, provider logins, one-time codes and refresh-token rotation. */
export function createAuthService({ db, tokens, clock, log }: Dependencies) {
  const users = createUserRepository(db);
  const auth = createAuthRepository(db);

  async function startRefreshFamily(repository: AuthRepository, userId: string, familyId: string, now: Date) {
    const refreshToken = createSecretToken();
    await repository.insertRefreshToken({
      tokenHash: hashSecretToken(refreshToken),
      familyId,
      userId,
      createdAt: now,
      expiresAt: addSeconds(now, REFRESH_TOKEN_TTL_SECONDS),
      successorSealed: null,
    });
    return refreshToken;
  }

  /**
   * The live token that replaced `presented` when it was rotated at most {@link REFRESH_REUSE_GRACE_SECONDS}
   * ago (following a successor that was itself rotated within the window), or `null`.
   */
  async function liveSuccessorWithinGrace(presented: string, row: RefreshTokenRow, now: Date) {
    let token = presented;
    let current: RefreshTokenRow | null = row;
    for (let step = 0; step < MAX_GRACE_CHAIN && current; step += 1) {
      const rotatedRecently =
        current.usedAt !== null && now.getTime() - current.usedAt.getTime() <= REFRESH_REUSE_GRACE_SECONDS * 1000;
      if (current.revokedAt || !rotatedRecently || !current.successorSealed) return null;
      const successor = openRefreshSuccessor(token, current.successorSealed);
      if (!successor) return null;
      const next = await auth.findRefreshToken(hashSecretToken(successor));
      if (!next || next.revokedAt || next.expiresAt <= now) return null;
      if (!next.usedAt) return { userId: next.userId, refreshToken: successor };
      token = successor;
      current = next;
    }
    return null;
  }

  return {
    /** A new guest with a long-lived guest token and a fixed A/B group. */
    async guestLogin(): Promise<GuestLoginResponse> {
      const guest = await users.insert({
        provider: 'GUEST',
        providerId: null,
        name: GUEST_NAME,
        avatarUrl: null,
        role: 'GUEST',
        abGroup: randomAbGroup(),
      });
      const accessToken = await tokens.sign({ userId: guest.id, role: 'GUEST' });
      return { accessToken, roleType: 'GUEST', abTestType: guest.abGroup };
    },

    /**
     * Creates or updates the member, then returns a one-time login code (valid 60 s) for the web, bound to
     * the browser that started the login by its login-binding secret.
     */
    async loginWithProvider(profile: ProviderProfile, browserBinding: string): Promise<string> {
      const now = clock();
      const user = await users.upsertByProvider({ ...profile, role: 'USER', abGroup: randomAbGroup() }, now);
      const code = createSecretToken();
      await auth.insertLoginCode({
        codeHash: hashSecretToken(code),
        userId: user.id,
        createdAt: now,
        expiresAt: addSeconds(now, LOGIN_CODE_TTL_SECONDS),
        usedAt: null,
        browserBindingHash: hashSecretToken(browserBinding),
      });
      const sweepBefore = new Date(now.getTime() - SWEEP_GRACE_MS);
      await auth.deleteLoginCodesExpiredBefore(sweepBefore);
      await auth.deleteRefreshTokensExpiredBefore(sweepBefore);
      return code;
    },

    /**
     * Exchanges a one-time code once, in the browser that started its login: 403 FORBIDDEN when another
     * browser presents it (a login link sent to somebody), 409 CONFLICT when already used, 401 when unknown
     * or expired.
     */
    async exchangeLoginCode(code: string, browserBinding: string | undefined): Promise<AuthTokenResponse> {
      const now = clock();
      const codeHash = hashSecretToken(code);
      const bindingHash = browserBinding === undefined ? null : hashSecretToken(browserBinding);
      const session =
        bindingHash === null
          ? null
          : await db.transaction(async (tx) => {
              const claimed = await createAuthRepository(tx).claimLoginCode(codeHash, bindingHash, now);
              if (!claimed) return null;
              const user = await createUserRepository(tx).findById(claimed.userId);
              if (!user) return null;
              const refreshToken = await startRefreshFamily(createAuthRepository(tx), user.id, randomUUID(), now);
              await createUserRepository(tx).touchLastSeen(user.id, now);
              return { user, refreshToken };
            });
      if (!session) {
        const known = await auth.findLoginCode(codeHash);
        if (known && known.browserBindingHash !== bindingHash) {
          log.warn({ userId: known.userId }, 'login code presented by another browser: refused');
          throw new AppError('FORBIDDEN', AUTH_COPY.loginCodeFromAnotherBrowser);
        }
        if (known?.usedAt) throw new AppError('CONFLICT', AUTH_COPY.loginCodeUsed);
        throw new AppError('UNAUTHENTICATED', AUTH_COPY.loginCodeExpired);
      }
      return {
        accessToken: await tokens.sign({ userId: session.user.id, role: session.user.role }),
        refreshToken: session.refreshToken,
        user: toSessionUser(session.user),
      };
    },

    /**
     * Rotates a refresh token: the presented one becomes used, a new one joins its family. Two tabs that
     * refresh with the same token at once both get the same new token (the loser within
     * {@link REFRESH_REUSE_GRACE_SECONDS}). Presenting a used token later means two parties hold it (theft,
     * or a replayed request): the whole family is revoked, so the thief's newer token stops working too.
     */
    async refresh(refreshToken: string): Promise<RefreshResponse> {
      const now = clock();
      const tokenHash = hashSecretToken(refreshToken);
      const rotated = await db.transaction(async (tx) => {
        const repository = createAuthRepository(tx);
        const claimed = await repository.claimRefreshToken(tokenHash, now);
        if (!claimed) return null;
        const user = await createUserRepository(tx).findById(claimed.userId);
        if (!user) return null;
        const successor = await startRefreshFamily(repository, user.id, claimed.familyId, now);
        await repository.sealSuccessor(claimed.id, sealRefreshSuccessor(refreshToken, successor));
        return { userId: user.id, refreshToken: successor };
      });
      const known = rotated ? null : await auth.findRefreshToken(tokenHash);
      const granted = rotated ?? (known ? await liveSuccessorWithinGrace(refreshToken, known, now) : null);
      const user = granted ? await users.findById(granted.userId) : null;
      if (!granted || !user) {
        if (known?.usedAt) {
          await auth.revokeFamily(known.familyId, now);
          log.warn({ userId: known.userId, familyId: known.familyId }, 'refresh token reused: family revoked');
        }
        throw new AppError('REFRESH_TOKEN_INVALID');
      }
      return {
        accessToken: await tokens.sign({ userId: user.id, role: user.role }),
        refreshToken: granted.refreshToken,
      };
    },
  };
}

function toSessionUser(user: UserRow) {
  return { id: user.id, name: user.name, avatarUrl: user.avatarUrl };
}

export type AuthService = ReturnType<typeof createAuthService>;
