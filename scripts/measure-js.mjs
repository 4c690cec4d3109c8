// Measures the JavaScript a fresh browser (empty cache) downloads for each kind of page: a visitor's
// short link, the home page, /lp, /plans, /privacy-policy, /whats-new and the links panel (signed in), and what mf-analytics sends for a
// PRO owner's dashboard with every chart drawn (issue 12, decision 019). Every JS response from the
// server is counted raw and compressed here (gzip -9 and Brotli q11, what the build writes next to the
// assets), so the figures do not depend on what the server sends. Budgets: scripts/lib/js-budgets.mjs.
// Usage: node scripts/measure-js.mjs [--base-url http://127.0.0.1:8080] [--check] [--files]
//   --check  exit 1 when a page is over its budget (the `js-budget` step of `npm test`)
//   --files  list every file per page
//   --only   measure some pages (comma-separated keys of scripts/lib/js-budgets.mjs: visitor, bio, infoproduct, optIn, home, lp, plans, privacy, whatsNew, panel, analytics)
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { jsBudgets } from './lib/js-budgets.mjs';
import {
  browserLaunchOptions,
  createMeasureBio,
  createMeasureInfoproduct,
  createMeasureLink,
  proOwnerWithClicksState,
  signedInState,
} from './lib/measure-pages.mjs';
import { startStack } from './lib/stack.mjs';

const args = process.argv.slice(2);
const check = args.includes('--check');
const listFiles = args.includes('--files');
const onlyFlag = args.indexOf('--only');
const only = onlyFlag >= 0 ? args[onlyFlag + 1]?.split(',') : undefined;
const unknownPage = only?.find((key) => !(key in jsBudgets));
if (unknownPage !== undefined) throw new Error(`--only: unknown page ${unknownPage}`);
const wanted = (key) => only === undefined || only.includes(key);

function isJavaScript(response) {
  const type = response.headers()['content-type'] ?? '';
  return /javascript/.test(type) || /\.m?js(\?|$)/.test(new URL(response.url()).pathname);
}

function sizes(body) {
  return {
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    br: brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }).length,
  };
}

/**
 * Loads `path` in a fresh context (empty cache) and returns the JS it downloaded from `baseUrl` (only the
 * files under `within` when given), once `ready` (if given) resolved.
 */
