import {
  type InfoproductAction,
  type InfoproductStyleColors,
  infoproductActions,
  infoproductFieldTypes,
  infoproductInputTypes,
  infoproductTypes,
} from '@atalho/sdk/schemas';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ConfigImageValue } from './configs';
import { onlineAddresses } from './links';
import { users } from './users';

/** An image or the e-book as stored: the upload's `{ id, src }` and whether the owner excluded it. */
export type InfoproductFileValue = ConfigImageValue;

/**
 * A lead page for an info product (spec 001 §3 "Infoproduct"). Its public address is its link (type
 * INFOPRODUCT), whose code is the subdomain: `/{subdomain}` is served like any other code. `style` holds the
 * thirteen colours, each present (the defaults filled in on save).
 */
export const infoproducts = pgTable(
  'infoproducts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    onlineAddressId: integer('online_address_id')
      .notNull()
      .unique()
      .references(() => onlineAddresses.id),
    type: text('type', { enum: infoproductTypes }).notNull(),
    action: text('action', { enum: infoproductActions }).$type<InfoproductAction>().notNull(),
    resource: jsonb('resource').$type<InfoproductFileValue>(),
    brandImage: jsonb('brand_image').$type<InfoproductFileValue>(),
    productImage: jsonb('product_image').$type<InfoproductFileValue>(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
    shortDescription: text('short_description').notNull(),
    itensTitle: text('itens_title').notNull(),
    description: text('description').notNull(),
    style: jsonb('style').$type<InfoproductStyleColors>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('infoproducts_user_idx').on(t.userId, t.updatedAt.desc(), t.createdAt.desc(), t.id)],
);

export type InfoproductRow = typeof infoproducts.$inferSelect;

/** A topic of the page (`itens`, spec 001 §3). A deleted one keeps its row (greyed in the editor). */
export const infoproductItems = pgTable(
  'infoproduct_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    infoproductId: integer('infoproduct_id')
      .notNull()
      .references(() => infoproducts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    value: text('value').notNull(),
    deleted: boolean('deleted').notNull().default(false),
  },
  (t) => [index('infoproduct_items_infoproduct_idx').on(t.infoproductId, t.position, t.id)],
);

/** A custom field of the contact form (PRO). The e-mail is always asked and is no row. */
export const infoproductFormFields = pgTable(
  'infoproduct_form_fields',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    infoproductId: integer('infoproduct_id')
      .notNull()
      .references(() => infoproducts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    name: text('name').notNull(),
    type: text('type', { enum: infoproductFieldTypes }).notNull(),
    inputType: text('input_type', { enum: infoproductInputTypes }).notNull().default('ALPHANUMERIC'),
    required: boolean('required').notNull().default(false),
    deleted: boolean('deleted').notNull().default(false),
  },
  (t) => [index('infoproduct_form_fields_infoproduct_idx').on(t.infoproductId, t.position, t.id)],
);

/** An option of a SELECT_FIELD. */
export const infoproductFormFieldOptions = pgTable(
  'infoproduct_form_field_options',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    formFieldId: integer('form_field_id')
      .notNull()
      .references(() => infoproductFormFields.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    value: text('value').notNull(),
    deleted: boolean('deleted').notNull().default(false),
  },
  (t) => [index('infoproduct_form_field_options_field_idx').on(t.formFieldId, t.position, t.id)],
);

/** The page's footer (PRO), one per page. */
export const infoproductFooters = pgTable('infoproduct_footers', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  infoproductId: integer('infoproduct_id')
    .notNull()
    .unique()
    .references(() => infoproducts.id, { onDelete: 'cascade' }),
  brandImage: jsonb('brand_image').$type<InfoproductFileValue>(),
  text: text('text').notNull(),
});

export const infoproductFooterLinks = pgTable(
  'infoproduct_footer_links',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    footerId: integer('footer_id')
      .notNull()
      .references(() => infoproductFooters.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    name: text('name').notNull(),
    href: text('href').notNull(),
    deleted: boolean('deleted').notNull().default(false),
  },
  (t) => [index('infoproduct_footer_links_footer_idx').on(t.footerId, t.position, t.id)],
);

/**
 * A lead (spec 001 §3 "Lead"): one per e-mail per page; a second submission updates it. The consent columns
 * keep what the visitor agreed to (LGPD): when, from which address, with which browser, and the exact text.
 */
export const infoproductLeads = pgTable(
  'infoproduct_leads',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    infoproductId: integer('infoproduct_id')
      .notNull()
      .references(() => infoproducts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull().defaultNow(),
    consentIp: text('consent_ip'),
    consentUserAgent: text('consent_user_agent'),
    consentText: text('consent_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('infoproduct_leads_email_unique').on(t.infoproductId, t.email),
    index('infoproduct_leads_infoproduct_idx').on(t.infoproductId, t.createdAt.desc(), t.id.desc()),
  ],
);

export type InfoproductLeadRow = typeof infoproductLeads.$inferSelect;

/** One answer of a lead to a custom field; replaced as a whole when the lead is submitted again. */
export const infoproductLeadAnswers = pgTable(
  'infoproduct_lead_answers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => infoproductLeads.id, { onDelete: 'cascade' }),
    formFieldId: integer('form_field_id')
      .notNull()
      .references(() => infoproductFormFields.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
  },
  (t) => [uniqueIndex('infoproduct_lead_answers_field_unique').on(t.leadId, t.formFieldId)],
);
