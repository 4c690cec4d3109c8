import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const dataExportStatuses = ['pending', 'running', 'ready', 'failed'] as const;
export type DataExportStatus = (typeof dataExportStatuses)[number];

/** An upload the ZIP carries: its stored bytes (`key`) under `name` in `uploads/`. */
export interface DataExportUpload {
  key: string;
  name: string;
  size: number;
}

/**
 * A copy of a user's data (LGPD, decision 037), built by the `account.build-export` job. The job stores the
 * JSON and CSV files as one ZIP part under `key` (storage, never served at /files/) and lists the uploads to
 * add; the download streams the ZIP from those stored parts, to the owner only, until `expires_at`.
 * `progress` (0–100) and `step` say how far the job got; `claimed_at` is its run's claim (a run that died is
 * taken over after a while).
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: dataExportStatuses })
      .$type<DataExportStatus>()
      .notNull()
      .default('pending'),
    progress: smallint('progress').notNull().default(0),
    step: text('step'),
    attempts: integer('attempts').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    key: text('key'),
    /** The ZIP's size in bytes, about (the stored part plus the uploads' bytes). */
    size: bigint('size', { mode: 'number' }),
    uploads: jsonb('uploads').$type<DataExportUpload[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // One export in progress per user: two requests at once make one.
    uniqueIndex('data_exports_in_progress_idx').on(t.userId).where(sql`status in ('pending', 'running')`),
    index('data_exports_expires_idx').on(t.expiresAt).where(sql`expires_at is not null`),
  ],
);

export type DataExportRow = typeof dataExports.$inferSelect;

/**
 * Stored bytes to remove once nothing names them (decision 037): the keys of a deleted account's uploads and
 * exports, and of expired exports, written in the transaction that dropped their rows. The `account.remove-stored-bytes`
 * job removes each key's bytes under the key's lock when no upload or export names it, then its row.
 */
export const storageRemovals = pgTable('storage_removals', {
  key: text('key').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
