import { bigint, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { onlineAddresses } from './links';

/**
 * One row per counted click. The properties are columns rather than key/value rows so per-property counts
 * are plain GROUP BYs; the dashboards read the rollups below instead of scanning this table.
 */
export const clicks = pgTable(
  'clicks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    onlineAddressId: integer('online_address_id')
      .notNull()
      .references(() => onlineAddresses.id),
    userSessionId: text('user_session_id'),
    platform: text('platform'),
    breakpointName: text('breakpoint_name'),
    shareOn: text('share_on'),
    country: text('country'),
    state: text('state'),
    city: text('city'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('clicks_online_address_created_idx').on(t.onlineAddressId, t.createdAt)],
);

export type ClickRow = typeof clicks.$inferSelect;

/** Clicks per link per UTC day, upserted in the same transaction as the clicks. */
export const clicksDaily = pgTable(
  'clicks_daily',
  {
    onlineAddressId: integer('online_address_id')
      .notNull()
      .references(() => onlineAddresses.id),
    day: date('day', { mode: 'string' }).notNull(),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.onlineAddressId, t.day] })],
);

/** Clicks per link, UTC day and property value (platform, breakpoint-name, share-on, country). */
export const clicksDailyProperties = pgTable(
  'clicks_daily_properties',
  {
    onlineAddressId: integer('online_address_id')
      .notNull()
      .references(() => onlineAddresses.id),
    day: date('day', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    value: text('value').notNull(),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.onlineAddressId, t.day, t.name, t.value] })],
);
