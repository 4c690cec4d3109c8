import { and, desc, eq, gt, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  savedCards,
  subscriptionCycles,
  subscriptionPlans,
  trialClaims,
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

export type TrialClaim = { kind: 'document' | 'card'; value: string };

/** Whether any account's trial already claimed one of these (the same CPF/CNPJ or the same card). */
export async function isTrialClaimed(db: Db, claims: readonly TrialClaim[]): Promise<boolean> {
  const matches = claims.map((claim) =>
    and(eq(trialClaims.kind, claim.kind), eq(trialClaims.value, claim.value)),
  );
  if (matches.length === 0) return false;
  const [row] = await db
    .select({ id: trialClaims.id })
    .from(trialClaims)
    .where(or(...matches))
    .limit(1);
  return row !== undefined;
}

class TrialTaken extends Error {}

/**
 * Starts a trial in one transaction: claims the document and the card (unique: a concurrent trial of the same
 * person on another account claims nothing), inserts the subscription and its cycle 0. Null when a claim was
 * taken meanwhile (nothing is written); the caller then charges the first cycle instead.
 */
export async function insertTrialSubscription(
  db: Db,
  claims: readonly TrialClaim[],
  values: typeof userSubscriptionPlans.$inferInsert,
  cycle: Omit<typeof subscriptionCycles.$inferInsert, 'subscriptionId'>,
): Promise<SubscriptionRow | null> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(userSubscriptionPlans).values(values).returning();
      if (!row) throw new Error('subscription insert returned nothing');
      for (const claim of claims) {
        const [claimed] = await tx
          .insert(trialClaims)
          .values({ ...claim, userId: values.userId, subscriptionId: row.id })
          .onConflictDoNothing()
          .returning({ id: trialClaims.id });
        if (!claimed) throw new TrialTaken();
      }
      await tx.insert(subscriptionCycles).values({ ...cycle, subscriptionId: row.id });
      return row;
    });
  } catch (error) {
    if (error instanceof TrialTaken) return null;
    throw error;
  }
}

/**
 * The ids among `ids` of subscriptions not paid for now: still in their free trial (cycle 0) or in dunning (a
 * renewal refused, retries pending). They earn no monthly bonus.
 */
export async function unpaidSubscriptionIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: userSubscriptionPlans.id })
    .from(userSubscriptionPlans)
    .where(
      and(
        inArray(userSubscriptionPlans.id, [...ids]),
        or(eq(userSubscriptionPlans.cycle, 0), isNotNull(userSubscriptionPlans.pastDueSince)),
      ),
    );
  return new Set(rows.map((row) => row.id));
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

/** The user's live paid plan (active or in trial, with billing): at most one (unique index). */
export async function findLiveBilledSubscription(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(userSubscriptionPlans)
    .where(and(eq(userSubscriptionPlans.userId, userId), isNotNull(userSubscriptionPlans.interval), live))
    .limit(1);
  return row ?? null;
}

export async function findCycle(db: Db, subscriptionId: number, cycle: number): Promise<CycleRow | null> {
  const [row] = await db
    .select()
    .from(subscriptionCycles)
    .where(and(eq(subscriptionCycles.subscriptionId, subscriptionId), eq(subscriptionCycles.cycle, cycle)))
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

/**
 * Changes a subscription only if it is still at `cycle` and `attempts` failed renewal attempts: of two runs (two
 * instances) that read the same state, one moves it.
 */
export async function updateSubscriptionAtAttempt(
  db: Db,
  id: number,
  at: { cycle: number; attempts: number },
  values: Partial<SubscriptionRow>,
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .update(userSubscriptionPlans)
    .set(values)
    .where(
      and(
        eq(userSubscriptionPlans.id, id),
        eq(userSubscriptionPlans.cycle, at.cycle),
        eq(userSubscriptionPlans.renewalAttempts, at.attempts),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Takes a subscription for an upgrade (guarded like `updateSubscriptionAtAttempt`) and opens its new cycle,
 * unpaid (`pending`, no payment yet), in one transaction: a concurrent change sees the cycle and waits for it.
 * Null when another change or renewal moved the subscription first.
 */
export async function takeForChange(
  db: Db,
  id: number,
  at: { cycle: number; attempts: number },
  values: Partial<SubscriptionRow>,
  cycle: Omit<typeof subscriptionCycles.$inferInsert, 'subscriptionId' | 'status'>,
): Promise<SubscriptionRow | null> {
  return db.transaction(async (tx) => {
    const row = await updateSubscriptionAtAttempt(tx, id, at, values);
    if (!row) return null;
    await tx.insert(subscriptionCycles).values({ ...cycle, subscriptionId: id, status: 'pending' });
    return row;
  });
}

/** Undoes `takeForChange` after a refused charge: the cycle goes, the subscription is as it was. */
export async function releaseChange(db: Db, id: number, cycle: number, previous: Partial<SubscriptionRow>) {
  await db.transaction(async (tx) => {
    await tx
      .delete(subscriptionCycles)
      .where(and(eq(subscriptionCycles.subscriptionId, id), eq(subscriptionCycles.cycle, cycle)));
    await updateSubscriptionAtAttempt(tx, id, { cycle, attempts: 0 }, previous);
  });
}

/** Records the charge of a changed plan's new cycle. */
export async function settleChangeCycle(
  db: Db,
  id: number,
  cycle: number,
  values: { status: CycleRow['status']; paymentId: number | null },
) {
  await db
    .update(subscriptionCycles)
    .set(values)
    .where(and(eq(subscriptionCycles.subscriptionId, id), eq(subscriptionCycles.cycle, cycle)));
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
