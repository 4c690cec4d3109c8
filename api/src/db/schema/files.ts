import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Uploaded files. The bytes live in the storage (local disk or S3) under `key`, the sha256 of the stored
 * bytes plus the extension, so the same content uploaded twice is stored once and its address never changes
 * what it serves. Deleting marks `deleted_at`; the bytes are served while any live row names them.
 */
export const files = pgTable(
  'files',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['image', 'video', 'audio', 'pdf'] }).notNull(),
    key: text('key').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('files_user_id_idx').on(table.userId, table.id), index('files_key_idx').on(table.key)],
);

export type FileRow = typeof files.$inferSelect;
