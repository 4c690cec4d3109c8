// Measures the JavaScript a browser downloads for three kinds of page: the home page, the links panel
// (signed in) and a visitor's short link. Sums raw and gzip sizes of every JS response from the server.
// Usage: node scripts/measure-js.mjs [--base-url http://127.0.0.1:8080]   (default: starts its own stack)
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startStack } from './lib/stack.mjs';

const launchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
};

function isJavaScript(response) {
  const type = response.headers()['content-type'] ?? '';
  return /javascript/.test(type) || /\.m?js(\?|$)/.test(new URL(response.url()).pathname);
}

/** Loads `path` in a fresh context (empty cache) and returns the JS it downloaded from `baseUrl`. */
async function measure(browser, baseUrl, path, { storageState, block } = {}) {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'pt-BR', storageState });
  const page = await context.newPage();
  if (block) await page.route(block, (route) => route.fulfill({ body: 'ok' }));
  const pending = [];
  page.on('response', (response) => {
    if (response.url().startsWith(baseUrl) && isJavaScript(response)) {
      pending.push(response.body().then((body) => ({ raw: body.length, gzip: gzipSync(body).length })));
    }
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  // The page is done when its remote rendered a heading (then let lazy chunks settle).
  await page.locator('h1').first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const landed = new URL(page.url()).pathname;
  const files = (await Promise.allSettled(pending)).flatMap((r) =>
    r.status === 'fulfilled' ? [r.value] : [],
  );
  await context.close();
  return {
    landed,
    files: files.length,
    raw: files.reduce((sum, f) => sum + f.raw, 0),
    gzip: files.reduce((sum, f) => sum + f.gzip, 0),
  };
}

/** Signs a new user in through the development form in its own context; returns its local storage. */
async function signedInState(browser, baseUrl) {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'pt-BR' });
  const page = await context.newPage();
  await page.goto('/oauth2/authorization/google');
  await page.getByLabel('E-mail').fill(`measure-${Date.now()}@example.com`);
  await page.getByLabel('Nome').fill('Medição');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/painel\/links\/shortened/);
  const state = await context.storageState();
  await context.close();
  return state;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const flag = process.argv.indexOf('--base-url');
const given = flag >= 0 ? process.argv[flag + 1] : undefined;
const stack = given ? undefined : await startStack();
const baseUrl = (given ?? stack?.baseUrl ?? '').replace(/\/$/, '');
const browser = await chromium.launch(launchOptions);
let failed = false;
try {
  const created = await fetch(`${baseUrl}/api/v1/online-addresses`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url: 'https://example.com/measure' }),
  });
  if (!created.ok) throw new Error(`could not create a short link: HTTP ${created.status}`);
  const { code } = await created.json();

  const rows = [
    ['home /', await measure(browser, baseUrl, '/')],
    [
      'panel /painel/links/shortened',
      await measure(browser, baseUrl, '/painel/links/shortened', {
        storageState: await signedInState(browser, baseUrl),
      }),
    ],
    [
      `visitor /${code}`,
      await measure(browser, baseUrl, `/${code}?countClick=false`, { block: 'https://example.com/**' }),
    ],
  ];
  console.log('\nJavaScript downloaded per page (fresh cache, responses from the server):');
  for (const [name, { landed, files, raw, gzip }] of rows) {
    console.log(
      `  ${name.padEnd(34)} ${String(files).padStart(3)} files  ${kb(raw).padStart(10)} raw  ${kb(gzip).padStart(9)} gzip  (ended on ${landed})`,
    );
  }
} catch (error) {
  failed = true;
  console.error(`measure-js failed: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await browser.close();
  await stack?.stop();
  stack?.removeLog();
}
process.exit(failed ? 1 : 0);
