import { expect, test } from '../support/test';

test('the shortener offers WhatsApp for a phone number without an error, then shortens a URL', async ({
  page,
}) => {
  await page.goto('/');
  const field = page.getByLabel('Endereço para encurtar');
  await field.fill('(11) 99999-8888');
  await expect(page.getByText(/parece um número de telefone/)).toBeVisible();
  await expect(page.getByText('URL inválida')).toHaveCount(0);
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');

  await field.fill('not a url');
  await expect(page.getByText('URL inválida')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await field.fill('example.com/e2e-shortener');
  await page.getByRole('button', { name: 'Encurtar', exact: true }).click();
  await expect(page.getByLabel('Seu link curto')).toHaveValue(/\/[A-Za-z0-9]+$/);
});

test('the bio examples carousel moves with its arrows', async ({ page }) => {
  await page.goto('/');
  const dot = (index: number) => page.getByRole('button', { name: `Exemplo ${index} de`, exact: false });
  await dot(1).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Próximo exemplo' }).click();
  await expect(dot(2)).toHaveAttribute('data-current', '');
  await page.getByRole('button', { name: 'Exemplo anterior' }).click();
  await expect(dot(1)).toHaveAttribute('data-current', '');
});
