import { admin, createLink } from '../support/api';
import { newUser, requireToken, signIn } from '../support/auth';
import { dataDir } from '../support/env';
import { type APIRequestContext, expect, test } from '../support/test';

async function visit(request: APIRequestContext, code: string, session: string) {
  const view = await request.get(`/api/v1/online-addresses/code/${code}?view=true`);
  const response = await request.post('/api/v1/clicks', {
    data: {
      onlineAddress: { code },
      userSessionId: session,
      visitToken: view.headers()['visit-token'],
      clickProperties: [{ name: 'breakpoint-name', value: 'xs', type: 'STANDARD' }],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Issue 37 item 4: the dashboard's wording, comparison, legend and chart click. */
test('the dashboard compares only what has a previous period, names screens plainly and opens the date chart on a click', async ({
  page,
  request,
}) => {
  test.skip(!dataDir, 'needs the server DATA_DIR for the admin CLI');
  test.setTimeout(180_000);
  const owner = await signIn(page, newUser('analytics-details'));
  await admin('plan', 'grant', owner.email, 'PRO');
  const link = await createLink(request, await requireToken(page), 'https://example.com/detalhes');
  await visit(request, link.code, 'visitante-1');

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/painel/analytics');
  await expect(page.getByRole('link', { name: 'Métricas' })).toHaveAttribute('aria-current', 'page');
  const views = page.getByTestId('views-total');
  await expect(views).toHaveText('1', { timeout: 15_000 });

  await test.step('last 30 days: "Novo" stays inside its column', async () => {
    const badge = await page.getByTestId('views-change').boundingBox();
    const unique = await page.getByText('Visualizações únicas', { exact: true }).boundingBox();
    expect(badge && unique).toBeTruthy();
    if (badge && unique) expect(badge.x + badge.width).toBeLessThanOrEqual(unique.x);
  });

  await test.step('"Todo o período" has nothing before it to compare with', async () => {
    await page.getByTestId('period-select').selectOption('allPeriod');
    await expect(page.getByTestId('views-change')).toHaveText('Sem período anterior para comparar');
    await expect(page.getByText(/Período anterior:/)).toHaveCount(0);
  });

  await test.step('screens are named without breakpoint codes', async () => {
    await expect(page.getByText('Celular', { exact: true })).toBeVisible();
    await expect(page.getByText(/\(xs\)/)).toHaveCount(0);
  });

  await test.step('the date chart has a legend and a click on it opens the larger chart', async () => {
    await expect(page.getByTestId('dates-legend').first()).toContainText('Visualizações');
    await page.getByRole('img', { name: 'Visualizações por data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Visualizações por data' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('dates-legend')).toBeVisible();
    await dialog.getByRole('button', { name: 'Fechar' }).click();
  });
});
