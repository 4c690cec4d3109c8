import { defineRemoteConfig, exposesFrom } from '@atalho/build';
import { serverPagesPlugin } from '@atalho/build/server-pages';
import { mergeRsbuildConfig } from '@rsbuild/core';

export default mergeRsbuildConfig(
  defineRemoteConfig({
    name: 'mf_billing',
    folder: 'mf-billing',
    port: 3007,
    exposes: exposesFrom([
      'Routes',
      'PlansPage',
      'PlansDialog',
      'SubscriptionDialog',
      'CreditPurchaseDialog',
    ]),
  }),
  // /plans drawn by the server with its data (src/server/pages.tsx, decision 038).
  { plugins: [serverPagesPlugin()] },
);
