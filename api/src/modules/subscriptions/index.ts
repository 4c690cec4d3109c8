import { onPaymentSettled } from '../../extensions';
import type { AppPlugin } from '../../http/validate';
import { expireSubscriptions } from './expire-subscriptions';
import { renewSubscriptions } from './renew-subscriptions';
import { subscriptionRoutes } from './routes';
import { settleSubscriptionPayment } from './settle-payment';

/** Job names, for `app.jobs.runNow(…)` in tests and the admin CLI. */
export const subscriptionJobs = { renew: 'subscriptions.renew', expire: 'subscriptions.expire' } as const;

/**
 * Subscriptions (spec 002 §3–§4): `/api/v1/subscriptions`. Rows live in user_subscription_plans, the table the
 * entitlements read, so a subscribe or cancel shows in every gated route and visitor page at once. Cycles
 * are renewed and ended by two jobs (decision 013); processor webhooks arrive through the payments module.
 */
const subscriptionsModule: AppPlugin = async (app) => {
  await app.register(subscriptionRoutes);
  app.jobs.register({
    name: subscriptionJobs.renew,
    schedule: app.config.jobs.renewalsCron,
    run: ({ now }) => renewSubscriptions(app, now),
  });
  app.jobs.register({
    name: subscriptionJobs.expire,
    schedule: app.config.jobs.expiryCron,
    run: ({ now }) => expireSubscriptions(app, now),
  });
  onPaymentSettled(app, (payment) => settleSubscriptionPayment(app, payment));
};

export default subscriptionsModule;

export { unpaidSubscriptionIds } from './queries';
