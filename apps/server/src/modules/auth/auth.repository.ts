import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { loginCodes, refreshTokens, type LoginCodeRow, type RefreshTokenRow } from '../../db/schema/auth.ts';

/** Refresh tokens and one-time login codes, always looked up by their sha-256 hash. `db` may be a transaction. */
export function createAuthRepository(db: Database) {
  return {
    async insertLoginCode(row: LoginCodeRow): Promise<void> {
      await db.insert(loginCodes).values(row);
    },

    /**
     * Marks an unused, unexpired code of this browser used and returns it — one statement, so two
     * simultaneous exchanges of the same code cannot both succeed.
     */
    async claimLoginCode(codeHash: string, browserBindingHash: string, now: Date): Promise<LoginCodeRow | null> {
      const [row] = await db
        .update(loginCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(loginCodes.codeHash, codeHash),
            eq(loginCodes.browserBindingHash, browserBindingHash),
            isNull(loginCodes.usedAt),
            gt(loginCodes.expiresAt, now),
          ),
        )
        .returning();
      return row ?? null;
    },

    async findLoginCode(codeHash: string): Promise<LoginCodeRow | null> {
      const [row] = await db.select().from(loginCodes).where(eq(loginCodes.codeHash, codeHash)).limit(1);
      return row ?? null;
    },

    async deleteLoginCodesExpiredBefore(before: Date): Promise<void> {
      await db.delete(loginCodes).where(lt(loginCodes.expiresAt, before));
    },

    async insertRefreshToken(row: Omit<RefreshTokenRow, 'id' | 'usedAt' | 'revokedAt'>): Promise<void> {
      await db.insert(refreshTokens).values(row);
    },

    /** Marks a live (unused, unrevoked, unexpired) refresh token used and returns it, atomically. */
    async claimRefreshToken(tokenHash: string, now: Date): Promise<RefreshTokenRow | null> {
      const [row] = await db
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(refreshTokens.tokenHash, tokenHash),
            isNull(refreshTokens.usedAt),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, now),
          ),
        )
        .returning();
      return row ?? null;
    },

    async sealSuccessor(id: string, successorSealed: string): Promise<void> {
      await db.update(refreshTokens).set({ successorSealed }).where(eq(refreshTokens.id, id));
    },

    async findRefreshToken(tokenHash: string): Promise<RefreshTokenRow | null> {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
      return row ?? null;
    },

    async revokeFamily(familyId: string, now: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    async revokeAllOfUser(userId: string, now: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },

    async deleteRefreshTokensExpiredBefore(before: Date): Promise<void> {
      await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, before));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
