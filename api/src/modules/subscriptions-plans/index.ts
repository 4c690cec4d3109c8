import {
  ErrorBody,
  IdParams,
  SubscriptionPlan,
  SubscriptionPlanInclude,
  SubscriptionPlanIncludePage,
  SubscriptionPlanPage,
  subscriptionPlanIncludesQuery,
  subscriptionPlansQuery,
} from '@atalho/sdk/schemas';
import { subscriptionPlanIncludes, subscriptionPlans } from '../../db/schema';
import { notFound } from '../../errors';
import { orderByColumns, parseOrderBy, toPage } from '../../http/paging';
import type { AppPlugin } from '../../http/validate';
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
const tags = ['subscriptions-plans'];

/** The read-only plan catalogue (spec 002 §7 "Plans and subscriptions"). */
const subscriptionsPlansModule: AppPlugin = async (app) => {
  app.get(
    '/api/v1/subscriptions-plans',
    {
      schema: {
        tags,
        summary: 'Plans',
        querystring: subscriptionPlansQuery,
        response: { 200: SubscriptionPlanPage },
      },
    },
    async (request) => {
      const { page, size, orderBy, active, embedSubscriptionPlanInclude } = request.query;
      const order = orderByColumns(
        parseOrderBy(orderBy, Object.keys(planSort) as (keyof typeof planSort)[], [
          { field: 'order', direction: 'ASC' },
        ]),
        planSort,
      );
      const { rows, total } = await listPlans(app.db, active, { page, size }, order);
      const includes = embedSubscriptionPlanInclude
        ? await includesOfPlans(
            app.db,
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
    },
  );

  app.get(
    '/api/v1/subscriptions-plans/:id',
    {
      schema: {
        tags,
        summary: 'One plan with its includes',
        params: IdParams,
        response: { 200: SubscriptionPlan, 404: ErrorBody },
      },
    },
    async (request) => {
      const row = await findPlan(app.db, request.params.id);
      if (!row) throw notFound();
      return toPlan(row, await includesOfPlans(app.db, [row.id], true));
    },
  );

  app.get(
    '/api/v1/subscriptions-plans-include',
    {
      schema: {
        tags,
        summary: 'Plan includes',
        querystring: subscriptionPlanIncludesQuery,
        response: { 200: SubscriptionPlanIncludePage },
      },
    },
    async (request) => {
      const { page, size, orderBy, active } = request.query;
      const order = orderByColumns(
        parseOrderBy(orderBy, Object.keys(includeSort) as (keyof typeof includeSort)[], [
          { field: 'order', direction: 'ASC' },
        ]),
        includeSort,
      );
      const { rows, total } = await listIncludes(app.db, active, { page, size }, order);
      return toPage(rows.map(toInclude), total, { page, size });
    },
  );

  app.get(
    '/api/v1/subscriptions-plans-include/:id',
    {
      schema: {
        tags,
        summary: 'One plan include',
        params: IdParams,
        response: { 200: SubscriptionPlanInclude, 404: ErrorBody },
      },
    },
    async (request) => {
      const row = await findInclude(app.db, request.params.id);
      if (!row) throw notFound();
      return toInclude(row);
    },
  );
};

export default subscriptionsPlansModule;
