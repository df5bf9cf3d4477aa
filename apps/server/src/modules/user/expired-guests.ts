import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { GUEST_ACCESS_TOKEN_TTL_SECONDS } from '../auth/access-token.ts';
import { createUserRepository } from './user.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes guests whose token has expired (a guest token lives one year from the guest's creation, so
 * nobody can reach their data any more), with their inputs and reports — the privacy policy's promise.
 * @returns how many guests were deleted
 */
export async function deleteExpiredGuests(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - GUEST_ACCESS_TOKEN_TTL_SECONDS * 1000);
  return createUserRepository(db).deleteGuestsCreatedBefore(cutoff);
}

/** Runs the cleanup when the app is ready and then once a day, in every instance (the delete is idempotent). */
export function scheduleExpiredGuestCleanup(app: FastifyInstance, clock: () => Date): void {
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    try {
      const deleted = await deleteExpiredGuests(app.db, clock());
      if (deleted > 0) app.log.info({ deleted }, 'deleted expired guests');
    } catch (error) {
      app.log.error({ err: error }, 'expired guest cleanup failed');
    }
  };
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), DAY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
