import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { ActivePlan } from '../../auth/types';
import type { Db } from '../../db/client';
import { subscriptionPlanIncludes, subscriptionPlans, userSubscriptionPlans } from '../../db/schema';
import type { PageRequest } from '../../http/paging';
import { tierOfPlanId } from './catalogue';

/**
 * Subscriptions whose benefits apply now: active or in trial (`future`) while no end has passed or while a
 * renewal is due (the renewal job then extends or fails it), and canceled ones until the end of their cycle.
 */
export function planActiveAt(now: Date | SQL): SQL {
  const s = userSubscriptionPlans;
  const active = or(
    and(
      inArray(s.status, ['active', 'future']),
      or(isNull(s.endAt), gt(s.endAt, now), isNotNull(s.nextBillingAt)),
    ),
    and(eq(s.status, 'canceled'), gt(s.endAt, now)),
  );
  return active ?? sql`false`;
}

/** The active plans of the given users (all users with a paid plan when `userIds` is 'paid'). */
export async function findActivePlans(
  db: Db,
  userIds: readonly number[] | 'paid',
  now = new Date(),
): Promise<Map<number, ActivePlan[]>> {
  const byUser = new Map<number, ActivePlan[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({
      id: userSubscriptionPlans.id,
      userId: userSubscriptionPlans.userId,
      planId: subscriptionPlans.id,
      name: subscriptionPlans.name,
      free: subscriptionPlans.free,
      endAt: userSubscriptionPlans.endAt,
    })
    .from(userSubscriptionPlans)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptionPlans.subscriptionPlanId))
    .where(
      and(
        userIds === 'paid'
          ? eq(subscriptionPlans.free, false)
          : inArray(userSubscriptionPlans.userId, [...userIds]),
        planActiveAt(now),
      ),
    )
    .orderBy(userSubscriptionPlans.subscriptionPlanId, desc(userSubscriptionPlans.id));
  for (const { userId, ...plan } of rows) {
    const list = byUser.get(userId) ?? [];
    list.push({ ...plan, tier: tierOfPlanId(plan.planId) });
    byUser.set(userId, list);
  }
  return byUser;
}

export async function insertSubscription(
  db: Db,
  values: { userId: number; planId: number; startAt: Date; endAt: Date | null },
): Promise<void> {
  await db
    .insert(userSubscriptionPlans)
    .values({ ...values, subscriptionPlanId: values.planId, status: 'active' });
}

/** Ends every active subscription of the user to the given plans. */
export async function cancelSubscriptions(
  db: Db,
  userId: number,
  planIds: readonly number[],
  now = new Date(),
): Promise<number> {
  if (planIds.length === 0) return 0;
  const ended = await db
    .update(userSubscriptionPlans)
    .set({ status: 'canceled', endAt: now, canceledAt: now, nextBillingAt: null })
    .where(
      and(
        eq(userSubscriptionPlans.userId, userId),
        inArray(userSubscriptionPlans.status, ['active', 'future']),
        inArray(userSubscriptionPlans.subscriptionPlanId, [...planIds]),
      ),
    )
    .returning({ id: userSubscriptionPlans.id });
  return ended.length;
}

export async function hasAnySubscription(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: userSubscriptionPlans.id })
    .from(userSubscriptionPlans)
    .where(eq(userSubscriptionPlans.userId, userId))
    .limit(1);
  return row !== undefined;
}

export type PlanRow = typeof subscriptionPlans.$inferSelect;
export type IncludeRow = typeof subscriptionPlanIncludes.$inferSelect;

export async function listPlans(db: Db, active: boolean | undefined, paging: PageRequest, orderBy: SQL[]) {
  const where = active === undefined ? undefined : eq(subscriptionPlans.active, active);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(subscriptionPlans)
      .where(where)
      .orderBy(...orderBy, asc(subscriptionPlans.id))
      .limit(paging.size)
      .offset(paging.page * paging.size),
    db.select({ total: count() }).from(subscriptionPlans).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findPlan(db: Db, id: number): Promise<PlanRow | null> {
  const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id)).limit(1);
  return row ?? null;
}

export async function includesOfPlans(
  db: Db,
  planIds: readonly number[],
  active?: boolean,
): Promise<IncludeRow[]> {
  if (planIds.length === 0) return [];
  return db
    .select()
    .from(subscriptionPlanIncludes)
    .where(
      and(
        inArray(subscriptionPlanIncludes.subscriptionPlanId, [...planIds]),
        active === undefined ? undefined : eq(subscriptionPlanIncludes.active, active),
      ),
    )
    .orderBy(asc(subscriptionPlanIncludes.order), asc(subscriptionPlanIncludes.id));
}

export async function listIncludes(db: Db, active: boolean | undefined, paging: PageRequest, orderBy: SQL[]) {
  const where = active === undefined ? undefined : eq(subscriptionPlanIncludes.active, active);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(subscriptionPlanIncludes)
      .where(where)
      .orderBy(...orderBy, asc(subscriptionPlanIncludes.id))
      .limit(paging.size)
      .offset(paging.page * paging.size),
    db.select({ total: count() }).from(subscriptionPlanIncludes).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findInclude(db: Db, id: number): Promise<IncludeRow | null> {
  const [row] = await db
    .select()
    .from(subscriptionPlanIncludes)
    .where(eq(subscriptionPlanIncludes.id, id))
    .limit(1);
  return row ?? null;
}
