import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

// Moderation of the community board (issue 33). Reports and hidden states name their item by type and id
// (a post or a comment) rather than by two foreign keys: an item deleted by its author leaves its reports
// behind, and every reader joins back to posts/comments, so a report of a deleted item is simply never shown.

const millis = () => timestamp({ withTimezone: true, precision: 3 });

export const moderationTargetType = pgEnum('moderation_target_type', ['POST', 'COMMENT']);
export const reportReason = pgEnum('report_reason', ['AD_SPAM', 'FRAUD', 'PERSONAL_INFO', 'ABUSE', 'OTHER']);
export const hiddenReason = pgEnum('hidden_reason', ['REPORTS', 'HELD_NEW_MEMBER', 'OPERATOR']);
export const moderationAction = pgEnum('moderation_action', ['HIDE', 'RESTORE', 'DELETE', 'SUSPEND']);

/** One report per member and item: the unique index makes a second one a 409 ALREADY_REPORTED. */
export const contentReports = pgTable(
  'content_reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    targetType: moderationTargetType().notNull(),
    targetId: uuid().notNull(),
    reporterId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: reportReason().notNull(),
    detail: text(),
    createdAt: millis().notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('content_reports_one_per_member_idx').on(table.reporterId, table.targetType, table.targetId),
    index('content_reports_target_idx').on(table.targetType, table.targetId, table.createdAt),
  ],
);

/**
 * The moderation state of an item that has one: hidden (by reports, the new-member rule or an operator) or
 * restored. `restored_at` marks an operator's restore: only reports after it count toward hiding again.
 */
export const moderatedItems = pgTable(
  'moderated_items',
  {
    targetType: moderationTargetType().notNull(),
    targetId: uuid().notNull(),
    hiddenReason: hiddenReason(),
    hiddenAt: millis(),
    restoredAt: millis(),
  },
  (table) => [
    primaryKey({ columns: [table.targetType, table.targetId] }),
    index('moderated_items_hidden_idx')
      .on(table.targetType, table.targetId)
      .where(sql`${table.hiddenAt} is not null`),
  ],
);

/** A member's block of another member; `label` is the nickname the blocker saw on the item (never the id). */
export const userBlocks = pgTable(
  'user_blocks',
  {
    id: uuid().primaryKey().defaultRandom(),
    blockerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text().notNull(),
    createdAt: millis().notNull().defaultNow(),
  },
  (table) => [uniqueIndex('user_blocks_pair_idx').on(table.blockerId, table.blockedId)],
);

/**
 * A member an operator trusts (`npm run operators -- trust`): their reports count toward hiding whatever their
 * account's age or activity (ADR 0038).
 */
export const trustedMembers = pgTable('trusted_members', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: millis().notNull().defaultNow(),
});

/** A member who may read but not write until `until`. */
export const memberSuspensions = pgTable('member_suspensions', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  until: millis().notNull(),
  reason: text().notNull(),
  createdAt: millis().notNull().defaultNow(),
});

/** Every operator action: who, what, which item or member, when and why. Kept when the actor leaves. */
export const moderationAuditLog = pgTable(
  'moderation_audit_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    actorName: text().notNull(),
    action: moderationAction().notNull(),
    targetType: text().notNull(),
    targetId: uuid().notNull(),
    reason: text().notNull(),
    until: millis(),
    createdAt: millis().notNull().defaultNow(),
  },
  (table) => [index('moderation_audit_log_created_idx').on(table.createdAt.desc().nullsFirst())],
);
