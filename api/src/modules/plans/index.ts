// Entitlement-side plan helpers; the read-only plans HTTP catalogue belongs to subscriptions-plans.
export * from './catalogue';
export { ensureFreePlan, grantPlan, revokePaidPlans } from './grant-plan';
export { findActivePlans } from './queries';
