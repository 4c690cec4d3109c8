import { onlineAddressTypes } from '@atalho/sdk/schemas';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export type OnlineAddressTypeValue = (typeof onlineAddressTypes)[number];

/** Open Graph fields as the visitor sees them; the preview editor keeps this snapshot in step with its rows. */
export interface OpenGraphSnapshot {
  openGraphFields: { name: string; value: string }[];
}

export const onlineAddresses = pgTable(
  'online_addresses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Unique over every row ever created: a deleted link keeps its row so its code is never handed out again. */
    code: text('code').notNull().unique(),
    url: text('url').notNull(),
    type: text('type', { enum: onlineAddressTypes }).notNull().default('STANDARD'),
    /** Null for links shortened anonymously on the home page. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    tags: text('tags'),
    active: boolean('active').notNull().default(true),
    error: boolean('error').notNull().default(false),
    lastCheck: timestamp('last_check', { withTimezone: true }),
    /** 0 regular, 1 irregular, 3 not verified. */
    verificationStatus: smallint('verification_status').notNull().default(3),
    openGraph: jsonb('open_graph').$type<OpenGraphSnapshot>(),
    /**
     * The destination's host, lower-cased and without `www.`: what the domain filter and summary group by.
     * Generated, so every writer (PUT, SQL, a future import) keeps it right.
     */
    domain: text('domain').generatedAlwaysAs(
      sql`regexp_replace(lower(substring(url from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^@/?#]*@)?([^/:?#]+)')), '^www[.]', '')`,
    ),
    /**
     * The owner's manual order (drag and drop; `orderBy=position:ASC`). New links get the smallest value, so
     * until someone reorders, position order is newest first (decision 015).
     */
    position: bigint('position', { mode: 'number' })
      .notNull()
      .default(sql`(-(extract(epoch from clock_timestamp()) * 1000000))::bigint`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // The list's orderings end with the id in the first key's direction, so each is one index scan. NULLS FIRST
    // is what `ORDER BY … DESC` means in PostgreSQL: with Drizzle's default (NULLS LAST) the planner could not use
    // the index for either direction and sorted every link of the owner instead.
    index('online_addresses_user_created_idx')
      .on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`deleted_at IS NULL`),
    index('online_addresses_user_position_idx').on(t.userId, t.position, t.id).where(sql`deleted_at IS NULL`),
    index('online_addresses_user_domain_idx').on(t.userId, t.domain).where(sql`deleted_at IS NULL`),
    // The link health check claims the links checked longest ago (never-checked first).
    index('online_addresses_health_idx')
      .on(t.lastCheck.asc().nullsFirst(), t.id)
      .where(sql`active AND deleted_at IS NULL`),
  ],
);

export type OnlineAddressRow = typeof onlineAddresses.$inferSelect;

export const linksReports = pgTable(
  'links_reports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    onlineAddressId: integer('online_address_id')
      .notNull()
      .references(() => onlineAddresses.id),
    message: text('message').notNull(),
    /** The reporter when signed in; visitors report anonymously. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('links_reports_online_address_idx').on(t.onlineAddressId)],
);

/**
 * Counted clicks per link, maintained in the click batch statement (decision 015): the links list shows,
 * filters and orders by it without summing the rollup. Every link has a row (a trigger adds it with the
 * link), and the owner is copied here so "my links by clicks" is one index scan.
 */
export const onlineAddressClicks = pgTable(
  'online_address_clicks',
  {
    onlineAddressId: integer('online_address_id')
      .primaryKey()
      .references(() => onlineAddresses.id),
    /**
     * The owner of the link while it is live: null for anonymous links and, kept so by a trigger (migration 0017),
     * for deleted ones, so the owner's live links by clicks or by last click need no join. A link never changes
     * owner.
     */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    clicks: bigint('clicks', { mode: 'number' }).notNull().default(0),
    /** When its latest counted click happened: lets the click-date filter skip the clicks table (decision 015). */
    lastClickAt: timestamp('last_click_at', { withTimezone: true }),
  },
  (t) => [
    index('online_address_clicks_user_clicks_idx').on(t.userId, t.clicks, t.onlineAddressId),
    index('online_address_clicks_user_last_click_idx').on(t.userId, t.lastClickAt, t.onlineAddressId),
  ],
);
