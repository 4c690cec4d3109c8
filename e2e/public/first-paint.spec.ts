import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

// The first paint of `/` and `/lp` is a picture of the page's top (decision 012): the app must draw the same
// boxes in the same places, or the swap jumps and, on `/lp`, the app's screenshot counts as a new, later
// Largest Contentful Paint (a 46 px gap once took the phone LCP from 1.4 to 6.3 s).

type Box = { top: number; height: number };

async function boxes(page: Page, root: string, selectors: readonly string[]): Promise<Box[]> {
  return page.evaluate(
    ({ root, selectors }) =>
      selectors.map((selector) => {
        const element = document.querySelector(`${root} ${selector}`);
        if (!element) throw new Error(`${root} ${selector} not found`);
        const rect = element.getBoundingClientRect();
        return { top: Math.round(rect.top + window.scrollY), height: Math.round(rect.height) };
      }),
    { root, selectors },
  );
}

const pages = [
  { path: '/', selectors: ['h1', 'p'] },
  { path: '/lp', selectors: ['h1', 'p', 'h2', 'img'] },
] as const;

for (const width of [390, 1366]) {
  for (const { path, selectors } of pages) {
    test(`${path} at ${width} px: the app draws its top where the first paint pictured it`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
      const page = await context.newPage();
      // Scripts refused: the page stays on its first paint (JavaScript on, so no <noscript> line).
      await page.route('**/*.js', (route) => route.abort());
      await page.goto(path);
      const pictured = await boxes(page, '#atalho-first-paint', selectors);
      await page.unroute('**/*.js');

      await page.goto(path);
      await expect(page.locator('#atalho-first-paint')).toHaveCount(0);
      await expect(page.locator('#root h1')).toBeVisible();
      const drawn = await boxes(page, '#root', selectors);
      const offsets = selectors.map((selector, index) => ({
        selector,
        top: Math.abs((drawn[index]?.top ?? Number.NaN) - (pictured[index]?.top ?? Number.NaN)),
        height: Math.abs((drawn[index]?.height ?? Number.NaN) - (pictured[index]?.height ?? Number.NaN)),
      }));
      for (const { selector, top, height } of offsets) {
        expect(top, `${selector}: top, app vs first paint`).toBeLessThanOrEqual(2);
        expect(height, `${selector}: height, app vs first paint`).toBeLessThanOrEqual(2);
      }
      await context.close();
    });
  }
}
