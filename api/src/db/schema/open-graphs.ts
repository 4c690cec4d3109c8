import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { onlineAddresses } from './links';
import { users } from './users';

/**
 * A link's custom preview (spec 001 §3 "Open graph"), one per link. Its fields are the source of truth; a
 * trigger copies them into `online_addresses.open_graph`, the snapshot the visitor view reads (decision 017).
 */
export const openGraphs = pgTable(
  'open_graphs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    onlineAddressId: integer('online_address_id')
      .notNull()
      .unique()
      .references(() => onlineAddresses.id, { onDelete: 'cascade' }),
    /** The link's owner, copied so every query is scoped by one indexed column. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('open_graphs_user_idx').on(t.userId, t.updatedAt)],
);

export type OpenGraphRow = typeof openGraphs.$inferSelect;

export const openGraphFields = pgTable(
  'open_graph_fields',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    openGraphId: integer('open_graph_id')
      .notNull()
      .references(() => openGraphs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    value: text('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('open_graph_fields_open_graph_idx').on(t.openGraphId, t.id)],
);

export type OpenGraphFieldRow = typeof openGraphFields.$inferSelect;
