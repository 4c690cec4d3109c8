// Runs a page's own rendering code at build time to draw its first paint (decisions 012 and 021): the entry
// is bundled for Node with esbuild, then called inside a happy-dom window, so plain-DOM code (document,
// window) and React's server renderer both work. Stylesheets the code imports are left out: the page links
// or inlines the built ones.
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { Window } from 'happy-dom';

/**
 * Bundles `entry` (its packages bundled too, React kept external: its server renderer is CommonJS) into
 * `<appRoot>/node_modules/.cache/first-paint/`, imports it with a DOM in place and returns what `draw` makes
 * of the module.
 */
export async function renderInDom(appRoot, entry, draw) {
  const outfile = join(appRoot, 'node_modules', '.cache', 'first-paint', 'render.mjs');
  mkdirSync(dirname(outfile), { recursive: true });
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    jsx: 'automatic',
    external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
    loader: { '.css': 'empty' },
    logLevel: 'warning',
  });
  const window = new Window({ url: 'http://localhost/' });
  const globals = { window, document: window.document, localStorage: window.localStorage };
  Object.assign(globalThis, globals);
  try {
    return draw(await import(`${pathToFileURL(outfile).href}?t=${Date.now()}`));
  } finally {
    for (const name of Object.keys(globals)) delete globalThis[name];
    await window.happyDOM.close();
    rmSync(outfile, { force: true });
  }
}