async function measure(browser, baseUrl, path, { storageState, block, within, ready } = {}) {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'pt-BR', storageState });
  const page = await context.newPage();
  if (block) await page.route(block, (route) => route.fulfill({ body: 'ok' }));
  const pending = [];
  page.on('response', (response) => {
    if (response.url().startsWith(`${baseUrl}${within ?? ''}`) && isJavaScript(response)) {
      const name = new URL(response.url()).pathname;
      // Read at once: a short link navigates away when its countdown ends, and bodies go with the page.
      pending.push(response.body().then((body) => ({ name, ...sizes(body) })));
      pending.at(-1)?.catch(() => undefined);
    }
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  // The page is done when its remote rendered a heading (not the prerendered first paint's), then let lazy
  // chunks settle.
  await page.waitForFunction(() => !document.getElementById('atalho-first-paint'), null, { timeout: 60_000 });
  await page.locator('h1').first().waitFor({ timeout: 30_000 });
  await ready?.(page);
  await page.waitForLoadState('networkidle');
  const landed = new URL(page.url()).pathname;
  const files = (await Promise.allSettled(pending)).flatMap((r) =>
    r.status === 'fulfilled' ? [r.value] : [],
  );
  await context.close();
  const total = (key) => files.reduce((sum, f) => sum + f[key], 0);
  return { landed, files, raw: total('raw'), gzip: total('gzip'), br: total('br') };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const flag = args.indexOf('--base-url');
const given = flag >= 0 ? args[flag + 1] : undefined;
// Trusting the loopback proxy lets the dashboard's clicks come from a Brazilian address (its maps draw).
const stack = given ? undefined : await startStack({ env: { TRUST_PROXY: 'loopback' } });
const baseUrl = (given ?? stack?.baseUrl ?? '').replace(/\/$/, '');
const browser = await chromium.launch(browserLaunchOptions);
let failed = false;
try {
  const pages = {
    visitor: async () =>
      measure(browser, baseUrl, `/${await createMeasureLink(baseUrl)}?countClick=false`, {
        block: 'https://example.com/**',
      }),
    // Issue 30: the bio page is server-rendered, readable and tappable before any of this runs.
    bio: async () =>
      measure(browser, baseUrl, `/${await createMeasureBio(baseUrl)}?countClick=false`, {
        block: 'https://www.youtube-nocookie.com/**',
      }),
    // Issue 31: the lead page is server-rendered too, its form posts without JavaScript.
    infoproduct: async () =>
      measure(browser, baseUrl, `/${await createMeasureInfoproduct(baseUrl)}?countClick=false`),
    // Issue 32: the opt-in page draws its heading ("Link inválido ou expirado") from the same files.
    optIn: () => measure(browser, baseUrl, '/i/nocode'),
    home: () => measure(browser, baseUrl, '/'),
    lp: () => measure(browser, baseUrl, '/lp'),
    plans: () => measure(browser, baseUrl, '/plans'),
    // Issue 37 item 10: the other public pages a visitor may land on from the footer or a search.
    privacy: () => measure(browser, baseUrl, '/privacy-policy'),
    whatsNew: () => measure(browser, baseUrl, '/whats-new'),
    panel: async () =>
      measure(browser, baseUrl, '/painel/links/shortened', {
        storageState: await signedInState(browser, baseUrl),
      }),
    analytics: async () => {
      if (!stack) throw new Error('the dashboard is measured on a stack of its own (no --base-url)');
      return measure(browser, baseUrl, '/painel/analytics', {
        storageState: await proOwnerWithClicksState(browser, baseUrl, stack.dataDir),
        within: '/mf/mf-analytics/',
        // By attribute: a new user's terms dialog hides the page from the accessibility tree.
        ready: (page) =>
          page.locator('[role="img"][aria-label="Visualizações por região"]').waitFor({ timeout: 60_000 }),
      });
    },
  };
  const results = {};
  for (const [key, run] of Object.entries(pages)) if (wanted(key)) results[key] = await run();
  console.log('\nJavaScript downloaded per page (fresh cache; gzip -9 and Brotli q11 of each file):');
  console.log(
    `  ${'page'.padEnd(32)} files  ${'raw'.padStart(10)}  ${'gzip'.padStart(9)}  ${'brotli'.padStart(9)}  ${'target'.padStart(9)}  ${'ceiling'.padStart(9)}`,
  );
  for (const [key, { landed, files, raw, gzip, br }] of Object.entries(results)) {
    const { label, target, ceiling } = jsBudgets[key];
    if (gzip > ceiling && check) failed = true;
    const verdict = gzip > ceiling ? 'OVER CEILING' : gzip > target ? 'over target' : 'ok';
    console.log(
      `  ${label.padEnd(32)} ${String(files.length).padStart(5)}  ${kb(raw).padStart(10)}  ${kb(gzip).padStart(9)}  ${kb(br).padStart(9)}  ${kb(target).padStart(9)}  ${kb(ceiling).padStart(9)}  ${verdict}${key !== 'home' && landed === '/' ? ' (ended on /)' : ''}`,
    );
    if (listFiles) {
      for (const f of [...files].sort((a, b) => b.gzip - a.gzip)) {
        console.log(`      ${kb(f.gzip).padStart(9)} gzip  ${kb(f.raw).padStart(10)} raw  ${f.name}`);
      }
    }
  }
  if (failed)
    console.error('\nmeasure-js: a page is over its JavaScript ceiling (scripts/lib/js-budgets.mjs)');
} catch (error) {
  failed = true;
  console.error(`measure-js failed: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await browser.close();
  await stack?.stop();
  stack?.removeLog();
}
process.exit(failed ? 1 : 0);
