import { defineRemoteConfig, exposesFrom } from '@atalho/build';
import { serverPagesPlugin } from '@atalho/build/server-pages';
import { mergeRsbuildConfig } from '@rsbuild/core';

export default mergeRsbuildConfig(
  defineRemoteConfig({
    name: 'mf_links',
    folder: 'mf-links',
    port: 3002,
    exposes: exposesFrom(['Routes', 'PreviewEditor', 'PublicWhatsNewPage']),
  }),
  // The visitor's /whats-new drawn by the server (src/server/pages.tsx, decision 038).
  { plugins: [serverPagesPlugin()] },
);
