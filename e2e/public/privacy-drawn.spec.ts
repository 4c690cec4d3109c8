import {
  expectFooterLinks,
  expectNoShiftAtSwap,
  expectServerPageAxeClean,
  openWithoutJavaScript,
  shot,
  shotAndAxe,
} from '../support/drawn-page';
import { expect, type Page, test } from '../support/test';

/**
 * Issue 37 item 10: /privacy-policy comes drawn by the server with the latest terms of use and privacy policy
 * (decision 038), no longer after the panel's whole kit and two API calls. Without JavaScript both documents are
 * on the page; with it, the light page takes over without moving a box, under the one cookie notice.
 */
const cookieNotice = (page: Page) => page.locator('section[aria-label="Preferências de cookies"]');
const SELECTORS = ['h1', '#terms-of-use', '#privacy-policy', '.legal-version', '#third-parties', 'footer'];

async function latestVersion(page: Page, resource: string): Promise<string> {
  const answer = await page.request.get(`/api/v1/${resource}?page=0&size=1&orderBy=id:DESC`);
  expect(answer.status()).toBe(200);
  const { content } = (await answer.json()) as { content: { name: string }[] };
  return content[0]?.name ?? '';
}

for (const width of [390, 1366]) {
  test(`/privacy-policy at ${width} px: both documents are in the HTML, readable with JavaScript off`, async ({
    browser,
    baseURL,
  }) => {
    const page = await openWithoutJavaScript(browser, baseURL, '/privacy-policy', width);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Termos de uso e política de privacidade' }),
    ).toBeVisible();
    const terms = page.getByRole('region', { name: 'Termos de uso' });
    await expect(
      terms.getByText(`Versão ${await latestVersion(page, 'terms-of-use')} · atualizada em`),
    ).toBeVisible();
    await expect(terms.getByRole('heading', { level: 3 }).first()).toBeVisible();
    const privacy = page.getByRole('region', { name: 'Política de privacidade' });
    await expect(
      privacy.getByText(`Versão ${await latestVersion(page, 'privacy-policies')} · atualizada em`),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'IP Geolocation by DB-IP' })).toHaveAttribute(
      'href',
      'https://db-ip.com',
    );
    await expect(page).toHaveTitle('Termos de uso e privacidade — Atalho');
    await expectFooterLinks(page);
    await shot(page, `privacy-nojs-${width}`);
    await expectServerPageAxeClean(browser, baseURL, '/privacy-policy', width);
    await page.context().close();
  });

  test(`/privacy-policy at ${width} px: the app draws the server's page in place, nothing shifts`, async ({
    browser,
    baseURL,
  }) => {
    await expectNoShiftAtSwap(browser, baseURL, '/privacy-policy', width, SELECTORS);
  });
}

test('/privacy-policy keeps working once the app took over: the cookie notice, no API wait, axe', async ({
  page,
}) => {
  const reads: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/v1\/(terms-of-use|privacy-policies)/.test(request.url())) reads.push(request.url());
  });
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.context().clearCookies();
    await page.goto('/privacy-policy');
    await expect(page.locator('#atalho-first-paint')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(cookieNotice(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shotAndAxe(page, `privacy-${width}`, `/privacy-policy at ${width} px`);
  }
  // The app starts from the documents the server drew the page with: it asks the API for neither.
  expect(reads).toEqual([]);
});
