import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { subscriptionPlans, userSubscriptionPlans } from './plans';
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

/**
 * A saved card: the provider's card id or token, never the number (decision 014). One row per card and user:
 * `fingerprint` identifies the card itself (the same card saved again updates its row), `removed_at` hides a
 * card the person removed (payments and credit entries still point at it), at most one live card is the default,
 * and `last_charge_failure` keeps why the last charge with it failed until one succeeds (decision 030).
 */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: userRef(),
    provider: text('provider').notNull(),
    providerCardId: text('provider_card_id').notNull(),
    /** The provider's fingerprint of the card number (sandbox: an HMAC; Mercado Pago: BIN, last digits, expiry). */
    fingerprint: text('fingerprint').notNull(),
    brand: text('brand').notNull(),
    lastFourDigits: text('last_four_digits').notNull(),
    expirationMonth: integer('expiration_month'),
    expirationYear: integer('expiration_year'),
    holderName: text('holder_name').notNull(),
    billingAddress: jsonb('billing_address').notNull(),
    status: text('status', { enum: ['active', 'inactive', 'expired'] })
      .notNull()
      .default('active'),
    isDefault: boolean('is_default').notNull().default(false),
    lastChargeFailure: text('last_charge_failure', { enum: ['declined', 'insufficient_funds'] }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('saved_cards_user_idx').on(t.userId),
    unique('saved_cards_fingerprint_key').on(t.userId, t.provider, t.fingerprint),
    uniqueIndex('saved_cards_default_idx').on(t.userId).where(sql`is_default and removed_at is null`),
  ],
);

/**
 * One free trial per person (decision 030): a trial claims the payer's document and the card's fingerprint;
 * either already claimed, by any account, means no trial. The unique key makes two concurrent claims one.
 */
export const trialClaims = pgTable(
  'trial_claims',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind', { enum: ['document', 'card'] }).notNull(),
    value: text('value').notNull(),
    /** Kept when the account is deleted: a new account does not get the trial again. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    subscriptionId: integer('subscription_id').references(() => userSubscriptionPlans.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [unique('trial_claims_value_key').on(t.kind, t.value)],
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

/** Who issues the receipts: the company's details as they were when the receipt was issued. */
export interface ReceiptIssuer {
  name: string;
  /** CNPJ, digits; null when COMPANY_DOCUMENT is not configured. */
  document: string | null;
  address: string | null;
}

/**
 * A receipt per paid charge (issue 35 item 4): subscription, renewal or credits. `payment_id` is unique, so the
 * charge that succeeds at once and the webhook that settles a pending one issue it once. What it says (payer,
 * card, plan, issuer) is copied at issue time: a receipt does not change when the card or the company does.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: userRef(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    purpose: text('purpose', { enum: ['subscription', 'credits'] }).notNull(),
    /** Centavos. */
    amount: integer('amount').notNull(),
    subscriptionPlanId: integer('subscription_plan_id').references(() => subscriptionPlans.id),
    interval: text('interval', { enum: ['monthly', 'yearly'] }),
    cycle: integer('cycle'),
    cardBrand: text('card_brand'),
    cardLastFourDigits: text('card_last_four_digits'),
    payerName: text('payer_name').notNull(),
    /** CPF or CNPJ, digits. */
    payerDocument: text('payer_document').notNull(),
    issuer: jsonb('issuer').$type<ReceiptIssuer>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('receipts_payment_key').on(t.paymentId),
    index('receipts_user_idx').on(t.userId, t.issuedAt),
    check('receipts_amount_positive', sql`${t.amount} > 0`),
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
 * The credit ledger: purchases (PAID once paid), bonuses and refunds (SUCCESS). `remaining` is what debits left; the
 * balance is its sum over PAID and SUCCESS entries and can never go below zero (checks below).
 */
export const creditEntries = pgTable(
  'credit_entries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: userRef(),
    type: text('type', { enum: ['PURCHASE', 'BONUS', 'REFUND'] }).notNull(),
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
