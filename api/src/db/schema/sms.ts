import {
  type ConsentSource,
  type ContactStatus,
  consentSources,
  contactStatuses,
} from '@atalho/sdk/schemas/sms';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** The SMS config (spec 002 §3): one per user; `business` signs every message, uppercased. */
export const smsConfigs = pgTable('sms_configs', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  business: text('business').notNull(),
  buyAutomatically: boolean('buy_automatically').notNull().default(false),
  creditsToBuy: integer('credits_to_buy').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A contact (spec 002 §3): one per number per owner. `code` is global and random: the opt-in and opt-out
 * pages' `/i/{code}` and `/o/{code}`, and later the campaign links' `/{link}/{code}`. `tags` is an array
 * (GIN-indexed for the tag filters); on the wire it is a comma-separated string. `segmentIds` and `propertyNames`
 * repeat, sorted, what `contact_segments` and `contact_properties` hold for it (written with them, in
 * `writeContactParts`), so the list's segment and property filters are GIN index lookups, not a join counted
 * over every contact (decision 032). `optFailures` counts wrong
 * last-four-digit tries on the public pages; past the limit the code is refused until `optLockedUntil`.
 */
export const contacts = pgTable(
  'contacts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    status: text('status', { enum: contactStatuses }).$type<ContactStatus>().notNull().default('SAVED'),
    code: text('code').notNull().unique(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    segmentIds: integer('segment_ids').array().notNull().default(sql`'{}'::int[]`),
    propertyNames: text('property_names').array().notNull().default(sql`'{}'::text[]`),
    optFailures: integer('opt_failures').notNull().default(0),
    optLockedUntil: timestamp('opt_locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contacts_user_number_idx').on(t.userId, t.number),
    // A stop-word reply names only the number: it finds that number's contacts of every owner.
    index('contacts_number_idx').on(t.number),
    // NULLS FIRST as a plain `ORDER BY … DESC` reads them (like the links' index): a page is then an index walk.
    index('contacts_user_created_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('contacts_user_status_idx').on(
      t.userId,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('contacts_tags_idx').using('gin', t.tags),
    index('contacts_segment_ids_idx').using('gin', t.segmentIds),
    index('contacts_property_names_idx').using('gin', t.propertyNames),
    // And `contacts_user_status_arrays_idx` (user_id, status) INCLUDE both arrays, written by hand in 0032.
  ],
);

/** A segment of the owner's contacts (spec 002 §3), unique by name per owner. */
export const segments = pgTable(
  'segments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('segments_user_name_idx').on(t.userId, t.name)],
);

export const contactSegments = pgTable(
  'contact_segments',
  {
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    segmentId: integer('segment_id')
      .notNull()
      .references(() => segments.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.contactId, t.segmentId] }),
    index('contact_segments_segment_idx').on(t.segmentId),
  ],
);

/** A contact's named values (spec 002 §3), the campaigns' `{name}` variables; one value per name. */
export const contactProperties = pgTable(
  'contact_properties',
  {
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    value: text('value').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.contactId, t.name] }),
    index('contact_properties_user_name_idx').on(t.userId, t.name),
  ],
);

/**
 * Every consent change of a contact, never updated or deleted while the contact exists: the proof LGPD asks
 * for. The number and business name are copied, as they were when consent was given or withdrawn.
 */
export const contactConsents = pgTable(
  'contact_consents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: contactStatuses }).$type<ContactStatus>(),
    toStatus: text('to_status', { enum: contactStatuses }).$type<ContactStatus>().notNull(),
    source: text('source', { enum: consentSources }).$type<ConsentSource>().notNull(),
    number: text('number').notNull(),
    business: text('business'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    smsMessageId: integer('sms_message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_consents_contact_idx').on(t.contactId, t.createdAt.desc(), t.id.desc())],
);

export const smsMessageKinds = ['OPT_IN_REQUEST', 'SHOOTING'] as const;
export type SmsMessageKind = (typeof smsMessageKinds)[number];
export const smsMessageStatuses = ['QUEUED', 'SENT', 'DELIVERED', 'FAILED'] as const;
export type SmsMessageStatus = (typeof smsMessageStatuses)[number];

/**
 * Every SMS the product sends, whatever the gateway (like `mail_messages`): the local outbox adapter only
 * stores it here (listed at the development page), Zenvia also receives it. `key` makes a message unique
 * (`opt-in:{contactId}:{consentId}`): queueing it twice stores one row, and a retried job finds it sent.
 * `segments` and `encoding` are counted when queued (GSM-7 or UCS-2).
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    key: text('key').notNull().unique(),
    kind: text('kind', { enum: smsMessageKinds }).$type<SmsMessageKind>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    to: text('to').notNull(),
    text: text('text').notNull(),
    segments: integer('segments').notNull(),
    encoding: text('encoding').notNull(),
    adapter: text('adapter').notNull(),
    status: text('status', { enum: smsMessageStatuses })
      .$type<SmsMessageStatus>()
      .notNull()
      .default('QUEUED'),
    attempts: integer('attempts').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    providerMessageId: text('provider_message_id'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sms_messages_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('sms_messages_unsent_idx').on(t.id).where(sql`status = 'QUEUED'`),
    uniqueIndex('sms_messages_provider_idx').on(t.adapter, t.providerMessageId),
  ],
);

/**
 * Messages contacts send back through the gateway's inbound webhook, once each (`adapter` + the provider's
 * id): a retried webhook does not act twice.
 */
export const smsInbound = pgTable(
  'sms_inbound',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    adapter: text('adapter').notNull(),
    providerMessageId: text('provider_message_id').notNull(),
    from: text('from').notNull(),
    to: text('to'),
    text: text('text').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sms_inbound_provider_idx').on(t.adapter, t.providerMessageId),
    index('sms_inbound_received_idx').on(t.receivedAt.desc(), t.id.desc()),
  ],
);

export type SmsConfigRow = typeof smsConfigs.$inferSelect;
export type ContactRow = typeof contacts.$inferSelect;
export type ContactConsentRow = typeof contactConsents.$inferSelect;
export type SmsMessageRow = typeof smsMessages.$inferSelect;
