import { linkAction, linkCard } from '../links/links-page';
import { admin, createLink } from '../support/api';
import { newUser, requireToken, signIn } from '../support/auth';
import { dataDir } from '../support/env';
import { expect, type Locator, type Page, test } from '../support/test';

/** The dialog's box, and the window's height. */
async function boxOf(page: Page, dialog: Locator) {
  const box = await dialog.boundingBox();
  if (!box) throw new Error('the dialog has no box');
  const height = page.viewportSize()?.height ?? 0;
  return { ...box, windowHeight: height };
}

/**
 * One dialog size rule (issue 37 items 2 and 4): a dialog is as tall as its content, inside the window, its
 * title and close button reachable; a dialog taller than the window scrolls its body instead of moving off
 * the top of a phone's screen.
 */
test('dialogs fit their content and stay inside the window at 390 and 1366 px', async ({ page, request }) => {
  test.skip(!dataDir, 'needs the server DATA_DIR for the admin CLI');
  test.setTimeout(180_000);
  const owner = await signIn(page, newUser('dialog-fit'));
  await admin('plan', 'grant', owner.email, 'PRO');
  const link = await createLink(request, await requireToken(page), 'https://example.com/dialogo');

  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/painel/links/shortened');
    await expect(linkCard(page, link.id)).toBeVisible();
    await expect(page.getByTestId('links-total')).toHaveText('1 link');

    await test.step(`the edit dialog is as tall as its form at ${width} px`, async () => {
      await linkAction(page, link.code, 'Editar código e destino');
      const dialog = page.getByRole('dialog', { name: 'Editar código e destino' });
      await expect(dialog.getByLabel('Endereço de destino')).toBeVisible();
      const box = await boxOf(page, dialog);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(box.windowHeight);
      // Content height: no empty sheet below the actions.
      expect(box.height).toBeLessThan(box.windowHeight * 0.9);
      const save = await dialog.getByRole('button', { name: 'Salvar' }).boundingBox();
      expect(save && save.y + save.height).toBeLessThanOrEqual(box.y + box.height);
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await expect(dialog).toBeHidden();
    });
  }

  await test.step('the dashboard dialog on a phone keeps its title, close button and totals in reach', async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/painel/links/shortened');
    await expect(linkCard(page, link.id)).toBeVisible();
    await page.getByRole('button', { name: 'Métricas', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Métricas' });
    await expect(dialog.getByTestId('views-total')).toBeVisible({ timeout: 15_000 });
    const box = await boxOf(page, dialog);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(box.windowHeight);
    const title = await dialog.getByRole('heading', { name: 'Métricas' }).boundingBox();
    expect(title?.y).toBeGreaterThanOrEqual(0);
    await expect(dialog.getByRole('button', { name: 'Fechar' })).toBeInViewport();
    await expect(dialog.getByTestId('views-total')).toBeInViewport();
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(dialog).toBeHidden();
  });
});
