// Builds a remote's server-drawn public pages (decision 038): `src/server/pages.tsx` (its `serverPages`) is
// bundled for Node with everything it imports, React's server renderer included, into `dist/server-pages.mjs`,
// which the API imports to draw the page with its data. The stylesheets the pages import are collected, in
// import order and minified, into the module's `css` export: the API puts them in the page's head, so the
// server's page looks like the app's before the app's own CSS arrives.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build, transform } from 'esbuild';

/** The file name the API looks for in each remote's dist folder (api/src/web/server-pages.ts). */
const SERVER_PAGES_FILE = 'server-pages.mjs';

/** Side-effect `import './x.css'` becomes a call that keeps the sheet's text, in the order they run. */
const collectCss = {
  name: 'atalho-collect-css',
  setup(builder) {
    builder.onResolve({ filter: /^atalho:css$/ }, () => ({ path: 'atalho:css', namespace: 'atalho-css' }));
    builder.onLoad({ filter: /.*/, namespace: 'atalho-css' }, () => ({
      contents:
        'const sheets = []; export const addCss = (text) => { sheets.push(text); }; export const cssOf = () => sheets.join("");',
      loader: 'js',
    }));
    builder.onLoad({ filter: /\.css$/ }, async ({ path }) => {
      const { code } = await transform(await readFile(path, 'utf8'), { loader: 'css', minify: true });
      return {
        contents: `import { addCss } from 'atalho:css'; addCss(${JSON.stringify(code)});`,
        loader: 'js',
      };
    });
  },
};

/**
 * What a page imports with `import()` loads on interaction (dialogs, islands): a server drawing never renders
 * it, so it is left out of the bundle (an empty module).
 */
const leaveOutLazyChunks = {
  name: 'atalho-leave-out-lazy-chunks',
  setup(builder) {
    builder.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, namespace: 'atalho-lazy' } : undefined,
    );
    builder.onLoad({ filter: /.*/, namespace: 'atalho-lazy' }, () => ({
      contents: 'export {};',
      loader: 'js',
    }));
  },
};

/**
 * Bundles `<appRoot>/src/server/pages.tsx` into `<distPath>/server-pages.mjs`: `serverPages` as the entry
 * exports it, and `css`.
 */
export async function writeServerPages(appRoot, distPath) {
  await build({
    stdin: {
      contents: [
        "export { serverPages } from './src/server/pages.tsx';",
        "import { cssOf } from 'atalho:css';",
        'export const css = cssOf();',
      ].join('\n'),
      resolveDir: appRoot,
      loader: 'js',
    },
    outfile: join(distPath, SERVER_PAGES_FILE),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    minify: true,
    legalComments: 'none',
    // React's production build, whatever NODE_ENV the server runs with.
    define: { 'process.env.NODE_ENV': '"production"' },
    // React's server renderer is CommonJS and requires Node's modules: give the ES module a `require`.
    banner: {
      js: "import { createRequire as __atalhoRequire } from 'node:module'; const require = __atalhoRequire(import.meta.url);",
    },
    plugins: [collectCss, leaveOutLazyChunks],
    logLevel: 'warning',
  });
}

/** The rsbuild plugin of a remote with server-drawn pages: writes them after each production build. */
export function serverPagesPlugin() {
  return {
    name: 'atalho-server-pages',
    setup(api) {
      api.onAfterBuild(() => writeServerPages(api.context.rootPath, api.context.distPath));
    },
  };
}
