import { expect, test } from '../support/test';

/**
 * Issue 37 items 1 and 8: a visitor's /whats-new has the public pages' bar and footer (the same footer as
 * /, /lp and /plans) and announces only what the product has.
 */
test("a visitor's /whats-new has the public bar and footer and promises nothing the product lacks", async ({
  page,
}) => {
  for (const path of ['/whats-new', '/plans']) {
    await page.goto(path);
    const bar = page.getByRole('banner');
    await expect(bar.getByRole('link', { name: 'Atalho: página inicial' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('navigation', { name: 'Institucional' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Termos e privacidade' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  }
  await page.goto('/whats-new');
  await expect(page.getByRole('heading', { name: 'Novidades', level: 1 })).toBeVisible();
  await expect(page.getByText('Páginas de captura')).toBeVisible();
  await expect(page.getByText(/extensão/i)).toHaveCount(0);
});
