import {
  expectFooterLinks,
  expectNoShiftAtSwap,
  expectServerPageAxeClean,
  openWithoutJavaScript,
  shot,
  shotAndAxe,
} from '../support/drawn-page';
import { expect, test } from '../support/test';

/**
 * Issue 37 item 10: the visitor's /whats-new is a light page drawn by the server (decision 038), no longer the
 * panel's whole kit. Without JavaScript the news are on the page; with it, the app takes over in place.
 */
const SELECTORS = ['h1', '.news-head p', '.news-card', '.news-card:last-child', 'footer'];

for (const width of [390, 1366]) {
  test(`/whats-new at ${width} px: the news are in the HTML, readable with JavaScript off`, async ({
    browser,
    baseURL,
  }) => {
    const page = await openWithoutJavaScript(browser, baseURL, '/whats-new', width);
    await expect(page.getByRole('heading', { level: 1, name: 'Novidades' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Páginas de captura' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(8);
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Atalho: página inicial' }),
    ).toHaveAttribute('href', '/');
    await expectFooterLinks(page);
    await shot(page, `whats-new-nojs-${width}`);
    await expectServerPageAxeClean(browser, baseURL, '/whats-new', width);
    await page.context().close();
  });

  test(`/whats-new at ${width} px: the app draws the server's page in place, nothing shifts`, async ({
    browser,
    baseURL,
  }) => {
    await expectNoShiftAtSwap(browser, baseURL, '/whats-new', width, SELECTORS);
  });
}

test('/whats-new with JavaScript: the light page, its sign-in button and axe at 390 and 1366 px', async ({
  page,
}) => {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/whats-new');
    await expect(page.locator('#atalho-first-paint')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Novidades' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Entrar' })).toBeVisible();
    // A light page: no Chakra on it.
    expect(await page.locator('style[data-emotion]').count()).toBe(0);
    await page.waitForLoadState('networkidle');
    await shotAndAxe(page, `whats-new-${width}`, `/whats-new at ${width} px`);
  }
});
