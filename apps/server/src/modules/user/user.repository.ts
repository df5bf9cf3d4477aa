import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema/users.ts';

export type NewUser = Pick<UserRow, 'provider' | 'name' | 'avatarUrl' | 'role' | 'abGroup'> & {
  providerId: string | null;
};

/** Reads and writes of the users table; `db` may be a transaction. */
export function createUserRepository(db: Database) {
  return {
    async findById(id: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    /** The user's role now, or null when there is no such user (an operator is refused at once when revoked). */
    async roleOf(id: string): Promise<UserRow['role'] | null> {
      const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, id)).limit(1);
      return row?.role ?? null;
    },

    /** Locks the row until the transaction ends, so two transfers of one guest run one after the other. */
    async findByIdForUpdate(id: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).for('update').limit(1);
      return row ?? null;
    },

    async insert(user: NewUser): Promise<UserRow> {
      const [row] = await db.insert(users).values(user).returning();
      if (!row) throw new Error('insert into users returned no row');
      return row;
    },

    /**
     * Creates the member on first login, refreshes name and picture on later ones. The A/B group of the
     * first login stays (it decides which loan form a person sees).
     */
    async upsertByProvider(user: NewUser & { providerId: string }, now: Date): Promise<UserRow> {
      const [row] = await db
        .insert(users)
        .values({ ...user, createdAt: now, lastSeenAt: now })
        .onConflictDoUpdate({
          target: [users.provider, users.providerId],
          targetWhere: sql`${users.providerId} is not null`,
          set: { name: user.name, avatarUrl: user.avatarUrl, lastSeenAt: now },
        })
        .returning();
      if (!row) throw new Error('upsert into users returned no row');
      return row;
    },

    async touchLastSeen(id: string, now: Date): Promise<void> {
      await db.update(users).set({ lastSeenAt: now }).where(eq(users.id, id));
    },

    /** Deletes guests created before `cutoff`; their inputs and reports go with them (foreign keys cascade). */
    async deleteGuestsCreatedBefore(cutoff: Date): Promise<number> {
      const deleted = await db
        .delete(users)
        .where(sql`${users.role} = 'GUEST' and ${users.createdAt} < ${cutoff.toISOString()}`)
        .returning({ id: users.id });
      return deleted.length;
    },

    async deleteById(id: string): Promise<boolean> {
      const deleted = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      return deleted.length > 0;
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
