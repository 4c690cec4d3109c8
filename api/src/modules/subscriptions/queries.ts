import { and, desc, eq, gt, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  savedCards,
  subscriptionCycles,
  subscriptionPlans,
  userSubscriptionPlans,
  users,
} from '../../db/schema';

export type SubscriptionRow = typeof userSubscriptionPlans.$inferSelect;
export type CycleRow = typeof subscriptionCycles.$inferSelect;

const live = inArray(userSubscriptionPlans.status, ['active', 'future']);

/** Whether the user ever had a subscription through billing (a first activation gets the trial). */
export async function hadBillingSubscription(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: userSubscriptionPlans.id })
    .from(userSubscriptionPlans)
    .where(and(eq(userSubscriptionPlans.userId, userId), isNotNull(userSubscriptionPlans.interval)))
    .limit(1);
  return row !== undefined;
}

export async function insertSubscription(db: Db, values: typeof userSubscriptionPlans.$inferInsert) {
  const [row] = await db.insert(userSubscriptionPlans).values(values).returning();
  if (!row) throw new Error('subscription insert returned nothing');
  return row;
}

export async function deleteSubscription(db: Db, id: number): Promise<void> {
  await db.delete(userSubscriptionPlans).where(eq(userSubscriptionPlans.id, id));
}

export async function insertCycle(db: Db, values: typeof subscriptionCycles.$inferInsert): Promise<void> {
  await db.insert(subscriptionCycles).values(values).onConflictDoNothing();
}

export async function updateCycleOfPayment(db: Db, paymentId: number, status: CycleRow['status']) {
  const [row] = await db
    .update(subscriptionCycles)
    .set({ status })
    .where(eq(subscriptionCycles.paymentId, paymentId))
    .returning();
  return row ?? null;
}

/** The user's live billed subscription to a plan (active or in trial). */
export async function findLiveSubscription(db: Db, userId: number, planId: number) {
  const [row] = await db
    .select()
    .from(userSubscriptionPlans)
    .where(
      and(
        eq(userSubscriptionPlans.userId, userId),
        eq(userSubscriptionPlans.subscriptionPlanId, planId),
        isNotNull(userSubscriptionPlans.interval),
        live,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Changes a subscription only if it is still at `cycle` (a concurrent renewal already moved it otherwise). */
export async function updateSubscriptionAtCycle(
  db: Db,
  id: number,
  cycle: number | null,
  values: Partial<SubscriptionRow>,
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .update(userSubscriptionPlans)
    .set(values)
    .where(
      and(
        eq(userSubscriptionPlans.id, id),
        cycle === null ? isNull(userSubscriptionPlans.cycle) : eq(userSubscriptionPlans.cycle, cycle),
      ),
    )
    .returning();
  return row ?? null;
}

export async function findSubscription(db: Db, id: number): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(userSubscriptionPlans)
    .where(eq(userSubscriptionPlans.id, id))
    .limit(1);
  return row ?? null;
}

/** Subscriptions due for renewal, oldest due first, with the payer's e-mail. */
export function findDueSubscriptions(db: Db, now: Date, limit: number) {
  return db
    .select({ subscription: userSubscriptionPlans, email: users.email })
    .from(userSubscriptionPlans)
    .innerJoin(users, eq(users.id, userSubscriptionPlans.userId))
    .where(
      and(live, isNotNull(userSubscriptionPlans.interval), lte(userSubscriptionPlans.nextBillingAt, now)),
    )
    .orderBy(userSubscriptionPlans.nextBillingAt)
    .limit(limit);
}

/**
 * Marks the subscriptions whose benefits ended (canceled, failed, or a bounded grant) as expired: the write
 * makes every instance's caches forget the owner's plans (decision 007). Answers the owners.
 */
export async function markExpired(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .update(userSubscriptionPlans)
    .set({ expiredAt: now })
    .where(
      and(
        isNull(userSubscriptionPlans.expiredAt),
        isNull(userSubscriptionPlans.nextBillingAt),
        lte(userSubscriptionPlans.endAt, now),
      ),
    )
    .returning({ userId: userSubscriptionPlans.userId });
  return [...new Set(rows.map((row) => row.userId))];
}

/** How long an ended subscription stays in the list (with its status), so a failure or a cancel is seen. */
const LIST_ENDED_FOR_DAYS = 30;

/** The user's billed subscriptions still running or ended in the last 30 days, newest first. */
export function listCurrentSubscriptions(db: Db, userId: number, now: Date) {
  const since = new Date(now.getTime() - LIST_ENDED_FOR_DAYS * 86_400_000);
  return db
    .select({
      subscription: userSubscriptionPlans,
      plan: { id: subscriptionPlans.id, name: subscriptionPlans.name, free: subscriptionPlans.free },
      cycle: subscriptionCycles,
      card: { id: savedCards.id, brand: savedCards.brand, lastFourDigits: savedCards.lastFourDigits },
    })
    .from(userSubscriptionPlans)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptionPlans.subscriptionPlanId))
    .innerJoin(
      subscriptionCycles,
      and(
        eq(subscriptionCycles.subscriptionId, userSubscriptionPlans.id),
        eq(subscriptionCycles.cycle, userSubscriptionPlans.cycle),
      ),
    )
    .leftJoin(savedCards, eq(savedCards.id, userSubscriptionPlans.cardId))
    .where(
      and(
        eq(userSubscriptionPlans.userId, userId),
        isNotNull(userSubscriptionPlans.interval),
        or(live, gt(userSubscriptionPlans.endAt, since)),
      ),
    )
    .orderBy(desc(userSubscriptionPlans.createdAt), desc(userSubscriptionPlans.id));
}

export type CurrentSubscription = Awaited<ReturnType<typeof listCurrentSubscriptions>>[number];
