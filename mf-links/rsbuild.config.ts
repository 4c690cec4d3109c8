import { defineRemoteConfig, exposesFrom } from '@atalho/build';

export default defineRemoteConfig({
  name: 'mf_links',
  folder: 'mf-links',
  port: 3002,
  exposes: exposesFrom(['Routes', 'PreviewEditor']),
});
