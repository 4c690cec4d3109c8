import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
    endAt: timestamp('end_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_subscription_plans_user_idx').on(t.userId),
    index('user_subscription_plans_active_idx').on(t.userId).where(sql`status = 'active'`),
  ],
);
