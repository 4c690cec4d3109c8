import { defineRemoteConfig, exposesFrom } from '@atalho/build';

export default defineRemoteConfig({
  name: 'mf_infoproduct',
  folder: 'mf-infoproduct',
  port: 3004,
  exposes: exposesFrom(['Routes', 'InfoproductIsland']),
});
