import {
  type ShootingRecipientState,
  type ShootingStatus,
  type ShootingType,
  shootingRecipientStates,
  shootingStatuses,
  shootingTypes,
} from '@atalho/sdk/schemas/sms';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { onlineAddresses } from './links';
import { contacts, smsMessages } from './sms';
import { users } from './users';

/**
 * An SMS campaign (spec 002 §3 "SMS shooting"). `scheduleDate`/`scheduleTime` are the schedule as typed in
 * `timeZone`; `dateTimeScheduled` is that instant. `recipients` and `largeMessages` count the non-deleted
 * recipient rows and those over one SMS, written by the save that writes the rows. `costDebited` and
 * `costRefunded` are centavos (the send debits recipients × 30; skipped and failed messages are refunded).
 */
export const smsShootings = pgTable(
  'sms_shootings',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    type: text('type', { enum: shootingTypes }).$type<ShootingType>().notNull(),
    template: text('template').notNull(),
    variables: text('variables').array().notNull().default(sql`'{}'::text[]`),
    shortenUrls: boolean('shorten_urls').notNull().default(false),
    scheduled: boolean('scheduled').notNull().default(false),
    dateTimeScheduled: timestamp('date_time_scheduled', { withTimezone: true }),
    scheduleDate: text('schedule_date'),
    scheduleTime: text('schedule_time'),
    timeZone: text('time_zone').notNull().default('America/Sao_Paulo'),
    dateTimeSend: timestamp('date_time_send', { withTimezone: true }),
    status: text('status', { enum: shootingStatuses }).$type<ShootingStatus>().notNull().default('SAVED'),
    failureReason: text('failure_reason'),
    recipients: integer('recipients').notNull().default(0),
    largeMessages: integer('large_messages').notNull().default(0),
    costDebited: integer('cost_debited').notNull().default(0),
    costRefunded: integer('cost_refunded').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sms_shootings_user_created_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The scheduler's scan: due scheduled shootings, oldest schedule first.
    index('sms_shootings_scheduled_idx').on(t.dateTimeScheduled).where(sql`status = 'SCHEDULED'`),
  ],
);

/**
 * A recipient of a shooting (spec 002 §3 "Shooting contact link"): once per contact. `deleted` keeps a removed
 * recipient's row (the panel lists it struck through). `smsSize` is the composed message's length for this
 * contact and `smsLimit` the limit it is measured against (160, or 70 when it needs UCS-2), both written at save.
 * `state` is the send's progress: WAITING, QUEUED (its message is `smsMessageId`, whose status says SENT,
 * DELIVERED or FAILED) or SKIPPED (no longer OPT_IN when its batch ran; refunded).
 */
export const smsShootingContacts = pgTable(
  'sms_shooting_contacts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    shootingId: integer('shooting_id')
      .notNull()
      .references(() => smsShootings.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    deleted: boolean('deleted').notNull().default(false),
    smsSize: integer('sms_size').notNull().default(0),
    smsLimit: smallint('sms_limit').notNull().default(160),
    state: text('state', { enum: shootingRecipientStates })
      .$type<ShootingRecipientState>()
      .notNull()
      .default('WAITING'),
    smsMessageId: integer('sms_message_id').references(() => smsMessages.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sms_shooting_contacts_shooting_contact_idx').on(t.shootingId, t.contactId),
    // The recipients list's default order: the largest messages first.
    index('sms_shooting_contacts_size_idx').on(
      t.shootingId,
      t.smsSize.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The send's batches: the waiting recipients in id order.
    index('sms_shooting_contacts_waiting_idx')
      .on(t.shootingId, t.id)
      .where(sql`state = 'WAITING' AND NOT deleted`),
    index('sms_shooting_contacts_message_idx').on(t.smsMessageId).where(sql`sms_message_id IS NOT NULL`),
    index('sms_shooting_contacts_contact_idx').on(t.contactId),
  ],
);

/** A short link of a shooting (spec 002 §3 "Shooting online address link"): each recipient gets `/{contactCode}`. */
export const smsShootingLinks = pgTable(
  'sms_shooting_links',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    shootingId: integer('shooting_id')
      .notNull()
      .references(() => smsShootings.id, { onDelete: 'cascade' }),
    onlineAddressId: integer('online_address_id')
      .notNull()
      .references(() => onlineAddresses.id, { onDelete: 'cascade' }),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sms_shooting_links_shooting_address_idx').on(t.shootingId, t.onlineAddressId),
    // A contact access finds the shootings that link the visited short link.
    index('sms_shooting_links_address_idx').on(t.onlineAddressId),
  ],
);

/**
 * A recipient opening one of its shooting's links (`/{code}/{contactCode}`, spec 000 §3 "Contact access"):
 * `views` of a link count its rows, `contactUniqueViews` its distinct recipients.
 */
export const contactAccesses = pgTable(
  'contact_accesses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    shootingId: integer('shooting_id')
      .notNull()
      .references(() => smsShootings.id, { onDelete: 'cascade' }),
    shootingContactId: integer('shooting_contact_id')
      .notNull()
      .references(() => smsShootingContacts.id, { onDelete: 'cascade' }),
    shootingLinkId: integer('shooting_link_id')
      .notNull()
      .references(() => smsShootingLinks.id, { onDelete: 'cascade' }),
    /** The visitor's session and address group (IPv4, or the IPv6 /64), for the click pipeline's caps. */
    userSessionId: text('user_session_id'),
    addressGroup: text('address_group'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // views and contactUniqueViews per link: an index-only count.
    index('contact_accesses_link_contact_idx').on(t.shootingLinkId, t.shootingContactId),
    index('contact_accesses_shooting_created_idx').on(
      t.shootingId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('contact_accesses_contact_idx').on(t.shootingContactId),
  ],
);

export type SmsShootingRow = typeof smsShootings.$inferSelect;
export type SmsShootingContactRow = typeof smsShootingContacts.$inferSelect;
export type SmsShootingLinkRow = typeof smsShootingLinks.$inferSelect;
export type ContactAccessRow = typeof contactAccesses.$inferSelect;
