import { defineHostConfig } from '@atalho/build';
import type { RsbuildPlugin } from '@rsbuild/core';
import { writeDefaultOgImage } from './scripts/og-image.mjs';
import { writeNoticePicture } from './scripts/prerender.mjs';

/** The default link-preview image, drawn once per build next to index.html (shell/scripts/og-image.mjs). */
const defaultOgImage: RsbuildPlugin = {
  name: 'atalho-default-og-image',
  setup(api) {
    api.onAfterBuild(() => {
      writeDefaultOgImage(api.context.distPath);
    });
  },
};

/** The cookie notice's picture for short links' first paint, next to index.html (shell/scripts/prerender.mjs). */
const noticePicture: RsbuildPlugin = {
  name: 'atalho-notice-picture',
  setup(api) {
    api.onAfterBuild(() => writeNoticePicture(api.context.distPath));
  },
};

/**
 * The host. Remotes are not listed: they are registered at runtime from /remotes.json
 * (src/federation/remotes.ts), so a remote redeploys without rebuilding the shell.
 * The dev server (port 3000) proxies /api, /oauth2, /remotes.json and /mf to the API on 8080.
 */
export default defineHostConfig({
  name: 'shell',
  folder: 'shell',
  port: 3000,
  overrides: {
    source: { entry: { index: './src/index.ts' } },
    html: { template: './index.html' },
    // Absolute so deep links such as /painel/links/shortened/12 load /static/… correctly.
    output: { assetPrefix: '/' },
    plugins: [defaultOgImage, noticePicture],
  },
});
