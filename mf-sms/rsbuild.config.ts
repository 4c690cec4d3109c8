import { defineRemoteConfig, exposesFrom } from '@atalho/build';

export default defineRemoteConfig({
  name: 'mf_sms',
  folder: 'mf-sms',
  port: 3006,
  exposes: exposesFrom(['Routes', 'OptIsland']),
});
