import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { userSubscriptionPlans } from './plans';
import { users } from './users';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** The payer as the payment provider knows them (one per user and provider). */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: userRef(),
    provider: text('provider').notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
    /** CPF or CNPJ, digits. */
    document: text('document').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('payment_customers_user_provider_key').on(t.userId, t.provider)],
);

/** A saved card: the provider's card id or token, never the number (decision 014). */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: userRef(),
    provider: text('provider').notNull(),
    providerCardId: text('provider_card_id').notNull(),
    brand: text('brand').notNull(),
    lastFourDigits: text('last_four_digits').notNull(),
    holderName: text('holder_name').notNull(),
    billingAddress: jsonb('billing_address').notNull(),
    status: text('status', { enum: ['active', 'inactive', 'expired'] })
      .notNull()
      .default('active'),
    createdAt: createdAt(),
  },
  (t) => [
    index('saved_cards_user_idx').on(t.userId),
    unique('saved_cards_provider_card_key').on(t.userId, t.provider, t.providerCardId),
  ],
);

/**
 * Every charge we ask the provider for. `idempotencyKey` is unique: a retried purchase or a renewal run on
 * two instances finds the row and charges nothing more; the same key goes to the provider.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: userRef(),
    provider: text('provider').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    providerPaymentId: text('provider_payment_id'),
    purpose: text('purpose', { enum: ['subscription', 'credits'] }).notNull(),
    amount: integer('amount').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'failed', 'refunded'] }).notNull(),
    failureReason: text('failure_reason'),
    cardId: integer('card_id').references(() => savedCards.id),
    subscriptionId: integer('subscription_id').references(() => userSubscriptionPlans.id, {
      onDelete: 'set null',
    }),
    cycle: integer('cycle'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_user_idx').on(t.userId),
    uniqueIndex('payments_provider_payment_idx')
      .on(t.provider, t.providerPaymentId)
      .where(sql`provider_payment_id is not null`),
    check('payments_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** The billing periods of a subscription; (subscription, cycle) is unique, so a renewal happens once. */
export const subscriptionCycles = pgTable(
  'subscription_cycles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => userSubscriptionPlans.id, { onDelete: 'cascade' }),
    cycle: integer('cycle').notNull(),
    status: text('status', { enum: ['trial', 'billed', 'pending', 'failed'] }).notNull(),
    amount: integer('amount').notNull(),
    billingAt: timestamp('billing_at', { withTimezone: true }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    paymentId: integer('payment_id').references(() => payments.id),
  },
  (t) => [unique('subscription_cycles_cycle_key').on(t.subscriptionId, t.cycle)],
);

/**
 * The credit ledger: purchases (PAID once paid) and bonuses (SUCCESS). `remaining` is what debits left; the
 * balance is its sum over PAID and SUCCESS entries and can never go below zero (checks below).
 */
export const creditEntries = pgTable(
  'credit_entries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: userRef(),
    type: text('type', { enum: ['PURCHASE', 'BONUS'] }).notNull(),
    status: text('status', { enum: ['PENDING', 'PAID', 'SUCCESS', 'FAILED', 'CANCELED'] }).notNull(),
    total: integer('total').notNull(),
    remaining: integer('remaining').notNull(),
    /** `YYYY-MM` of a monthly bonus: one per user and month. */
    bonusMonth: text('bonus_month'),
    paymentId: integer('payment_id').references(() => payments.id),
    cardId: integer('card_id').references(() => savedCards.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_entries_user_idx').on(t.userId, t.createdAt),
    unique('credit_entries_bonus_month_key').on(t.userId, t.bonusMonth),
    // One entry per payment: a retried purchase finds it instead of crediting twice.
    uniqueIndex('credit_entries_payment_idx').on(t.paymentId).where(sql`payment_id is not null`),
    check('credit_entries_remaining_bounds', sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.total}`),
  ],
);

/** What was spent (SMS sends): `reference` makes a debit happen once. */
export const creditDebits = pgTable(
  'credit_debits',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: userRef(),
    amount: integer('amount').notNull(),
    reference: text('reference'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('credit_debits_reference_key').on(t.userId, t.reference),
    check('credit_debits_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Idempotency-Key of charging writes: the first answer is replayed to a retry with the same key. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: userRef(),
    key: text('key').notNull(),
    operation: text('operation').notNull(),
    status: text('status', { enum: ['pending', 'done'] }).notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
