import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

export const subscriptionPlans = pgTable('subscription_plans', {
  /** Fixed ids: 1 is the free plan, paid plans have higher ids (spec 000 §1). */
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  free: boolean('free').notNull().default(false),
  /** Monthly price in centavos (BRL). */
  price: integer('price').notNull(),
  /** Yearly price in centavos (BRL). */
  annualPrice: integer('annual_price').notNull(),
  active: boolean('active').notNull().default(true),
  order: integer('order').notNull(),
});

export const subscriptionPlanIncludes = pgTable(
  'subscription_plan_includes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    subscriptionPlanId: integer('subscription_plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    name: text('name').notNull(),
    order: integer('order').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('subscription_plan_includes_plan_idx').on(t.subscriptionPlanId)],
);

const subscriptionStatuses = ['active', 'canceled', 'failed', 'future'] as const;

export const userSubscriptionPlans = pgTable(
  'user_subscription_plans',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionPlanId: integer('subscription_plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    status: text('status', { enum: subscriptionStatuses }).notNull().default('active'),
    startAt: timestamp('start_at', { withTimezone: true }).notNull().defaultNow(),
    /** End of the benefits: the current cycle's end for paid subscriptions; null = open-ended (admin grant). */
    endAt: timestamp('end_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Billing (null for the free plan and admin grants): while `nextBillingAt` is set the renewal job owns it.
    interval: text('interval', { enum: ['monthly', 'yearly'] }),
    discount: boolean('discount').notNull().default(false),
    cycle: integer('cycle'),
    nextBillingAt: timestamp('next_billing_at', { withTimezone: true }),
    cardId: integer('card_id'),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** Set by the expiry job once the benefits ended (a write, so every cache hears of it). */
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    /**
     * Dunning (decision 030): when the renewal of the next cycle first failed, and how many attempts failed. While
     * set the benefits last and the renewal job retries at `next_billing_at` (1, 3 and 5 days after it).
     */
    pastDueSince: timestamp('past_due_since', { withTimezone: true }),
    renewalAttempts: integer('renewal_attempts').notNull().default(0),
    /** A change that waits for the cycle's end (a downgrade, a cheaper interval): the renewal job applies it. */
    scheduledPlanId: integer('scheduled_plan_id').references(() => subscriptionPlans.id),
    scheduledInterval: text('scheduled_interval', { enum: ['monthly', 'yearly'] }),
  },
  (t) => [
    index('user_subscription_plans_user_idx').on(t.userId),
    index('user_subscription_plans_active_idx').on(t.userId).where(sql`status = 'active'`),
    // One live paid plan per user (issue 35): a second subscribe, or a concurrent change, fails here.
    uniqueIndex('user_subscription_plans_live_billing_idx')
      .on(t.userId)
      .where(sql`status in ('active', 'future') and interval is not null`),
    index('user_subscription_plans_due_idx').on(t.nextBillingAt).where(sql`next_billing_at is not null`),
  ],
);
