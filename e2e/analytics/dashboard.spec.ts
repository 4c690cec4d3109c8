import { admin, createLink } from '../support/api';
import { newUser, requireToken, signIn } from '../support/auth';
import { expectAxeClean } from '../support/axe';
import { dataDir } from '../support/env';
import { type APIRequestContext, expect, test } from '../support/test';

/** A visitor's click as the redirect screen sends it, from a Brazilian address (geo lookup → BR). */
async function visit(request: APIRequestContext, code: string, session: string, platform: string) {
  const view = await request.get(`/api/v1/online-addresses/code/${code}?view=true`);
  const visitToken = view.headers()['visit-token'];
  const response = await request.post('/api/v1/clicks', {
    data: {
      onlineAddress: { code },
      userSessionId: session,
      visitToken,
      clickProperties: [
        { name: 'platform', value: platform, type: 'STANDARD' },
        { name: 'breakpoint-name', value: 'xs', type: 'STANDARD' },
      ],
    },
    headers: { 'x-forwarded-for': '200.147.67.142' },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test("a PRO owner reads a link's dashboard: 7 days, by month, and the region drill-down to Brazil's states", async ({
  page,
  request,
}) => {
  test.skip(!dataDir, 'needs the server DATA_DIR for the admin CLI');
  test.setTimeout(180_000);
  const owner = await signIn(page, newUser('analytics'));
  await admin('plan', 'grant', owner.email, 'PRO');
  const token = await requireToken(page);
  const link = await createLink(request, token, 'https://example.com/analytics');
  await visit(request, link.code, 'visitante-1', 'Android');
  await visit(request, link.code, 'visitante-1', 'Android');
  await visit(request, link.code, 'visitante-2', 'iPhone');

  await page.goto(`/painel/analytics?onlineAddressId=${link.id}`);
  const dashboard = page.getByTestId('click-dashboard');
  await expect(dashboard.getByText(`Link /${link.code}`)).toBeVisible();
  await expect(dashboard.getByTestId('views-total')).toHaveText('3', { timeout: 15_000 });

  await dashboard.getByTestId('period-select').selectOption('last7Days');
  await expect(dashboard.getByTestId('period-select')).toHaveValue('last7Days');
  await expect(dashboard.getByTestId('views-total')).toHaveText('3');
  // Remembered in the browser: a reload keeps the period.
  await page.reload();
  await expect(page.getByTestId('period-select')).toHaveValue('last7Days');

  await page.getByTestId('dates-open').click();
  const dates = page.getByRole('dialog', { name: 'Visualizações por data' });
  await expect(dates).toBeVisible();
  await dates.getByText('Mês', { exact: true }).click();
  await expect(dates.getByRole('radio', { name: 'Mês' })).toBeChecked();
  const storedUnit = () =>
    page.evaluate(() => JSON.parse(localStorage.getItem('atalho.analytics.prefs') ?? '{}').unit);
  await expect.poll(storedUnit).toBe('MONTH');
  await dates.getByRole('button', { name: 'Fechar' }).click();

  // The geo lookup loads in the background after start: poll until the click's country shows.
  await page.getByTestId('region-BR').click();
  const detail = page.getByRole('dialog', { name: 'Visualizações em Brasil' });
  await expect(detail.getByTestId('region-detail')).toBeVisible();
  await expect(detail.getByRole('cell', { name: '3' })).toBeVisible();
  // Brazil opens on its states' map (its outline loads with the drill-down), the table below it naming the
  // state in full rather than by its code.
  const statesMap = detail.getByRole('img', { name: 'Mapa das visualizações por estado' });
  await expect(statesMap.locator('canvas')).toBeVisible();
  expect((await statesMap.boundingBox())?.height).toBeGreaterThan(200);
  const state = detail.getByTestId('region-detail').locator('tbody tr td').first();
  await expect(state).not.toHaveText(/^[A-Z]{2}$/);
  await expect(state).not.toHaveText('');
  await expectAxeClean(page, 'the Brazil drill-down');
});

test('a FREE owner sees the upsell with the plans dialog, and no number', async ({ page }) => {
  await signIn(page, newUser('analytics-free'));
  await page.goto('/painel/analytics');
  const upsell = page.getByTestId('analytics-upsell');
  await expect(upsell.getByText('Contagem de acessos bloqueada')).toBeVisible();
  await expect(page.getByTestId('views-total')).toHaveCount(0);
  await upsell.getByRole('button', { name: 'Ver planos e preços' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test("a FREE owner's links screen shows the upsell in the dashboard's column without downloading the dashboard", async ({
  page,
}) => {
  const analyticsFiles: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/mf/mf-analytics/')) analyticsFiles.push(request.url());
  });
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, newUser('links-free'));
  await page.goto('/painel/links/shortened');
  const upsell = page.getByTestId('analytics-upsell');
  await expect(upsell.getByText('Contagem de acessos bloqueada')).toBeVisible();
  await upsell.getByRole('button', { name: 'Ver planos e preços' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(analyticsFiles).toEqual([]);
});

test('the dashboard with every chart passes axe at a phone and a laptop width, without sideways scroll', async ({
  page,
  request,
}) => {
  test.skip(!dataDir, 'needs the server DATA_DIR for the admin CLI');
  test.setTimeout(180_000);
  const owner = await signIn(page, newUser('analytics-a11y'));
  await admin('plan', 'grant', owner.email, 'PRO');
  const link = await createLink(request, await requireToken(page), 'https://example.com/a11y');
  await visit(request, link.code, 'visitante-1', 'Android');
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/painel/analytics');
    await expect(page.getByTestId('views-total')).toHaveText('1', { timeout: 15_000 });
    await expect(page.getByTestId('chart-loading')).toHaveCount(0, { timeout: 15_000 });
    await expectAxeClean(page, `/painel/analytics (PRO) at ${width} px`);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  }
});
