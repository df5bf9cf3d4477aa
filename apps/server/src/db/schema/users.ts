import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const authProvider = pgEnum('auth_provider', ['KAKAO', 'GUEST', 'DEV']);
export const userRole = pgEnum('user_role', ['GUEST', 'USER', 'ADMIN']);
export const abGroup = pgEnum('ab_group', ['A', 'B']);

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    provider: authProvider().notNull(),
    // Guests have no provider id; members are unique per (provider, providerId).
    providerId: text(),
    name: text().notNull(),
    avatarUrl: text(),
    role: userRole().notNull(),
    abGroup: abGroup().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_provider_identity_idx')
      .on(table.provider, table.providerId)
      .where(sql`${table.providerId} is not null`),
    index('users_guest_created_idx')
      .on(table.createdAt)
      .where(sql`${table.role} = 'GUEST'`),
  ],
);

export type UserRow = typeof users.$inferSelect;
