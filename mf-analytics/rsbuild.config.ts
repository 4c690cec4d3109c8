import { defineRemoteConfig, exposesFrom } from '@atalho/build';

export default defineRemoteConfig({
  name: 'mf_analytics',
  folder: 'mf-analytics',
  port: 3005,
  exposes: exposesFrom(['Routes', 'Dashboard']),
});
