import { defineRemoteConfig, exposesFrom } from '@atalho/build';
import { serverPagesPlugin } from '@atalho/build/server-pages';
import { mergeRsbuildConfig, type RsbuildPlugin } from '@rsbuild/core';
import { writeFirstPaints } from './scripts/prerender.mjs';

/** The public pages' first paint as static HTML next to the build (scripts/prerender.mjs). */
const firstPaint: RsbuildPlugin = {
  name: 'atalho-first-paint',
  setup(api) {
    api.onAfterBuild(() => writeFirstPaints(api.context.distPath));
  },
};

export default mergeRsbuildConfig(
  defineRemoteConfig({
    name: 'mf_public',
    folder: 'mf-public',
    port: 3001,
    exposes: exposesFrom([
      'Routes',
      'RedirectScreen',
      'LoaderPreview',
      'LandingPage',
      'HomePage',
      'PrivacyPolicyPage',
    ]),
  }),
  {
    // /privacy-policy drawn by the server with its data (src/server/pages.tsx, decision 038).
    plugins: [firstPaint, serverPagesPlugin()],
    // The /lp screenshots' smallest variants are under rsbuild's 4 KB inlining limit: as data URLs they would
    // sit in the page's JavaScript (about 8 KB gzip) instead of loading only when shown.
    output: { dataUriLimit: { image: 0 } },
  },
);
