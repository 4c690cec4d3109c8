import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  picture: text('picture'),
  googleSub: text('google_sub').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A stored bearer: only its sha256, its owner and its expiry (new builders per table). */
const tokenColumns = () => ({
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** sha256 of the bearer token, hex; the token itself is never stored. */
  tokenHash: text('token_hash').notNull().unique(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const authTokens = pgTable('auth_tokens', tokenColumns(), (t) => [
  index('auth_tokens_user_id_idx').on(t.userId),
  index('auth_tokens_expires_at_idx').on(t.expiresAt),
]);

export type UserRow = typeof users.$inferSelect;

/**
 * Single-use sign-in codes (issue 9): the callback stores one, the landing exchanges it once for a session
 * token, within 60 s and only from the browser whose sign-in cookie hashes to `browserHash`.
 */
export const signInCodes = pgTable('sign_in_codes', {
  /** sha256 of the code, hex. */
  codeHash: text('code_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** sha256 of the browser id in the sign-in cookie, hex. */
  browserHash: text('browser_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Long-lived API credentials (spec 001 §2 "API access page"): a bearer for scripts, stored as sha256 only,
 * revoked by deleting the row (every instance looks the token up on each request, like session tokens).
 */
export const apiCredentials = pgTable('api_credentials', tokenColumns(), (t) => [
  index('api_credentials_user_id_idx').on(t.userId),
]);

export type ApiCredentialRow = typeof apiCredentials.$inferSelect;
