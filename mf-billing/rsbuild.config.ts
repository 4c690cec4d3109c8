import { defineRemoteConfig, exposesFrom } from '@atalho/build';

export default defineRemoteConfig({
  name: 'mf_billing',
  folder: 'mf-billing',
  port: 3007,
  exposes: exposesFrom(['Routes', 'PlansPage', 'PlansDialog', 'SubscriptionDialog', 'CreditPurchaseDialog']),
});
