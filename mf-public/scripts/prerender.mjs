// Renders the public pages' first paint (src/first-paint) to static HTML once per build and writes it to
// dist/first-paint.json ({ path: { head, body } }); the API puts it in those pages (api/src/web/first-paint.ts),
// so a phone paints the top of the page before any JavaScript ran (issue 10, decision 012).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const appRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The built URL of /lp's first screenshot, as the app loads it from mf-public's folder. */
function lpScreenshotUrl(distPath) {
  const name = readdirSync(join(distPath, 'static', 'image')).find((file) =>
    /^links-panel\.[0-9a-f]+\.png$/.test(file),
  );
  if (!name) throw new Error('prerender: the built links-panel screenshot is missing');
  return `/mf/mf-public/static/image/${name}`;
}

export async function writeFirstPaints(distPath) {
  const outfile = join(appRoot, 'node_modules', '.cache', 'first-paint', 'render.mjs');
  mkdirSync(dirname(outfile), { recursive: true });
  await build({
    entryPoints: [join(appRoot, 'src', 'first-paint', 'render.tsx')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    jsx: 'automatic',
    // React stays the installed package (its server renderer is CommonJS); our TS packages are bundled.
    external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
    logLevel: 'warning',
  });
  try {
    const { renderFirstPaints } = await import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
    const pages = renderFirstPaints({ lpScreenshot: lpScreenshotUrl(distPath) });
    writeFileSync(join(distPath, 'first-paint.json'), JSON.stringify(pages));
  } finally {
    rmSync(outfile, { force: true });
  }
}
