import { createLink } from '../support/api';
import { requireToken, signIn } from '../support/auth';
import { expectAxeClean, waitForStillPage } from '../support/axe';
import { closeFirstVisitDialog, headingOrFirstVisitDialog } from '../support/first-visit';
import { expect, type Page, test } from '../support/test';

/**
 * Issue 10 §8: every public and panel page passes axe (WCAG 2.0 A/AA and 2.1 AA) at a phone's and a
 * laptop's width, has tap targets of at least 24 px (axe `target-size`) and no sideways scroll at 360 px.
 */
const publicPages = ['/', '/lp', '/privacy-policy', '/plans', '/whats-new'];
const panelPages = [
  '/painel/links/shortened',
  '/painel/whats-new',
  '/painel/api-reference',
  '/painel/configs/loading-screen',
  '/painel/configs/account',
  '/painel/links/page-bio',
  '/painel/nfoproduct',
  '/painel/sms',
  '/painel/sms/sender',
  '/painel/sms/contacts',
  '/painel/analytics',
  '/painel/subscriptions',
  '/plans',
];
const widths = [390, 1366];

/** Waits until the page's remote rendered its heading and the home page revealed every section. */
async function settle(page: Page): Promise<void> {
  await expect(headingOrFirstVisitDialog(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await waitForStillPage(page);
}

async function checkPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settle(page);
  await expectAxeClean(page, path);
  // A first-visit dialog was checked with the page behind it; the page is checked once it is closed.
  if (await closeAndSettle(page)) await expectAxeClean(page, `${path} (after its first-visit dialog)`);
}

/** Closes a first-visit dialog and waits for the page behind it; true if one was open. */
async function closeAndSettle(page: Page): Promise<boolean> {
  if (!(await closeFirstVisitDialog(page))) return false;
  await settle(page);
  return true;
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test.describe.configure({ timeout: 240_000 });

for (const width of widths) {
  test(`public pages pass axe at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of publicPages) {
      await test.step(path, () => checkPage(page, path));
    }
  });

  test(`the short link's screen passes axe at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const created = await page.request.post('/api/v1/online-addresses', {
      data: { url: 'https://example.com/a11y' },
    });
    const { code } = (await created.json()) as { code: string };
    await page.route('https://example.com/**', (route) => route.fulfill({ body: 'ok' }));
    await page.goto(`/${code}?countClick=false`);
    // Stop the countdown so the page stays; the cancelled state is the one with every control.
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByRole('button', { name: 'Denunciar link' })).toBeVisible();
    await expectAxeClean(page, `/${code}`);
  });

  test(`the links screen's empty state passes axe at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page);
    await checkPage(page, '/painel/links/shortened');
    await expect(page.getByTestId('links-empty')).toBeVisible();
    expect.soft(await horizontalOverflow(page), 'empty links screen').toBeLessThanOrEqual(0);
  });

  test(`panel pages pass axe at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page);
    // A link in the list, so the table and its row actions are checked too.
    await createLink(
      page.request,
      await requireToken(page),
      'https://example.com/a-long-address/that-must-not-widen/the-links-panel?on=phones&with=query',
    );
    for (const path of panelPages) {
      await test.step(path, () => checkPage(page, path));
    }
  });
}

test('no page scrolls sideways at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of publicPages) {
    await page.goto(path);
    await settle(page);
    expect.soft(await horizontalOverflow(page), `${path} at 360 px`).toBeLessThanOrEqual(0);
  }
  await signIn(page);
  await createLink(
    page.request,
    await requireToken(page),
    'https://example.com/a-long-address/that-must-not-widen/the-links-panel?on=phones&with=query',
  );
  for (const path of panelPages) {
    await page.goto(path);
    await settle(page);
    expect.soft(await horizontalOverflow(page), `${path} at 360 px`).toBeLessThanOrEqual(0);
    if (await closeAndSettle(page))
      expect
        .soft(await horizontalOverflow(page), `${path} at 360 px, its dialog closed`)
        .toBeLessThanOrEqual(0);
  }
});
