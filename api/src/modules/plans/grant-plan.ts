import type { Db } from '../../db/client';
import { FREE_PLAN_ID, type PaidTier, paidTiers, planIdOfTier } from './catalogue';
import { cancelSubscriptions, hasAnySubscription, insertSubscription } from './queries';

const DAY_MS = 86_400_000;

/** Puts the user on a paid plan (replacing any other paid plan); `days` bounds it, otherwise open-ended. */
export async function grantPlan(
  db: Db,
  userId: number,
  tier: PaidTier,
  days?: number,
  now = new Date(),
): Promise<void> {
  const endAt = days === undefined ? null : new Date(now.getTime() + days * DAY_MS);
  await db.transaction(async (tx) => {
    await cancelSubscriptions(tx, userId, paidTiers.map(planIdOfTier), now);
    await insertSubscription(tx, { userId, planId: planIdOfTier(tier), startAt: now, endAt });
  });
}

/** Ends every paid plan of the user; the free plan stays. Returns how many subscriptions ended. */
export function revokePaidPlans(db: Db, userId: number, now = new Date()): Promise<number> {
  return cancelSubscriptions(db, userId, paidTiers.map(planIdOfTier), now);
}

/** New users start on the free plan (plan id 1). */
export async function ensureFreePlan(db: Db, userId: number, now = new Date()): Promise<void> {
  if (await hasAnySubscription(db, userId)) return;
  await insertSubscription(db, { userId, planId: FREE_PLAN_ID, startAt: now, endAt: null });
}
