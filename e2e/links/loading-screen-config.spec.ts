import { admin, createLink } from '../support/api';
import { newUser, requireToken, signIn } from '../support/auth';
import { dataDir } from '../support/env';
import { startTargetServer } from '../support/target-server';
import { expect, test } from '../support/test';

let target: Awaited<ReturnType<typeof startTargetServer>>;

test.beforeAll(async () => {
  target = await startTargetServer();
});
test.afterAll(async () => {
  await target.close();
});

test.describe.configure({ timeout: 180_000 });

test('a PRO user sets the site name and loader time; visitors see them on the redirect screen', async ({
  page,
  browser,
  request,
}) => {
  test.skip(!dataDir, 'needs the server DATA_DIR for the admin CLI');
  const owner = await signIn(page, newUser('config'));
  await admin('plan', 'grant', owner.email, 'PRO');
  await page.goto('/painel/configs/loading-screen');
  await expect(page.getByRole('heading', { level: 1, name: 'Tela de carregamento' })).toBeVisible();
  await expect(page.getByText(/ainda não configurou sua tela de carregamento/)).toBeVisible();

  await page.getByLabel('Nome do site').fill('Loja da Ana');
  const slider = page.getByRole('slider', { name: 'Tempo de carregamento' });
  await slider.focus();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveAttribute('aria-valuenow', '8');
  // The live preview is mf-public's loader with the values being edited.
  const preview = page.getByRole('complementary', { name: 'Prévia' });
  await expect(preview.getByText('Loja da Ana')).toBeVisible();

  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/configs') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Salvar' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Configuração salva')).toBeVisible();

  const link = await createLink(request, await requireToken(page), target.url);
  const visitor = await browser.newPage();
  await visitor.goto(`/${link.code}?countClick=false`);
  await expect(visitor.getByText('Loja da Ana')).toBeVisible();
  // 8 s: still counting down after the free (4 s) and paid (2 s) waits would have left.
  await visitor.waitForTimeout(4_500);
  expect(visitor.url()).not.toBe(target.url);
  await visitor.waitForURL(target.url, { timeout: 10_000 });
  await visitor.close();
});

test('below PRO the fields are locked with the upgrade notice', async ({ page }) => {
  await signIn(page, newUser('config-free'));
  await page.goto('/painel/configs/loading-screen');
  await expect(page.getByTestId('plan-locked').first()).toBeVisible();
  await expect(page.getByLabel('Nome do site')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Salvar' })).toBeDisabled();
});
