import { defineRemoteConfig, exposesFrom } from '@atalho/build';

export default defineRemoteConfig({
  name: 'mf_public',
  folder: 'mf-public',
  port: 3001,
  exposes: exposesFrom(['Routes', 'RedirectScreen', 'LoaderPreview']),
});
