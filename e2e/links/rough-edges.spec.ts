import { mkdirSync } from 'node:fs';
import { admin, type CreatedLink, createLink } from '../support/api';
import { newUser, requireToken, signIn } from '../support/auth';
import { expectAxeClean, waitForStillPage } from '../support/axe';
import { dataDir } from '../support/env';
import { expect, type Page, test } from '../support/test';
import { linkAction, linkCard } from './links-page';

/**
 * Issue 37 item 11, the links screen's rough edges: a wrong destination is flagged as it is typed, the page size
 * lives in the URL, the preview editor asks before dropping edits, focus goes back to what opened a dialog, and
 * on a phone the chart buttons and the search open the metrics dialog. Screenshots go to /tmp/shots.
 */
const SHOTS = '/tmp/shots';

async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/links-${name}.png`, fullPage });
}

async function noSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A PRO owner (edits and previews are open to them) with `count` links, on the links screen. */
async function ownerWithLinks(page: Page, count: number): Promise<CreatedLink[]> {
  const owner = await signIn(page, newUser('rough'));
  await admin('plan', 'grant', owner.email, 'PRO');
  const token = await requireToken(page);
  const links: CreatedLink[] = [];
  for (let index = 0; index < count; index++) {
    links.push(await createLink(page.request, token, `https://example.com/arestas/${index}`));
  }
  await page.goto('/painel/links/shortened');
  await page.waitForLoadState('networkidle');
  return links;
}

for (const width of [390, 1366]) {
  test(`at ${width} px: typed checks, page size, unsaved preview and focus back to the opener`, async ({
    page,
  }) => {
    test.skip(!dataDir, 'needs the server DATA_DIR for the admin CLI');
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    const links = await ownerWithLinks(page, 12);
    const newest = links.at(-1) as CreatedLink;
    await expect(page.getByTestId('links-total')).toHaveText('12 links');

    await test.step('newest first; 10, 50 or 100 per page, kept in the URL', async () => {
      await expect(page.getByTestId('link-card').first()).toHaveAttribute('data-link-id', String(newest.id));
      await expect(page.getByTestId('link-card')).toHaveCount(10);
      const size = page.getByLabel('Links por página');
      await expect(size).toHaveValue('10');
      await waitForStillPage(page);
      await expectAxeClean(page, `links screen at ${width} px`);
      await noSidewaysScroll(page);
      await shot(page, `list-${width}`, true);
      await size.selectOption('50');
      await expect(page).toHaveURL(/[?&]size=50/);
      await expect(page.getByTestId('link-card')).toHaveCount(12);
      await page.reload();
      await expect(page.getByTestId('link-card')).toHaveCount(12);
      await expect(page.getByLabel('Links por página')).toHaveValue('50');
      await page.getByRole('button', { name: `Ações do link ${newest.code}` }).scrollIntoViewIfNeeded();
    });

    const actions = page.getByRole('button', { name: `Ações do link ${newest.code}` });

    await test.step('the edit dialog flags a wrong destination as it is typed', async () => {
      await linkAction(page, newest.code, 'Editar código e destino');
      const dialog = page.getByRole('dialog', { name: 'Editar código e destino' });
      await dialog.getByLabel('Endereço de destino').fill('isto não é endereço');
      await expect(dialog.getByText('URL inválida')).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Salvar' })).toBeDisabled();
      await expectAxeClean(page, `edit dialog with an error at ${width} px`);
      await shot(page, `edit-${width}`);
      await dialog.getByLabel('Endereço de destino').fill('https://example.com/arestas/nova');
      await expect(dialog.getByText('URL inválida')).toBeHidden();
      await expect(dialog.getByRole('button', { name: 'Salvar' })).toBeEnabled();
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await expect(dialog).toBeHidden();
      // Focus goes back to the menu that opened the dialog, not to the page body.
      await expect(actions).toBeFocused();
    });

    await test.step('the preview editor flags a wrong address and asks before dropping edits', async () => {
      await linkAction(page, newest.code, 'Editar prévia (aparência)');
      const dialog = page.getByRole('dialog', { name: 'Prévia do link' });
      // The canonical address is under "Avançado", in "Sobre a página" (decision 017).
      await dialog.getByRole('button', { name: /^Avançado/ }).click();
      await dialog.getByRole('button', { name: /^Sobre a página/ }).click();
      await dialog.getByLabel('Endereço canônico').fill('sem endereço');
      await expect(dialog.getByText('URL inválida')).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Salvar prévia' })).toBeDisabled();
      await dialog.getByLabel('Endereço canônico').fill('');
      await dialog.getByLabel('Título', { exact: true }).fill('Um título que não foi salvo');
      await expect(dialog.getByRole('button', { name: 'Salvar prévia' })).toBeEnabled();

      await dialog.getByRole('button', { name: 'Cancelar' }).first().click();
      const question = page.getByRole('alertdialog', { name: 'Descartar alterações?' });
      await expect(question).toBeVisible();
      await expectAxeClean(page, `preview editor's discard question at ${width} px`);
      await shot(page, `preview-discard-${width}`);
      await question.getByRole('button', { name: 'Continuar editando' }).click();
      await expect(question).toBeHidden();
      await expect(dialog.getByLabel('Título', { exact: true })).toHaveValue('Um título que não foi salvo');

      await page.keyboard.press('Escape');
      await expect(question).toBeVisible();
      await question.getByRole('button', { name: 'Descartar' }).click();
      await expect(dialog).toBeHidden();
      await expect(actions).toBeFocused();
    });

    await test.step('the filter drawer gives focus back to its button', async () => {
      const filters = page
        .getByRole('region', { name: 'Filtros e ordem da lista' })
        .getByRole('button', { name: 'Filtros' });
      await filters.click();
      const drawer = page.getByRole('dialog', { name: 'Filtros' });
      await expect(drawer).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(filters).toBeFocused();
    });
  });
}

