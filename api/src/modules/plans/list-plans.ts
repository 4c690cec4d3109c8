import type {
  Page,
  SubscriptionPlan,
  SubscriptionPlanInclude,
  subscriptionPlanIncludesQuery,
  subscriptionPlansQuery,
} from '@atalho/sdk/schemas';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type * as v from 'valibot';
import type { Db } from '../../db/client';
import { subscriptionPlanIncludes, subscriptionPlans } from '../../db/schema';
import { notFound } from '../../errors';
import { orderByColumns, parseOrderBy, toPage } from '../../http/paging';
import { findInclude, findPlan, includesOfPlans, listIncludes, listPlans } from './queries';
import { toInclude, toPlan } from './transform';

const planSort = {
  id: subscriptionPlans.id,
  name: subscriptionPlans.name,
  price: subscriptionPlans.price,
  order: subscriptionPlans.order,
};
const includeSort = {
  id: subscriptionPlanIncludes.id,
  name: subscriptionPlanIncludes.name,
  order: subscriptionPlanIncludes.order,
};

/** `orderBy` against the given columns; catalogue order when absent. */
function catalogueOrder<F extends string>(
  orderBy: string | undefined,
  columns: Record<F | 'order', AnyPgColumn>,
) {
  const fields = Object.keys(columns) as (F | 'order')[];
  return orderByColumns(
    parseOrderBy<F | 'order'>(orderBy, fields, [{ field: 'order', direction: 'ASC' }]),
    columns,
  );
}

/** A page of plans, each with its active includes when `embedSubscriptionPlanInclude` is true. */
export async function listCataloguePlans(
  db: Db,
  query: v.InferOutput<typeof subscriptionPlansQuery>,
): Promise<Page<SubscriptionPlan>> {
  const { page, size, orderBy, active, embedSubscriptionPlanInclude } = query;
  const { rows, total } = await listPlans(db, active, { page, size }, catalogueOrder(orderBy, planSort));
  const includes = embedSubscriptionPlanInclude
    ? await includesOfPlans(
        db,
        rows.map((row) => row.id),
        true,
      )
    : undefined;
  const content = rows.map((row) =>
    toPlan(
      row,
      includes?.filter((include) => include.subscriptionPlanId === row.id),
    ),
  );
  return toPage(content, total, { page, size });
}

/** One plan with its active includes (404 when unknown). */
export async function getPlanOrThrow(db: Db, id: number): Promise<SubscriptionPlan> {
  const row = await findPlan(db, id);
  if (!row) throw notFound();
  return toPlan(row, await includesOfPlans(db, [row.id], true));
}

export async function listCatalogueIncludes(
  db: Db,
  query: v.InferOutput<typeof subscriptionPlanIncludesQuery>,
): Promise<Page<SubscriptionPlanInclude>> {
  const { page, size, orderBy, active } = query;
  const { rows, total } = await listIncludes(
    db,
    active,
    { page, size },
    catalogueOrder(orderBy, includeSort),
  );
  return toPage(rows.map(toInclude), total, { page, size });
}

export async function getIncludeOrThrow(db: Db, id: number): Promise<SubscriptionPlanInclude> {
  const row = await findInclude(db, id);
  if (!row) throw notFound();
  return toInclude(row);
}
