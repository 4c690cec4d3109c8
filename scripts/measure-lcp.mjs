// Largest Contentful Paint of the public pages on a slow phone: 4× CPU slowdown and a slow-4G network
// (Chromium DevTools protocol: Emulation.setCPUThrottlingRate, Network.emulateNetworkConditions), fresh
// cache each run, read with the Performance API (PerformanceObserver 'largest-contentful-paint').
// For a short link it is the first paint of the redirect screen (the server's picture of it, decision 021),
// taken before the countdown ends; it is measured twice, for a first-time visitor (the cookie notice is on the
// page) and a returning one, and the time the real screen was mounted (its countdown running) is printed
// under each. For `/` and `/lp` it is read after the app
// replaced the prerendered first paint, so a later, larger paint counts.
// Usage: node scripts/measure-lcp.mjs [--base-url http://127.0.0.1:8080] [--runs 3] [--only home|lp|visitor|bio|infoproduct]
// Figures depend on the machine's load: note `uptime` beside them (the script prints it).
import { execFileSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import {
  browserLaunchOptions,
  createMeasureBio,
  createMeasureInfoproduct,
  createMeasureLink,
} from './lib/measure-pages.mjs';
import { startStack } from './lib/stack.mjs';

const LCP_BUDGET_MS = 2500;
// Lighthouse's "slow 4G" as DevTools applies it: 150 ms RTT × 3.75, 1.6 Mbit/s × 0.9 down, 750 kbit/s × 0.9 up.
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};
const CPU_SLOWDOWN = 4;
// A phone's user agent (Lighthouse's mobile profile): headless Chromium's own says `HeadlessChrome`, which the
// server treats as a crawler (the preview page), unlike any phone.
const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : fallback;
};
const runs = Number(option('--runs', '3'));
const RETURNING_CONSENT = encodeURIComponent(
  JSON.stringify({ necessary: true, analytics: false, advertising: false, research: false }),
);
const only = option('--only');

/** One cold load of `path`; resolves the LCP (ms since navigation start) once the page is settled. */
async function lcpOf(browser, baseUrl, path, { block, returning } = {}) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'pt-BR',
    userAgent: PHONE_USER_AGENT,
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  // A returning visitor already chose their cookies: no notice, so the LCP is the page's own.
  if (returning)
    await context.addCookies([{ name: 'atalho_consent', value: RETURNING_CONSENT, url: baseUrl }]);
  const page = await context.newPage();
  if (block) await page.route(block, (route) => route.fulfill({ body: 'ok' }));
  await page.addInitScript(() => {
    const store = { lcp: 0, element: '', screen: 0 };
    Object.defineProperty(window, '__lcp', { value: store });
    // When a short link's redirect screen (its card) is mounted, the server's picture of it gone: the countdown
    // runs from then.
    const screen = new MutationObserver(() => {
      if (document.querySelector('.atl-card') && !document.getElementById('atalho-first-paint')) {
        store.screen = performance.now();
        screen.disconnect();
      }
    });
    document.addEventListener('DOMContentLoaded', () =>
      screen.observe(document.body, { childList: true, subtree: true }),
    );
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        store.lcp = entry.startTime;
        const node = entry.element;
        store.element = node ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}` : '';
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(path, { waitUntil: 'domcontentloaded', timeout: 120_000 });
  // A public page's prerendered first paint has a heading too: wait for the app's page, which may paint a
  // larger element (and so a later LCP) when it replaces the first paint.
  await page.waitForFunction(() => !document.getElementById('atalho-first-paint'), null, {
    timeout: 120_000,
  });
  await page.locator('h1').first().waitFor({ timeout: 120_000 });
  // Let the heading's paint and any larger element (hero image) land; a short link redirects after its
  // wait, so read it soon after the heading.
  await page.waitForTimeout(block ? 800 : 3000);
  const result = await page.evaluate(() => ({ ...window.__lcp }));
  await context.close();
  return result;
}

const given = option('--base-url');
const stack = given ? undefined : await startStack();
const baseUrl = (given ?? stack?.baseUrl ?? '').replace(/\/$/, '');
const browser = await chromium.launch(browserLaunchOptions);
let failed = false;
try {
  const code = await createMeasureLink(baseUrl);
  const username = await createMeasureBio(baseUrl);
  const subdomain = await createMeasureInfoproduct(baseUrl);
  const pages = [
    [
      'bio',
      'bio /{username}',
      `/${username}?countClick=false`,
      { block: 'https://www.youtube-nocookie.com/**' },
    ],
    ['infoproduct', 'lead page', `/${subdomain}?countClick=false`, {}],
    ['home', 'home /', '/', {}],
    ['lp', 'landing /lp', '/lp', {}],
    ['visitor', 'visitor /{code}', `/${code}?countClick=false`, { block: 'https://example.com/**' }],
    [
      'visitor',
      '  returning',
      `/${code}?countClick=false`,
      { block: 'https://example.com/**', returning: true },
    ],
  ].filter(([key]) => only === undefined || only === key);
  if (pages.length === 0) throw new Error(`--only: unknown page ${only}`);
  console.log(`load: ${execFileSync('uptime', { encoding: 'utf8' }).trim()}`);
  console.log(
    `LCP, ${CPU_SLOWDOWN}× CPU slowdown, slow 4G (562.5 ms RTT, 1.44 Mbit/s down), ${runs} cold runs:`,
  );
  for (const [, label, path, options] of pages) {
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await lcpOf(browser, baseUrl, path, options));
    const times = results.map((r) => r.lcp);
    const worst = Math.max(...times);
    const seconds = (values) => values.map((t) => `${(t / 1000).toFixed(2)} s`).join('  ');
    console.log(
      `  ${label.padEnd(18)} ${seconds(times)}   (element: ${results.at(-1)?.element || '?'})  ${worst <= LCP_BUDGET_MS ? 'ok' : `over ${LCP_BUDGET_MS / 1000} s`}`,
    );
    if (results.some((r) => r.screen > 0))
      console.log(
        `  ${''.padEnd(18)} ${seconds(results.map((r) => r.screen))}   redirect screen mounted (countdown running)`,
      );
  }
} catch (error) {
  failed = true;
  console.error(`measure-lcp failed: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await browser.close();
  await stack?.stop();
  stack?.removeLog();
}
process.exit(failed ? 1 : 0);
