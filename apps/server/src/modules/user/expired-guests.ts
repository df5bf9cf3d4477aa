import type { Database } from '../../db/client.ts';
import type { DailyJob } from '../../lib/daily-job.ts';
import { GUEST_ACCESS_TOKEN_TTL_SECONDS } from '../auth/access-token.ts';
import { createUserRepository } from './user.repository.ts';

/**
 * Deletes guests whose token has expired (a guest token lives one year from the guest's creation, so
 * nobody can reach their data any more), with their inputs and reports — the privacy policy's promise.
 * @returns how many guests were deleted
 */
export async function deleteExpiredGuests(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - GUEST_ACCESS_TOKEN_TTL_SECONDS * 1000);
  return createUserRepository(db).deleteGuestsCreatedBefore(cutoff);
}

/** The daily purge of expired guests, run once a day across the cluster (see scheduleDailyJob). */
export const expiredGuestPurge = (db: Database): DailyJob => ({
  name: 'expired-guest-purge',
  run: async (now) => ({ deletedGuests: await deleteExpiredGuests(db, now) }),
});
