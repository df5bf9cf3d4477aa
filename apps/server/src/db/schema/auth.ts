import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Refresh tokens (docs/architecture.md "Auth"): only the sha-256 of the opaque token is stored. Every rotation
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
    /**
     * The token that replaced this one, encrypted with a key derived from this token: a second tab that
     * presents this token moments after the rotation gets the same successor instead of revoking the family.
     */
    successorSealed: text(),
  },
  (table) => [
    uniqueIndex('refresh_tokens_token_hash_idx').on(table.tokenHash),
    index('refresh_tokens_family_idx').on(table.familyId),
    index('refresh_tokens_user_idx').on(table.userId),
  ],
);

/**
 * One-time codes handed to the web in `/login-result?code=`, exchanged once for tokens. Stored hashed, and
 * bound to the browser that started the login by the hash of its login-binding cookie (login CSRF).
 */
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
    browserBindingHash: text().notNull(),
  },
  (table) => [index('login_codes_user_idx').on(table.userId), index('login_codes_expires_idx').on(table.expiresAt)],
);

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type LoginCodeRow = typeof loginCodes.$inferSelect;
