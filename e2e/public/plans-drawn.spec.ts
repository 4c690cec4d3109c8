import { acceptCookies } from '../support/auth';
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
 * Issue 37 item 10: /plans comes drawn by the server with the catalogue (decision 038). Without JavaScript the
 * plans, prices and comparison are on the page; with it, the app's PlanGrid takes over without moving a box and
 * the subscribe action still leads to sign-up.
 */
const SELECTORS = [
  'h1',
  '.plans-intro',
  '[role="tablist"]',
  '[data-testid="plan-1"]',
  '[data-testid="plan-3"]',
  '[data-testid="plan-4"]',
  '.plans-compare-table',
  'footer',
];

for (const width of [390, 1366]) {
  test(`/plans at ${width} px: the plans are in the HTML, readable with JavaScript off`, async ({
    browser,
    baseURL,
  }) => {
    const page = await openWithoutJavaScript(browser, baseURL, '/plans', width);
    await expect(page.getByRole('heading', { level: 1, name: 'Planos e preços' })).toBeVisible();
    for (const [id, name] of [
      [1, 'Grátis'],
      [2, 'Básico'],
      [3, 'Profissional'],
      [4, 'Empresarial'],
    ] as const) {
      await expect(page.getByTestId(`plan-${id}`).getByRole('heading', { name })).toBeVisible();
    }
    await expect(page.getByTestId('plan-3')).toContainText('R$ 29,90');
    await expect(page.getByTestId('plan-3').getByText('Recomendado', { exact: true })).toBeVisible();
    await expect(page.getByRole('table')).toContainText('Tela de carregamento com sua marca');
    await expectFooterLinks(page);
    await shot(page, `plans-nojs-${width}`);
    await expectServerPageAxeClean(browser, baseURL, '/plans', width);
    await page.context().close();
  });

  test(`/plans at ${width} px: the app draws the server's page in place, nothing shifts`, async ({
    browser,
    baseURL,
  }) => {
    await expectNoShiftAtSwap(browser, baseURL, '/plans', width, SELECTORS);
  });
}

test('/plans keeps working once the app took over: tabs, the cookie notice, the subscribe action', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/plans?planId=4');
  await acceptCookies(page);
  await expect(page.locator('#atalho-first-paint')).toHaveCount(0);
  // The hint of the address reached the server's drawing and the app's alike.
  await expect(page.getByTestId('plan-4').getByText('Indicado para você', { exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await shotAndAxe(page, 'plans-390', '/plans?planId=4 at 390 px');
  await page.getByRole('tab', { name: 'Anual' }).click();
  await expect(page.getByTestId('plan-3')).toContainText('/ano');
  await page.getByTestId('plan-3').getByRole('button', { name: 'Cadastre-se' }).click();
  await expect(page.getByRole('dialog', { name: 'Entre para assinar o plano Profissional' })).toBeVisible();
});
