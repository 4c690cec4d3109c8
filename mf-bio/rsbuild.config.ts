import { defineRemoteConfig, exposesFrom } from '@atalho/build';

export default defineRemoteConfig({
  name: 'mf_bio',
  folder: 'mf-bio',
  port: 3003,
  exposes: exposesFrom(['Routes', 'BioIsland']),
});
