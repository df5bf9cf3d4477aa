import type { Database } from '../../db/client.ts';

/** The transaction a lifecycle handler runs in. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type TransferEvent = { fromUserId: string; toUserId: string };
export type WithdrawEvent = { userId: string };

/** Moves the guest's rows of one module to the member; returns how many loan reports it moved (0 if none). */
export type TransferHandler = (tx: Transaction, event: TransferEvent) => Promise<number>;
/** Deletes (or anonymises) one module's rows of a withdrawing user. */
export type WithdrawHandler = (tx: Transaction, event: WithdrawEvent) => Promise<void>;

/**
 * The registry through which feature modules take part in a user's lifecycle, available as
 * `app.userLifecycle` to every module (plugins/auth.ts decorates it before modules register).
 *
 * Rules for handlers:
 * - Use only the `tx` argument for queries. Every handler of one event runs in one transaction with the
 *   user module's own work; a handler that throws rolls all of it back. `app.db` inside a handler would
 *   escape the transaction (and wait forever on the embedded PGlite, which has one connection).
 * - Transfer (`POST /api/v1/user/transfer`) may be called more than once for the same guest: move only
 *   the rows still owned by `fromUserId` (an `UPDATE … WHERE user_id = fromUserId`) and return how many
 *   loan reports moved; the route answers the sum as `transferredReports`. Modules without reports return 0.
 * - Withdrawal (`DELETE /api/v1/user`) runs the handlers BEFORE the user row is deleted (refresh tokens and
 *   login codes go with it by cascade). Delete what is personal (loan reports, inputs, likes). Community
 *   posts and comments are NOT deleted: their handler detaches them from the user (author id set to null,
 *   e.g. a foreign key with `onDelete: 'set null'` or an explicit update) and the community module shows
 *   such an author as "탈퇴한 회원".
 *
 * @example
 * // in modules/loan-advice/loan-advice.routes.ts
 * app.userLifecycle.onTransfer(async (tx, { fromUserId, toUserId }) => {
 *   await tx.update(userInputs).set({ userId: toUserId }).where(eq(userInputs.userId, fromUserId));
 *   const moved = await tx
 *     .update(loanReports)
 *     .set({ userId: toUserId })
 *     .where(eq(loanReports.userId, fromUserId))
 *     .returning({ id: loanReports.id });
 *   return moved.length;
 * });
 * app.userLifecycle.onWithdraw(async (tx, { userId }) => {
 *   await tx.delete(loanReports).where(eq(loanReports.userId, userId));
 * });
 */
export type UserLifecycle = {
  /** Registers a transfer handler; returns a function that unregisters it. */
  onTransfer(handler: TransferHandler): () => void;
  /** Registers a withdrawal handler; returns a function that unregisters it. */
  onWithdraw(handler: WithdrawHandler): () => void;
  /** Runs every transfer handler in registration order inside `tx`; the sum of what they moved. */
  runTransfer(tx: Transaction, event: TransferEvent): Promise<number>;
  /** Runs every withdrawal handler in registration order inside `tx`. */
  runWithdraw(tx: Transaction, event: WithdrawEvent): Promise<void>;
};

function register<T>(list: T[], item: T): () => void {
  list.push(item);
  return () => {
    const index = list.indexOf(item);
    if (index >= 0) list.splice(index, 1);
  };
}

/** An empty registry; one per app. */
export function createUserLifecycle(): UserLifecycle {
  const transferHandlers: TransferHandler[] = [];
  const withdrawHandlers: WithdrawHandler[] = [];
  return {
    onTransfer: (handler) => register(transferHandlers, handler),
    onWithdraw: (handler) => register(withdrawHandlers, handler),
    async runTransfer(tx, event) {
      let moved = 0;
      // Sequential on purpose: one transaction is one connection, queries cannot overlap on it.
      for (const handler of [...transferHandlers]) moved += await handler(tx, event);
      return moved;
    },
    async runWithdraw(tx, event) {
      for (const handler of [...withdrawHandlers]) await handler(tx, event);
    },
  };
}
