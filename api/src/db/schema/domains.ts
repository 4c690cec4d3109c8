import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const domainKinds = ['domain', 'subdomain'] as const;
export type DomainKind = (typeof domainKinds)[number];
export const domainStatuses = ['pending', 'verified', 'failing'] as const;
export type DomainStatus = (typeof domainStatuses)[number];

/**
 * A customer's own host for their short links (BUSINESS, arranged through support; decision 033): one row per
 * host, lower case, without a port. Only a verified host serves its owner's links and gets a certificate.
 */
export const domains = pgTable(
  'domains',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    host: text('host').notNull().unique(),
    kind: text('kind', { enum: domainKinds }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: domainStatuses }).notNull().default('pending'),
    /** What the TXT record at `_atalho.{host}` must say: `atalho-verify=<token>`. */
    token: text('token').notNull(),
    /** Why the last check failed (a short English reason for the operator and the panel); null when it passed. */
    lastError: text('last_error'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** When a verified host first failed its recheck; null while it passes. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('domains_user_idx').on(t.userId)],
);

export type DomainRow = typeof domains.$inferSelect;
