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
import type { AppPlugin } from '../../http/validate';
import { getIncludeOrThrow, getPlanOrThrow, listCatalogueIncludes, listCataloguePlans } from './list-plans';

const tags = ['subscriptions-plans'];

export const planRoutes: AppPlugin = async (app) => {
  app.get(
    '/api/v1/subscriptions-plans',
    {
      config: { auth: false },
      schema: {
        tags,
        operationId: 'listSubscriptionPlans',
        summary: 'Plans',
        querystring: subscriptionPlansQuery,
        response: { 200: SubscriptionPlanPage },
      },
    },
    async (request) => listCataloguePlans(app.db, request.query),
  );

  app.get(
    '/api/v1/subscriptions-plans/:id',
    {
      config: { auth: false },
      schema: {
        tags,
        operationId: 'getSubscriptionPlan',
        summary: 'One plan with its includes',
        params: IdParams,
        response: { 200: SubscriptionPlan, 404: ErrorBody },
      },
    },
    async (request) => getPlanOrThrow(app.db, request.params.id),
  );

  app.get(
    '/api/v1/subscriptions-plans-include',
    {
      config: { auth: false },
      schema: {
        tags,
        operationId: 'listSubscriptionPlanIncludes',
        summary: 'Plan includes',
        querystring: subscriptionPlanIncludesQuery,
        response: { 200: SubscriptionPlanIncludePage },
      },
    },
    async (request) => listCatalogueIncludes(app.db, request.query),
  );

  app.get(
    '/api/v1/subscriptions-plans-include/:id',
    {
      config: { auth: false },
      schema: {
        tags,
        operationId: 'getSubscriptionPlanInclude',
        summary: 'One plan include',
        params: IdParams,
        response: { 200: SubscriptionPlanInclude, 404: ErrorBody },
      },
    },
    async (request) => getIncludeOrThrow(app.db, request.params.id),
  );
};
