import { type CreatedLink, createLink } from '../support/api';
import { requireToken, signIn } from '../support/auth';
import { expectAxeClean } from '../support/axe';
import { expect, test } from '../support/test';
import { shownIds } from './links-page';

test('filters, ordering and paging keep the URL in sync and survive a reload', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const token = await requireToken(page);
  const listed: CreatedLink[] = [];
  for (let index = 0; index < 12; index++) {
    listed.push(await createLink(page.request, token, `https://example.com/e2e-lista/${index}`));
  }
  await createLink(page.request, token, 'https://outro-site.com/fora-do-filtro');
  await page.goto('/painel/links/shortened');
  await expect(page.getByTestId('links-total')).toHaveText('13 links');

  await test.step('the filter drawer shows the live count and applies into the URL', async () => {
    await page.getByRole('button', { name: 'Filtros' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filtros' });
    await drawer.getByLabel('Buscar').fill('e2e-lista');
    await expect(drawer.getByRole('button', { name: 'Ver 12 resultados' })).toBeVisible();
    await drawer.getByRole('checkbox', { name: 'Com cliques' }).check({ force: true });
    await expect(drawer.getByRole('button', { name: 'Ver 0 resultados' })).toBeVisible();
    // With and without clicks exclude each other.
    await drawer.getByRole('checkbox', { name: 'Sem cliques' }).check({ force: true });
    await expect(drawer.getByRole('checkbox', { name: 'Com cliques' })).not.toBeChecked();
    await expect(drawer.getByRole('button', { name: 'Ver 12 resultados' })).toBeVisible();
    await expectAxeClean(page, 'links filter drawer');
    await drawer.getByRole('button', { name: 'Ver 12 resultados' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/[?&]text=e2e-lista/);
    await expect(page).toHaveURL(/[?&]withoutClicks=true/);
    await expect(page.getByTestId('links-total')).toHaveText('12 links');
  });

  await test.step('ordering by oldest puts the first link on top', async () => {
    await page.getByRole('button', { name: 'Ordenar' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Mais antigos' }).click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(
      new RegExp(
        `orderBy=${encodeURIComponent('[{"field":"dateCreate","direction":"ASC"}]').replace(/[[\]]/g, '\\$&')}`,
      ),
    );
    await expect.poll(() => shownIds(page)).toEqual(listed.slice(0, 10).map((link) => link.id));
  });

  await test.step('the second page is in the URL and survives a reload', async () => {
    await page.getByRole('button', { name: 'Página 2', exact: true }).click();
    await expect(page).toHaveURL(/[?&]page=1/);
    await expect.poll(() => shownIds(page)).toEqual(listed.slice(10).map((link) => link.id));
    const before = page.url();
    await page.reload();
    expect(page.url()).toBe(before);
    await expect.poll(() => shownIds(page)).toEqual(listed.slice(10).map((link) => link.id));
    await expect(page.getByTestId('links-total')).toHaveText('12 links');
  });

  await test.step('going back returns to the first page', async () => {
    await page.goBack();
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect.poll(() => shownIds(page)).toEqual(listed.slice(0, 10).map((link) => link.id));
  });
});
