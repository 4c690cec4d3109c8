import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Every e-mail the product sends, whatever the adapter (decision 028): the local outbox adapter only stores it
 * here (listed at the development page), the SMTP adapter also hands it to the server. `key` makes a message
 * unique (`lead-delivery:{leadId}:{day}`): queueing it twice stores one row, and a retried job finds it sent.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    key: text('key').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    adapter: text('adapter').notNull(),
    attempts: integer('attempts').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    providerMessageId: text('provider_message_id'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_messages_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('mail_messages_unsent_idx').on(t.id).where(sql`sent_at IS NULL`),
  ],
);

export type MailMessageRow = typeof mailMessages.$inferSelect;
