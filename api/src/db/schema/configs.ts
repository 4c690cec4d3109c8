import { integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export interface ConfigImageValue {
  id?: number | null;
  src: string;
  deleted: boolean;
}

/** The loading-screen config: one row per user. */
export const configs = pgTable('configs', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  picture: jsonb('picture').$type<ConfigImageValue>(),
  siteName: text('site_name'),
  loaderTime: smallint('loader_time'),
  bannerImage: jsonb('banner_image').$type<ConfigImageValue>(),
  bannerLink: text('banner_link'),
  googleAnalyticsId: text('google_analytics_id'),
  domain: text('domain'),
  subdomain: text('subdomain'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ConfigRow = typeof configs.$inferSelect;
