import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AccessTokens } from '../auth/access-token.ts';
import { createAuthRepository } from '../auth/auth.repository.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashSecretToken } from '../auth/secret-token.ts';
import type { UserLifecycle } from './user-lifecycle.ts';
import { createUserRepository } from './user.repository.ts';
import { USER_COPY } from './copy.ts';

type Dependencies = { db: Database; tokens: AccessTokens; clock: Clock; lifecycle: UserLifecycle };

/** Account operations of a logged-in member: logout, guest-data transfer, withdrawal. */
export function createUserService({ db, tokens, clock, lifecycle }: Dependencies) {
  const users = createUserRepository(db);
  const auth = createAuthRepository(db);

  return {
    findUser: (userId: string) => users.findById(userId),

    /**
     * Ends the session of the presented refresh token (its family), or every session of the member
     * when no token of theirs is presented (the spec's logout call sends no body).
     */
    async logout(userId: string, refreshToken: string | undefined): Promise<void> {
      const now = clock();
      const presented = refreshToken ? await auth.findRefreshToken(hashSecretToken(refreshToken)) : null;
      if (presented && presented.userId === userId) await auth.revokeFamily(presented.familyId, now);
      else await auth.revokeAllOfUser(userId, now);
    },

    /**
     * Moves what the guest of `guestToken` made to the member, through every module's transfer handler,
     * in one transaction. Calling it again moves nothing more and answers 0.
     */
    async transferFromGuest(memberId: string, guestToken: string): Promise<number> {
      const claims = await tokens.verify(guestToken);
      if (!claims || claims.role !== 'GUEST') {
        throw AppError.invalidField('guestToken', USER_COPY.invalidGuestToken);
      }
      return db.transaction(async (tx) => {
        // Locked so that two simultaneous transfers of the same guest cannot both move the same rows.
        const guest = await createUserRepository(tx).findByIdForUpdate(claims.userId);
        if (!guest || guest.role !== 'GUEST') return 0;
        return lifecycle.runTransfer(tx, { fromUserId: guest.id, toUserId: memberId });
      });
    },

    /** Deletes the member: every module's withdrawal handler first, then the user row (tokens and codes cascade). */
    async withdraw(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const user = await createUserRepository(tx).findByIdForUpdate(userId);
        if (!user) return;
        await lifecycle.runWithdraw(tx, { userId });
        await createUserRepository(tx).deleteById(userId);
      });
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
