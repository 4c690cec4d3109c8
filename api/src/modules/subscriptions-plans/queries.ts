import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriptionPlanIncludes, subscriptionPlans } from '../../db/schema';
import type { PageRequest } from '../../http/paging';

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
