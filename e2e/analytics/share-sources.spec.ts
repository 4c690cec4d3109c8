import { admin, createLink } from '../support/api';
import { newUser, requireToken, signIn } from '../support/auth';
import { expectAxeClean } from '../support/axe';
import { baseURL, dataDir } from '../support/env';
import { startTargetServer } from '../support/target-server';
import { type APIRequestContext, type Browser, expect, type Page, test } from '../support/test';

/**
 * Issue 36 item 2: every share target carries its own share option (decision 019, "Share sources"). The owner takes
 * each network's address from the links panel's share menu and the QR code's value, a visitor opens each shared
 * link (the redirect screen records the click), and the dashboard's "Compartilhado em" lists each under its name.
 */

let target: Awaited<ReturnType<typeof startTargetServer>>;

test.beforeAll(async () => {
  target = await startTargetServer();
});
test.afterAll(async () => {
  await target.close();
});

/** The share menu's networks: the item's name, the query parameter of its address that holds the link, its `s`. */
const networks = [
  { name: 'WhatsApp', param: 'text', option: 'whatsapp' },
  { name: 'Facebook', param: 'u', option: 'facebook' },
  { name: 'Twitter', param: 'url', option: 'twitter' },
  { name: 'LinkedIn', param: 'url', option: 'linkedin' },
  { name: 'Messenger', param: 'link', option: 'messenger' },
  { name: 'E-mail', param: 'body', option: 'email' },
] as const;

/** The short link inside a network's share address (`…?text=<link>`, `mailto:?body=<link>`…). */
function sharedLinkOf(href: string, param: string): string {
  const value = new URL(href).searchParams.get(param) ?? '';
  const link = value.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link in ${href}`);
  return link;
}

/** A visitor opens the shared address in a browser of their own: the redirect screen records the click. */
async function openAsVisitor(browser: Browser, shared: string): Promise<void> {
  const context = await browser.newContext({
    baseURL,
    locale: 'pt-BR',
    viewport: { width: 390, height: 800 },
  });
  try {
    const visitor = await context.newPage();
    const clicked = visitor.waitForResponse(
      (r) => r.url().endsWith('/api/v1/clicks') && r.request().method() === 'POST',
    );
    // The link's own path and query on the server under test (PUBLIC_URL may name it differently).
    const url = new URL(shared);
    await visitor.goto(`${url.pathname}${url.search}`);
    expect((await clicked).status(), shared).toBe(201);
  } finally {
    await context.close();
  }
}

/** The share-on of each stored click of the link, as the owner reads them (GET /api/v1/clicks, PRO). */
async function storedShareOptions(
  request: APIRequestContext,
  token: string,
  code: string,
): Promise<string[]> {
  const response = await request.get('/api/v1/clicks', {
    params: { text: code, page: 0, size: 50 },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  const page = (await response.json()) as {
    content: { clickProperties: { name: string; value: string }[] }[];
  };
  return page.content
    .map((click) => click.clickProperties.find((property) => property.name === 'share-on')?.value ?? '')
    .sort();
}

async function shotOf(page: Page, name: string) {
  await page.getByTestId('share-on-list').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/share-sources-${name}.png`, fullPage: true });
  await page.getByTestId('share-on-list').screenshot({ path: `/tmp/share-sources-${name}-list.png` });
}

test('each share target carries its share option and the dashboard lists it under its name', async ({
  page,
  browser,
}) => {
  test.skip(!dataDir, 'needs the server DATA_DIR for the admin CLI');
  test.setTimeout(120_000);
  const owner = await signIn(page, newUser('share-sources'));
  await admin('plan', 'grant', owner.email, 'PRO');
  const token = await requireToken(page);
  const link = await createLink(page.request, token, target.url);

  const shared: { name: string; option: string; url: string }[] = [];
  await test.step('the share menu and the QR code of the link card', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/painel/links/shortened');
    const card = page.locator(`[data-testid="link-card"][data-link-id="${link.id}"]`);
    // Read the menu's addresses at once, reopening it if a re-render of the list (the plan just granted) closed it.
    let items: { name: string; href: string }[] = [];
    await expect(async () => {
      if (!(await page.getByRole('menu').isVisible())) {
        await card.getByRole('button', { name: 'Compartilhar' }).click();
      }
      items = await page
        .getByRole('menu')
        .locator('a[role="menuitem"]')
        .evaluateAll((links) =>
          links.map((link) => ({
            name: link.textContent?.trim() ?? '',
            href: link.getAttribute('href') ?? '',
          })),
        );
      expect(items.map((item) => item.name)).toEqual(networks.map((network) => network.name));
    }).toPass({ timeout: 20_000 });
    for (const network of networks) {
      const href = items.find((item) => item.name === network.name)?.href ?? '';
      const url = sharedLinkOf(href, network.param);
      expect(new URL(url).searchParams.get('s'), network.name).toBe(network.option);
      expect(new URL(url).pathname).toBe(`/${link.code}`);
      shared.push({ name: network.name, option: network.option, url });
    }
    await page.keyboard.press('Escape');
    await card.getByRole('button', { name: 'QR code', exact: true }).click();
    const qr = page.getByRole('dialog', { name: 'QR code do link' });
    const value = await qr
      .getByRole('img', { name: 'QR code do link encurtado' })
      .getAttribute('data-qr-value');
    expect(value).toMatch(new RegExp(`/${link.code}\\?s=q$`));
    shared.push({ name: 'QR code', option: 'q', url: value ?? '' });
    await page.keyboard.press('Escape');
  });

  await test.step('a visitor opens each shared link: the redirect screen records its share option', async () => {
    for (const { url } of shared) await openAsVisitor(browser, url);
    // Clicks are written in batches (group commit): poll briefly.
    await expect
      .poll(() => storedShareOptions(page.request, token, link.code))
      .toEqual(shared.map(({ option }) => option).sort());
  });

  await test.step('"Compartilhado em" shows each share option under its name, with its icon', async () => {
    await page.goto(`/painel/analytics?onlineAddressId=${link.id}`);
    await expect(page.getByTestId('views-total')).toHaveText(String(shared.length), { timeout: 20_000 });
    const list = page.getByTestId('share-on-list');
    for (const { name, option } of shared) {
      const row = list.locator(`li[data-share-on="${option}"]`);
      await expect(row, name).toContainText(name);
      await expect(row).toContainText('14,3% · 1');
      await expect(row.locator('svg')).toHaveCount(1);
    }
    await expect(list.getByText('Acesso direto')).toHaveCount(0);
    await expect(list.locator('li')).toHaveCount(shared.length);
  });

  await test.step('at 1366 and 390 px: axe-clean, no sideways scroll', async () => {
    await shotOf(page, '1366');
    await expectAxeClean(page, 'the dashboard with every share option');
    await page.setViewportSize({ width: 390, height: 900 });
    await expect(page.getByTestId('share-on-list').locator('li')).toHaveCount(shared.length);
    await shotOf(page, '390');
    await expectAxeClean(page, 'the dashboard with every share option at 390 px');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'no sideways scroll').toBeLessThanOrEqual(0);
  });
});
