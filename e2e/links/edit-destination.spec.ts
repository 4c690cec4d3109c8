import { admin, createLink } from '../support/api';
import { requireToken, signIn } from '../support/auth';
import { startTargetServer, targetHeading } from '../support/target-server';
import { expect, test } from '../support/test';
import { linkAction, linkCard } from './links-page';

let target: Awaited<ReturnType<typeof startTargetServer>>;

test.beforeAll(async () => {
  target = await startTargetServer();
});
test.afterAll(async () => {
  await target.close();
});

test('a BASIC user edits a link destination in the dialog and the short link goes to the new target', async ({
  page,
}) => {
  const user = await signIn(page);
  const link = await createLink(page.request, await requireToken(page), `${target.url}/antigo`);
  await page.goto('/painel/links/shortened');
  await expect(linkCard(page, link.id)).toBeVisible();

  await test.step('below BASIC the fields are locked with the upgrade notice', async () => {
    await linkAction(page, link.code, 'Editar código e destino');
    const dialog = page.getByRole('dialog', { name: 'Editar código e destino' });
    await expect(dialog.getByTestId('plan-locked')).toBeVisible();
    await expect(dialog.getByLabel('Endereço de destino')).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
  });

  await admin('plan', 'grant', user.email, 'BASIC');
  await page.reload();
  await expect(linkCard(page, link.id)).toBeVisible();

  const newTarget = `${target.url}/novo`;
  await test.step('as BASIC the destination is saved', async () => {
    await linkAction(page, link.code, 'Editar código e destino');
    const dialog = page.getByRole('dialog', { name: 'Editar código e destino' });
    await expect(dialog.getByTestId('plan-locked')).toBeHidden();
    await dialog.getByLabel('Endereço de destino').fill(newTarget);
    // The code stays the link's own: usable, so the save is enabled.
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog).toBeHidden();
    await expect(linkCard(page, link.id).getByText(newTarget)).toBeVisible();
  });

  await test.step('a taken code cannot be saved', async () => {
    const other = await createLink(page.request, await requireToken(page), `${target.url}/outro`);
    await page.reload();
    await linkAction(page, link.code, 'Editar código e destino');
    const dialog = page.getByRole('dialog', { name: 'Editar código e destino' });
    await dialog.getByLabel('Código do link').fill(other.code);
    await expect(dialog.getByText('Este código já está em uso por outro link')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
  });

  await page.goto(`/${link.code}`);
  await page.waitForURL(newTarget, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: targetHeading })).toBeVisible();
});
