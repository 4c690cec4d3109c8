import { admin } from '../support/api';
import { newUser, signIn } from '../support/auth';
import { dataDir } from '../support/env';
import { expect, test } from '../support/test';

/** Issue 37 item 5: what the panel says of a granted plan, and a loading-screen page without failed requests. */
test('a plan granted by the team is named as such, and the loading-screen page asks nothing that fails', async ({
  page,
}) => {
  test.skip(!dataDir, 'needs the server DATA_DIR for the admin CLI');
  const owner = await signIn(page, newUser('granted'));
  await admin('plan', 'grant', owner.email, 'PRO');
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400) failed.push(response.url());
  });

  await page.goto('/painel/subscriptions');
  await expect(page.getByTestId('current-plan')).toContainText('Profissional');
  await expect(page.getByTestId('granted-plan')).toContainText(
    'Plano Profissional liberado pela equipe do Atalho',
  );
  await expect(page.getByText('Você ainda não tem assinaturas')).toHaveCount(0);

  await page.goto('/painel/configs/loading-screen');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(failed).toEqual([]);
});