test('on a phone the chart buttons and a search result open the metrics dialog', async ({ page }) => {
  test.skip(!dataDir, 'needs the server DATA_DIR for the admin CLI');
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const [first, second] = await ownerWithLinks(page, 2);
  if (!first || !second) throw new Error('two links were made');
  const metrics = page.getByRole('dialog', { name: 'Métricas' });

  await test.step("a card's chart button opens its metrics; closed, focus is back on the button", async () => {
    const chart = linkCard(page, first.id).getByRole('button', {
      name: `Ver métricas do link ${first.code}`,
    });
    await chart.click();
    await expect(metrics).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`[?&]onlineAddressId=${first.id}`));
    await waitForStillPage(page);
    await expectAxeClean(page, 'metrics dialog at 390 px');
    await shot(page, 'metrics-390');
    await metrics.getByRole('button', { name: 'Fechar' }).click();
    await expect(metrics).toBeHidden();
    await expect(chart).toBeFocused();
  });

  await test.step('a search result opens that link in the metrics dialog', async () => {
    await page.getByRole('button', { name: 'Abrir menu', exact: true }).click();
    await page.getByRole('combobox', { name: 'Buscar links' }).fill(second.code);
    await page.getByRole('option', { name: new RegExp(`/${second.code}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/painel/links/shortened/${second.id}`));
    await expect(metrics).toBeVisible();
    await expect(linkCard(page, second.id)).toHaveAttribute('data-selected', 'true');
    await metrics.getByRole('button', { name: 'Fechar' }).click();
    await expect(metrics).toBeHidden();
  });

  await test.step("the shortener's chart button opens the new link's metrics", async () => {
    await page.getByLabel('Endereço para encurtar').fill('example.com/arestas/nova');
    await page.getByRole('button', { name: 'Encurtar', exact: true }).click();
    const chart = page.getByRole('button', { name: 'Ver métricas', exact: true });
    await expect(chart).toBeEnabled();
    // The new link is selected right after shortening: its chart button still opens the dialog.
    await chart.click();
    await expect(metrics).toBeVisible();
    await metrics.getByRole('button', { name: 'Fechar' }).click();
    await expect(metrics).toBeHidden();
    await expect(chart).toBeFocused();
    await noSidewaysScroll(page);
  });
});
