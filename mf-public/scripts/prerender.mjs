// Renders the public pages' first paint (src/first-paint) to static HTML once per build and writes it to
// dist/first-paint.json ({ path: { head, body } }); the API puts it in those pages (api/src/web/first-paint.ts),
// so a phone paints the top of the page before any JavaScript ran (issue 10, decision 012).
import { readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderInDom } from '@atalho/build/render-in-dom';

const appRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** /lp's first screenshot as built (PNG, and AVIF/WebP `srcset`s), at the URLs the app loads it from. */
function lpScreenshot(distPath) {
  const files = readdirSync(join(distPath, 'static', 'image'));
  const url = (file) => `/mf/mf-public/static/image/${file}`;
  const find = (pattern) => files.find((file) => pattern.test(file));
  const png = find(/^links-panel\.[0-9a-f]+\.png$/);
  if (!png) throw new Error('prerender: the built links-panel screenshot is missing');
  const srcset = (format) =>
    [480, 800, 1280]
      .map((width) => {
        const file = find(new RegExp(`^links-panel-${width}\\.[0-9a-f]+\\.${format}$`));
        if (!file) throw new Error(`prerender: links-panel-${width}.${format} is missing from the build`);
        return `${url(file)} ${width}w`;
      })
      .join(', ');
  return { src: url(png), avif: srcset('avif'), webp: srcset('webp') };
}

export async function writeFirstPaints(distPath) {
  const pages = await renderInDom(appRoot, join(appRoot, 'src', 'first-paint', 'render.tsx'), (module) =>
    module.renderFirstPaints({ lpScreenshot: lpScreenshot(distPath) }),
  );
  writeFileSync(join(distPath, 'first-paint.json'), JSON.stringify(pages));
}
