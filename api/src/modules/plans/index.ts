import type { AppPlugin } from '../../http/validate';
import { planRoutes } from './routes';

/**
 * Plans: the catalogue, each user's subscriptions and the read-only HTTP catalogue (spec 002 §7 "Plans and
 * subscriptions"). The area is called "plans" everywhere (`mf-billing`'s plans page, `@atalho/sdk` plans
 * schemas, `api/test/modules/plans/`); only the spec's API paths name it differently:
 * `/api/v1/subscriptions-plans` and `/api/v1/subscriptions-plans-include` (docs/decisions/001).
 * What a plan unlocks is not here: that is the entitlements table (@atalho/sdk/schemas `entitlements`).
 */
const plansModule: AppPlugin = async (app) => {
  await app.register(planRoutes);
};

export default plansModule;

export { type CataloguePlan, type PaidTier, paidTiers, planCatalogue, tierOfPlanId } from './catalogue';
export { ensureFreePlan, grantPlan, revokePaidPlans } from './grant-plan';
export { findActivePlans, planActiveAt } from './queries';
