import { mkdirSync } from 'node:fs';
import { acceptCookies, newUser, signIn } from '../support/auth';
import { expectAxeClean } from '../support/axe';
import { expect, type Locator, type Page, test } from '../support/test';

/**
 * Issue 37 item 6: /plans shows every plan at once (no carousel), the free plan named once, the recommended
 * plan marked, and a comparison of what each plan unlocks that is the API's own entitlements, on a phone
 * without sideways scroll.
 */
const SHOTS = '/tmp/shots';
const PLAN_IDS = [1, 2, 3, 4];
const PRO = 3;

interface CataloguePlan {
  id: number;
  name: string;
  features: string[];
}

async function catalogue(page: Page): Promise<CataloguePlan[]> {
  const answer = await page.request.get(
    '/api/v1/subscriptions-plans?page=0&size=100&active=true&embedSubscriptionPlanInclude=true',
  );
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { content: CataloguePlan[] }).content;
}

/** The plans page with its four cards drawn (and the cookie banner answered, so it covers nothing). */
async function openPlans(page: Page, path = '/plans'): Promise<Locator[]> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Planos e preços' })).toBeVisible();
  await acceptCookies(page);
  const cards = PLAN_IDS.map((id) => page.getByTestId(`plan-${id}`));
  for (const card of cards) await expect(card).toBeVisible();
  await page.waitForLoadState('networkidle');
  return cards;
}

async function boxes(cards: Locator[]) {
  return Promise.all(
    cards.map(async (card) => {
      const box = await card.boundingBox();
      if (!box) throw new Error('a plan card has no box');
      return box;
    }),
  );
}

async function expectNoCarousel(page: Page, cards: Locator[]) {
  for (const name of ['Próximos planos', 'Planos anteriores']) {
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  }
  await expect(page.locator('[aria-roledescription]')).toHaveCount(0);
  // No card is set aside as a hidden slide.
  for (const card of cards) {
    expect(await card.evaluate((element) => element.closest('[inert], [aria-hidden="true"]'))).toBeNull();
  }
}

