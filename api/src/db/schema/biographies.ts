import {
  type BioSocialNetwork,
  bioAspectRatios,
  bioSectionTypes,
  bioSocialNetworkNames,
} from '@atalho/sdk/schemas';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { ConfigImageValue } from './configs';
import { onlineAddresses } from './links';
import { users } from './users';

/** An image field as stored: the upload's `{ id, src }` and whether the owner excluded it. */
export type BioImageValue = ConfigImageValue;

/**
 * A bio page (spec 001 §3 "Biography"), one per user. Its public address is its link (type BIO), whose code is
 * the username: `/{username}` is served like any other code.
 */
export const biographies = pgTable('biographies', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  onlineAddressId: integer('online_address_id')
    .notNull()
    .unique()
    .references(() => onlineAddresses.id),
  name: text('name').notNull(),
  description: text('description').notNull(),
  cover: jsonb('cover').$type<BioImageValue>(),
  picture: jsonb('picture').$type<BioImageValue>(),
  headerColor: text('header_color').notNull(),
  backgroundColor: text('background_color').notNull(),
  titleColor: text('title_color').notNull(),
  descriptionColor: text('description_color').notNull(),
  socialIconsColor: text('social_icons_color').notNull(),
  sectionColor: text('section_color').notNull(),
  sectionTextColor: text('section_text_color').notNull(),
  layout: smallint('layout').notNull(),
  font: smallint('font').notNull(),
  shape: smallint('shape').notNull(),
  shadow: smallint('shadow').notNull(),
  placementSocialLinksOnTop: boolean('placement_social_links_on_top').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type BiographyRow = typeof biographies.$inferSelect;

/**
 * A section of a bio (spec 001 §3 "Bio section"). Every section but an IMAGE without a destination has a link
 * of its own (type BIO), so its taps are that link's clicks. A deleted section keeps its row (greyed in the
 * editor) and its link is deactivated.
 */
export const biographySections = pgTable(
  'biography_sections',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    biographyId: integer('biography_id')
      .notNull()
      .references(() => biographies.id, { onDelete: 'cascade' }),
    type: text('type', { enum: bioSectionTypes }).notNull(),
    position: integer('position').notNull().default(0),
    deleted: boolean('deleted').notNull().default(false),
    title: text('title'),
    description: text('description'),
    icon: text('icon'),
    aspectRatio: text('aspect_ratio', { enum: bioAspectRatios }),
    image: jsonb('image').$type<BioImageValue>(),
    onlineAddressId: integer('online_address_id').references(() => onlineAddresses.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('biography_sections_biography_idx').on(t.biographyId, t.position, t.id),
    // The trigger of a changed BIO link finds the bio that shows it.
    index('biography_sections_online_address_idx')
      .on(t.onlineAddressId)
      .where(sql`online_address_id IS NOT NULL`),
  ],
);

export type BiographySectionRow = typeof biographySections.$inferSelect;

/** A social network icon of a bio (spec 001 §3 "Social link"), backed by a link of its own like a section. */
export const biographySocialLinks = pgTable(
  'biography_social_links',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    biographyId: integer('biography_id')
      .notNull()
      .references(() => biographies.id, { onDelete: 'cascade' }),
    title: text('title', {
      enum: bioSocialNetworkNames as [BioSocialNetwork, ...BioSocialNetwork[]],
    }).notNull(),
    position: integer('position').notNull().default(0),
    deleted: boolean('deleted').notNull().default(false),
    onlineAddressId: integer('online_address_id')
      .notNull()
      .references(() => onlineAddresses.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('biography_social_links_biography_idx').on(t.biographyId, t.position, t.id),
    index('biography_social_links_online_address_idx').on(t.onlineAddressId),
  ],
);

export type BiographySocialLinkRow = typeof biographySocialLinks.$inferSelect;
