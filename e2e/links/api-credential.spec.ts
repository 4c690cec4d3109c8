import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { admin } from '../support/api';
import { newUser, requireToken, signIn } from '../support/auth';
import { baseURL, dataDir } from '../support/env';
import { expect, test } from '../support/test';

const run = promisify(execFile);

test.describe.configure({ timeout: 180_000 });

test('a PRO user creates an API credential on /painel/api-reference and shortens with it from the command line', async ({
  page,
  request,
}) => {
  test.skip(!dataDir, 'needs the server DATA_DIR for the admin CLI');
  const owner = await signIn(page, newUser('api'));
  await admin('plan', 'grant', owner.email, 'PRO');
  await page.goto('/painel/api-reference');
  await expect(page.getByRole('heading', { level: 1, name: 'Acesso à API' })).toBeVisible();
  await page.getByRole('button', { name: 'Gerar credencial' }).click();

  const dialog = page.getByRole('dialog', { name: 'Sua credencial de API' });
  const credential = (await dialog.getByTestId('api-credential').textContent())?.trim() ?? '';
  expect(credential).toMatch(/^atk_/);
  await expect(dialog.getByText(/^Válida até /)).toBeVisible();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await dialog.getByRole('button', { name: 'Copiar' }).click();
  await expect(dialog.locator('[data-copied]')).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(page.getByText(/^Criada em /)).toHaveCount(1);

  // The credential works from a script: curl, as a developer would call it.
  const { stdout } = await run('curl', [
    '--silent',
    '--fail-with-body',
    '-X',
    'POST',
    `${baseURL}/api/v1/online-addresses`,
    '-H',
    `Authorization: Bearer ${credential}`,
    '-H',
    'Content-Type: application/json',
    '--data',
    JSON.stringify({ url: 'https://example.com/criado-pela-api' }),
  ]);
  const link = JSON.parse(stdout) as { id: number; code: string; type: string };
  expect(link.type).toBe('API');

  // The link is the owner's, of type API, and shows in the links list.
  const token = await requireToken(page);
  const mine = await request.get(`/api/v1/online-addresses/${link.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await mine.json()) as { type: string }).type).toBe('API');
  await page.goto('/painel/links/shortened');
  await expect(page.getByText(`/${link.code}`, { exact: false }).first()).toBeVisible();
});

test('below PRO the button is disabled and says why', async ({ page }) => {
  await signIn(page, newUser('api-free'));
  await page.goto('/painel/api-reference');
  await expect(page.getByRole('button', { name: 'Gerar credencial' })).toBeDisabled();
  await expect(page.getByTestId('plan-locked')).toBeVisible();
  await page.getByRole('button', { name: 'Mostrar a documentação interativa aqui' }).click();
  const docs = page.frameLocator('iframe[title="Documentação interativa"]');
  await expect(docs.getByRole('heading', { level: 1, name: 'API do Atalho' })).toBeVisible();
});