test.describe('the plans page shows every plan at once', () => {
  test('at 390 px the four cards stack within the width, the recommended one marked', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const cards = await openPlans(page);
    await expectNoCarousel(page, cards);

    const placed = await boxes(cards);
    for (const [index, box] of placed.entries()) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      // One card a row, each below the previous one.
      if (index > 0) expect(box.y).toBeGreaterThanOrEqual((placed[index - 1]?.y ?? 0) + 1);
      expect(Math.abs(box.x - (placed[0]?.x ?? 0))).toBeLessThanOrEqual(1);
    }

    // The free plan is named once: no "Grátis" over "Grátis".
    const free = page.getByTestId('plan-1');
    expect((await free.innerText()).match(/Grátis/g)).toHaveLength(1);
    await expect(free).toContainText(/R\$\s0,00/);
    // Profissional is the recommended plan, with a visible label on its card.
    const recommended = page.getByTestId(`plan-${PRO}`).getByText('Recomendado', { exact: true });
    await expect(recommended).toBeVisible();
    await expect(page.getByText('Recomendado', { exact: true })).toHaveCount(1);

    await expectAxeClean(page, '/plans at 390 px');
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/plans-390.png`, fullPage: true });

    // Choosing a plan still opens the subscribe flow: a visitor is asked to sign in.
    await page.getByTestId(`plan-${PRO}`).getByRole('button', { name: 'Cadastre-se' }).click();
    await expect(page.getByRole('dialog', { name: 'Entre para assinar o plano Profissional' })).toBeVisible();
  });

  test('at 1366 px the four cards sit in one row (or two by two) inside the width', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const cards = await openPlans(page);
    await expectNoCarousel(page, cards);

    const placed = await boxes(cards);
    for (const box of placed) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(1366);
    }
    const rows = new Set(placed.map((box) => Math.round(box.y)));
    const columns = new Set(placed.map((box) => Math.round(box.x)));
    expect(['1x4', '2x2']).toContain(`${rows.size}x${columns.size}`);

    await expect(page.getByTestId(`plan-${PRO}`).getByText('Recomendado', { exact: true })).toBeVisible();
    expect((await page.getByTestId('plan-1').innerText()).match(/Grátis/g)).toHaveLength(1);

    await expectAxeClean(page, '/plans at 1366 px');
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/plans-1366.png`, fullPage: true });
  });

  test('a hinted plan (?planId=) takes the highlight instead', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await openPlans(page, '/plans?planId=4');
    await expect(page.getByTestId('plan-4').getByText('Indicado para você', { exact: true })).toBeVisible();
    await expect(page.getByText('Recomendado', { exact: true })).toHaveCount(0);
  });

  test('the comparison says what the API unlocks for each plan, and fits 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await openPlans(page);
    const plans = await catalogue(page);
    const table = page.getByRole('table', { name: 'Compare os planos' });
    await expect(table).toBeVisible();

    // Columns are the cards' plans, in the cards' order.
    const heads = await table.getByRole('columnheader').allInnerTexts();
    expect(heads.slice(1)).toEqual(['Grátis', 'Básico', 'Profissional', 'Empresarial']);
    const order = [1, 2, 3, 4].map((id) => plans.find((plan) => plan.id === id));
    // "Acesso à API" is marked exactly for the plans whose features (the entitlements table) include it.
    const marks = async (feature: string) =>
      table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: feature, exact: true }) })
        .getByRole('cell')
        .evaluateAll((cells) => cells.map((cell) => cell.querySelector('.pub-sr-only')?.textContent));
    const expected = (feature: string) =>
      order.map((plan) => (plan?.features.includes(feature) ? 'Incluído' : 'Não incluído'));
    expect(await marks('Acesso à API')).toEqual(expected('apiAccess'));
    expect(await marks('Acesso à API')).toEqual(['Não incluído', 'Não incluído', 'Incluído', 'Incluído']);
    expect(await marks('Domínio e subdomínio próprios')).toEqual(expected('customDomain'));
    expect(await marks('Envio de SMS (R$ 0,30 por SMS)')).toEqual(expected('smsSending'));
    expect(await marks('Troca de código e destino do link')).toEqual(expected('editLink'));

    // Chromium still exposes a table when the phone layout draws its rows as grids.
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: { role?: { value?: string } }[];
    };
    const roles = nodes.map((node) => node.role?.value);
    expect(roles).toContain('table');
    expect(roles.filter((role) => role === 'columnheader').length).toBeGreaterThanOrEqual(5);
    expect(roles.filter((role) => role === 'rowheader').length).toBeGreaterThanOrEqual(10);

    // No sideways scroll on a 360 px phone.
    expect(
      await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY),
    ).toBeLessThanOrEqual(360);
    const tableBox = await table.boundingBox();
    expect((tableBox?.x ?? 0) + (tableBox?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(360);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/plans-360.png`, fullPage: true });
  });

  for (const width of [390, 1366]) {
    test(`the panel's plans dialog shows the same grid and comparison at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await signIn(page, newUser('plans-dialog'));
      await page.goto('/painel/analytics');
      await page.getByTestId('analytics-upsell').getByRole('button', { name: 'Ver planos e preços' }).click();
      const dialog = page.getByRole('dialog', { name: 'Planos e preços' });
      await expect(dialog).toBeVisible();
      for (const id of PLAN_IDS) await expect(dialog.getByTestId(`plan-${id}`)).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Próximos planos' })).toHaveCount(0);
      await expect(dialog.getByRole('table', { name: 'Compare os planos' })).toBeVisible();
      // Signed in on the free plan: its button is disabled, the others subscribe.
      await expect(dialog.getByTestId('plan-1').getByRole('button')).toBeDisabled();
      await expect(dialog.getByTestId(`plan-${PRO}`).getByRole('button', { name: 'Assinar' })).toBeEnabled();
      await expectAxeClean(page, `plans dialog at ${width} px`);
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/plans-dialog-${width}.png` });
      await dialog
        .getByRole('table', { name: 'Compare os planos' })
        .screenshot({ path: `${SHOTS}/plans-dialog-table-${width}.png` });
    });
  }
});
