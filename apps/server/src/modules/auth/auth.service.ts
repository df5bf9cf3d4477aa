import { randomInt, randomUUID } from 'node:crypto';
import {
  LOGIN_CODE_TTL_SECONDS,
  type AuthTokenResponse,
  type GuestLoginResponse,
  type RefreshResponse,
} from '@jipsa/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';
import { createUserRepository } from '../user/user.repository.ts';
import type { AccessTokens } from './access-token.ts';
import { createAuthRepository, type AuthRepository } from './auth.repository.ts';
import type { Clock } from './clock.ts';
import { createSecretToken, hashSecretToken } from './secret-token.ts';

/** A refresh token lives two weeks from its last use; each rotation starts a new two weeks. */
export const REFRESH_TOKEN_TTL_SECONDS = 14 * 24 * 60 * 60;
const GUEST_NAME = '게스트';
// Expired codes and refresh tokens are kept a day (for support questions), then swept at the next login.
const SWEEP_GRACE_MS = 24 * 60 * 60 * 1000;

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
    });
    return refreshToken;
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

    /** Creates or updates the member, then returns a one-time login code (valid 60 s) for the web. */
    async loginWithProvider(profile: ProviderProfile): Promise<string> {
      const now = clock();
      const user = await users.upsertByProvider({ ...profile, role: 'USER', abGroup: randomAbGroup() }, now);
      const code = createSecretToken();
      await auth.insertLoginCode({
        codeHash: hashSecretToken(code),
        userId: user.id,
        createdAt: now,
        expiresAt: addSeconds(now, LOGIN_CODE_TTL_SECONDS),
        usedAt: null,
      });
      const sweepBefore = new Date(now.getTime() - SWEEP_GRACE_MS);
      await auth.deleteLoginCodesExpiredBefore(sweepBefore);
      await auth.deleteRefreshTokensExpiredBefore(sweepBefore);
      return code;
    },

    /** Exchanges a one-time code once: 409 CONFLICT when already used, 401 when unknown or expired. */
    async exchangeLoginCode(code: string): Promise<AuthTokenResponse> {
      const now = clock();
      const codeHash = hashSecretToken(code);
      const session = await db.transaction(async (tx) => {
        const claimed = await createAuthRepository(tx).claimLoginCode(codeHash, now);
        if (!claimed) return null;
        const user = await createUserRepository(tx).findById(claimed.userId);
        if (!user) return null;
        const refreshToken = await startRefreshFamily(createAuthRepository(tx), user.id, randomUUID(), now);
        await createUserRepository(tx).touchLastSeen(user.id, now);
        return { user, refreshToken };
      });
      if (!session) {
        const known = await auth.findLoginCode(codeHash);
        if (known?.usedAt) throw new AppError('CONFLICT', '이미 사용한 로그인 코드예요. 다시 로그인해주세요.');
        throw new AppError('UNAUTHENTICATED', '로그인 코드가 만료되었어요. 다시 로그인해주세요.');
      }
      return {
        accessToken: await tokens.sign({ userId: session.user.id, role: session.user.role }),
        refreshToken: session.refreshToken,
        user: toSessionUser(session.user),
      };
    },

    /**
     * Rotates a refresh token: the presented one becomes used, a new one joins its family. Presenting a
     * token that was already used means two parties hold it (theft, or a replayed request): the whole
     * family is revoked, so the thief's newer token stops working too.
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
        return { user, refreshToken: await startRefreshFamily(repository, user.id, claimed.familyId, now) };
      });
      if (!rotated) {
        const known = await auth.findRefreshToken(tokenHash);
        if (known?.usedAt) {
          await auth.revokeFamily(known.familyId, now);
          log.warn({ userId: known.userId, familyId: known.familyId }, 'refresh token reused: family revoked');
        }
        throw new AppError('REFRESH_TOKEN_INVALID');
      }
      return {
        accessToken: await tokens.sign({ userId: rotated.user.id, role: rotated.user.role }),
        refreshToken: rotated.refreshToken,
      };
    },
  };
}

function toSessionUser(user: UserRow) {
  return { id: user.id, name: user.name, avatarUrl: user.avatarUrl };
}

export type AuthService = ReturnType<typeof createAuthService>;
