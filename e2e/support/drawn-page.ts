import { mkdirSync } from 'node:fs';
import type { Browser } from '@playwright/test';
import { expectAxeClean } from './axe';
import { expect, type Page } from './test';

// Decision 038: /plans, /privacy-policy and /whats-new come drawn by the server with their data. With no script
// the drawn page is the page (readable, links followed); with scripts, the app's first render must draw the
// same boxes in the same places, or the swap shifts the layout (CLS) and can count as a later Largest
// Contentful Paint.

const SHOTS = '/tmp/shots';

export type Box = { top: number; left: number; width: number; height: number };

/** Page coordinates of the first element matching each selector under `root`. */
export async function boxesUnder(page: Page, root: string, selectors: readonly string[]): Promise<Box[]> {
  return page.evaluate(
    ({ root, selectors }) =>
      selectors.map((selector) => {
        const element = document.querySelector(`${root} ${selector}`);
        if (!element) throw new Error(`${root} ${selector} not found`);
        const rect = element.getBoundingClientRect();
        return {
          top: Math.round(rect.top + window.scrollY),
          left: Math.round(rect.left),
          width: Math.round(rect.width),
          height: Math.round(rect.height),
        };
      }),
    { root, selectors },
  );
}

/** Opens `path` with JavaScript disabled at `width` px; the test then reads the page a reader without it gets. */
export async function openWithoutJavaScript(
  browser: Browser,
  baseURL: string | undefined,
  path: string,
  width: number,
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: { width, height: 900 },
  });
  const page = await context.newPage();
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  // The shell's "enable JavaScript" line is not there: the page is readable as it is.
  await expect(page.getByText('Ative o JavaScript')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return page;
}

/** The public footer's links, followed without a script. */
export async function expectFooterLinks(page: Page): Promise<void> {
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Termos e privacidade' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
  await expect(footer.getByRole('link', { name: 'Novidades' })).toHaveAttribute('href', '/whats-new');
}

/** A full-page screenshot in /tmp/shots. */
export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** A full-page screenshot in /tmp/shots and axe on the page as it is (scripts running: axe needs them). */
export async function shotAndAxe(page: Page, name: string, what: string): Promise<void> {
  await expectAxeClean(page, what);
  await shot(page, name);
}

/**
 * Axe on the server's page as a reader without JavaScript gets it. Axe itself needs scripts, so the page is
 * opened with the site's scripts refused instead: the same HTML, never taken over or marked as a picture.
 */
export async function expectServerPageAxeClean(
  browser: Browser,
  baseURL: string | undefined,
  path: string,
  width: number,
): Promise<void> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.route('**/*.js', (route) => route.abort());
  await page.goto(path);
  const drawn = page.locator('#atalho-first-paint');
  await expect(drawn).toBeVisible();
  await expect(drawn).not.toHaveAttribute('aria-hidden', 'true');
  await expect(drawn).not.toHaveAttribute('inert', '');
  await expectAxeClean(page, `${path} as the server draws it, at ${width} px`);
  await context.close();
}

/**
 * Loads `path` twice at `width` px: with the scripts refused (the server's page stays on screen) and normally
 * (the app replaces it). The boxes of `selectors` must be the same in both (±2 px), in the task that swapped the
 * pages (the app's first render is the page, not a skeleton the data replaces later) and once the page settled,
 * and the normal load must shift nothing (layout-shift entries, as CLS counts them).
 */
export async function expectNoShiftAtSwap(
  browser: Browser,
  baseURL: string | undefined,
  path: string,
  width: number,
  selectors: readonly string[],
): Promise<void> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.route('**/*.js', (route) => route.abort());
  await page.goto(path);
  const drawn = await boxesUnder(page, '#atalho-first-paint', selectors);
  await page.unroute('**/*.js');

  await page.addInitScript((selectors) => {
    const store: { shifts: number[]; atSwap: unknown } = { shifts: [], atSwap: null };
    Object.defineProperty(window, '__drawn', { value: store });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        store.shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
    const swap = new MutationObserver(() => {
      if (document.getElementById('atalho-first-paint') || !document.querySelector('#root h1')) return;
      swap.disconnect();
      store.atSwap = selectors.map((selector) => {
        const rect = document.querySelector(`#root ${selector}`)?.getBoundingClientRect();
        if (!rect) return null;
        return {
          top: Math.round(rect.top + window.scrollY),
          left: Math.round(rect.left),
          width: Math.round(rect.width),
          height: Math.round(rect.height),
        };
      });
    });
    document.addEventListener('DOMContentLoaded', () =>
      swap.observe(document.body, { childList: true, subtree: true }),
    );
  }, selectors);
  await page.goto(path);
  await expect(page.locator('#atalho-first-paint')).toHaveCount(0);
  await expect(page.locator('#root h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const { shifts, atSwap } = await page.evaluate(
    () => (window as unknown as { __drawn: { shifts: number[]; atSwap: (Box | null)[] | null } }).__drawn,
  );
  const settled = await boxesUnder(page, '#root', selectors);
  for (const [when, app] of [
    ['at the swap', atSwap],
    ['settled', settled],
  ] as const) {
    for (const [index, selector] of selectors.entries()) {
      const [before, after] = [drawn[index], app?.[index]];
      for (const side of ['top', 'left', 'width', 'height'] as const) {
        const gap = Math.abs((after?.[side] ?? Number.NaN) - (before?.[side] ?? Number.NaN));
        expect(
          gap,
          `${path} at ${width} px, ${selector}: ${side}, app ${when} vs server`,
        ).toBeLessThanOrEqual(2);
      }
    }
  }
  expect(
    shifts.reduce((sum, value) => sum + value, 0),
    `${path} at ${width} px: layout shift`,
  ).toBeLessThanOrEqual(0.01);
  await context.close();
}
