// Largest Contentful Paint and Cumulative Layout Shift of the public pages on a slow phone: 4× CPU slowdown and
// a slow-4G network (Chromium DevTools protocol: Emulation.setCPUThrottlingRate, Network.emulateNetworkConditions),
// fresh cache each run, read with the Performance API (PerformanceObserver 'largest-contentful-paint' and
// 'layout-shift', the shifts grouped in session windows as the CLS metric does). Budgets: LCP ≤ 2.5 s, CLS ≤ 0.1.
// For a short link it is the first paint of the redirect screen (the server's picture of it, decision 021),
// taken before the countdown ends; it is measured twice, for a first-time visitor (the cookie notice is on the
// page) and a returning one, and the time the real screen was mounted (its countdown running) is printed
// under each. For the prerendered public pages (`/`, `/lp`, `/plans`, `/privacy-policy`, `/whats-new`) it is read
// after the app replaced the server's first paint, so a later, larger paint (or a jump at the swap) counts.
// Usage: node scripts/measure-lcp.mjs [--base-url http://127.0.0.1:8080] [--runs 3] [--check]
//   [--only home|lp|plans|privacy|whatsNew|visitor|bio|infoproduct[,…]]
//   --check  exit 1 when a page's worst run is over a budget
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
const CLS_BUDGET = 0.1;
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
const check = args.includes('--check');

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
    const store = { lcp: 0, element: '', screen: 0, cls: 0 };
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
    // CLS: the largest session window of shifts (each at most 1 s after the last and 5 s long) not caused by input.
    let session = { start: 0, last: 0, value: 0 };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        if (entry.startTime - session.last > 1000 || entry.startTime - session.start > 5000)
          session = { start: entry.startTime, last: entry.startTime, value: 0 };
        session.last = entry.startTime;
        session.value += entry.value;
        store.cls = Math.max(store.cls, session.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
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
  // Let the heading's paint and any larger element (hero image, text drawn after an API call) land; a short
  // link redirects after its wait, so read it soon after the heading.
  if (!block) await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
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
    ['plans', 'plans /plans', '/plans', {}],
    ['privacy', 'privacy /privacy-policy', '/privacy-policy', {}],
    ['whatsNew', 'news /whats-new', '/whats-new', {}],
    ['visitor', 'visitor /{code}', `/${code}?countClick=false`, { block: 'https://example.com/**' }],
    [
      'visitor',
      '  returning',
      `/${code}?countClick=false`,
      { block: 'https://example.com/**', returning: true },
    ],
  ].filter(([key]) => only === undefined || only.split(',').includes(key));
  if (pages.length === 0) throw new Error(`--only: unknown page ${only}`);
  console.log(`load: ${execFileSync('uptime', { encoding: 'utf8' }).trim()}`);
  console.log(
    `LCP and CLS, ${CPU_SLOWDOWN}× CPU slowdown, slow 4G (562.5 ms RTT, 1.44 Mbit/s down), ${runs} cold runs:`,
  );
  for (const [, label, path, options] of pages) {
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await lcpOf(browser, baseUrl, path, options));
    const times = results.map((r) => r.lcp);
    const worst = Math.max(...times);
    const worstCls = Math.max(...results.map((r) => r.cls));
    const seconds = (values) => values.map((t) => `${(t / 1000).toFixed(2)} s`).join('  ');
    const over = [
      worst > LCP_BUDGET_MS ? `LCP over ${LCP_BUDGET_MS / 1000} s` : '',
      worstCls > CLS_BUDGET ? `CLS over ${CLS_BUDGET}` : '',
    ].filter(Boolean);
    if (over.length > 0 && check) failed = true;
    console.log(
      `  ${label.padEnd(24)} ${seconds(times)}   CLS ${results.map((r) => r.cls.toFixed(3)).join(' ')}   (element: ${results.at(-1)?.element || '?'})  ${over.length === 0 ? 'ok' : over.join(', ')}`,
    );
    if (results.some((r) => r.screen > 0))
      console.log(
        `  ${''.padEnd(24)} ${seconds(results.map((r) => r.screen))}   redirect screen mounted (countdown running)`,
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
