import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Refresh tokens (architecture.md "Auth"): only the sha-256 of the opaque token is stored. Every rotation
 * adds a row to the same family and marks the old one used; presenting a used token revokes the family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: text().notNull(),
    familyId: uuid().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('refresh_tokens_token_hash_idx').on(table.tokenHash),
    index('refresh_tokens_family_idx').on(table.familyId),
    index('refresh_tokens_user_idx').on(table.userId),
  ],
);

/** One-time codes handed to the web in `/login-result?code=`, exchanged once for tokens. Stored hashed. */
export const loginCodes = pgTable(
  'login_codes',
  {
    codeHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('login_codes_user_idx').on(table.userId), index('login_codes_expires_idx').on(table.expiresAt)],
);

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type LoginCodeRow = typeof loginCodes.$inferSelect;
