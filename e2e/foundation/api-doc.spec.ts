import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { signIn } from '../support/auth';
import { expect, type Page, test } from '../support/test';

/**
 * Issue 37 item 7: /api-doc is the API reference in Portuguese and the product's look (Scalar over
 * /api-doc/json), with curl and JavaScript samples, its renderer served by this server and fetched by this
 * page only, under the page's own policy (a CSP violation fails any test through the fixture).
 */
const SHOTS = '/tmp/shots';
const TITLE = 'Referência da API — Atalho';
const SHORTEN = 'section[id$="/tag/online-addresses/POST/api/v1/online-addresses"]';

/**
 * axe (WCAG 2.1 AA and 24 px targets) on the reference. The renderer is third-party: what it gets wrong is
 * printed for the record, and only a critical violation fails.
 */
async function checkAxe(page: Page, label: string): Promise<void> {
  const wcag = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  const targets = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
  const violations = [...wcag.violations, ...targets.violations];
  const found = violations.map(
    (v) => `${v.id} (${v.impact ?? '?'}, ${v.nodes.length}): ${JSON.stringify(v.nodes[0]?.target ?? [])}`,
  );
  console.log(`axe on ${label}: ${found.length ? `\n  ${found.join('\n  ')}` : 'no violations'}`);
  expect(
    violations.filter((v) => v.impact === 'critical').map((v) => v.id),
    `critical axe violations on ${label}`,
  ).toEqual([]);
}

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const width of [390, 1366]) {
  test(`/api-doc shows the Portuguese reference with curl and fetch samples at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const scripts: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    await page.goto('/api-doc');
    await expect(page).toHaveTitle(TITLE);
    await expect(page.getByRole('heading', { level: 1, name: 'API do Atalho' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Autenticação' })).toBeVisible();
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/api-doc-${width}.png` });
    await checkAxe(page, `/api-doc at ${width} px`);

    // A tag opens on its operations: shortening a link, with its curl sample against this server.
    await page.getByRole('button', { name: 'Mostrar todos os endpoints de Links' }).click();
    const operation = page.locator(SHORTEN);
    await expect(operation).toBeVisible();
    await operation.scrollIntoViewIfNeeded();
    const sample = operation.locator('pre code').first();
    await expect(sample).toContainText('curl');
    await expect(sample).toContainText('/api/v1/online-addresses');
    await operation.screenshot({ path: `${SHOTS}/api-doc-operation-${width}.png` });

    // The samples are curl and JavaScript's fetch, nothing else.
    await operation.getByTestId('client-picker').click();
    await expect(page.getByRole('option')).toHaveText(['Fetch', 'Curl'], { useInnerText: true });
    await page.getByRole('option', { name: 'Fetch' }).click();
    await expect(operation.locator('pre code').first()).toContainText('fetch(');
    await expect(page).toHaveTitle(TITLE);
    await checkAxe(page, `/api-doc with an operation open at ${width} px`);

    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    if (width === 390) {
      await page.setViewportSize({ width: 360, height: 800 });
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    }
    // Every script came from this server's /api-doc assets: nothing of the panel's apps, nothing remote.
    expect(scripts.length).toBeGreaterThan(2);
    expect(scripts.filter((path) => !path.startsWith('/api-doc/assets/'))).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('the panel loads the reference only when asked, in a frame, under the same policy', async ({ page }) => {
  const assets: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api-doc/assets/')) assets.push(request.url());
  });
  await signIn(page);
  await page.goto('/painel/api-reference');
  const show = page.getByRole('button', { name: 'Mostrar a documentação interativa aqui' });
  await expect(show).toBeVisible();
  expect(assets).toEqual([]);
  await show.click();
  const frame = page.frameLocator('iframe[title="Documentação interativa"]');
  await expect(frame.getByRole('heading', { level: 1, name: 'API do Atalho' })).toBeVisible();
  expect(assets.length).toBeGreaterThan(2);
  await page.screenshot({ path: `${SHOTS}/api-doc-panel-1366.png` });
});
