import { expect, test } from '../support/test';

// /lp is a light public page (decision 022): the shell mounts it without Chakra UI or the router.
test('/lp renders without Chakra, moves its screenshots and starts sign-in from its call to action', async ({
  page,
}) => {
  await page.goto('/lp');
  await expect(page).toHaveTitle('Atalho para criadores — Atalho');
  // The affiliate programme is coming (issue 37 item 1): the headline sells what exists, the rules say "em breve".
  await expect(
    page.getByRole('heading', { level: 1, name: 'Seus links, sua página bio e seus leads em um só lugar' }),
  ).toBeVisible();
  await expect(page.getByText(/Programa de afiliados em breve/)).toBeVisible();
  await expect(page.getByText(/ganhe|receba por cada/i)).toHaveCount(0);
  // The server's first paint is gone and the page is the live one.
  await expect(page.locator('#atalho-first-paint')).toHaveCount(0);
  // The visitors' cookie notice (plain DOM), as on a short link.
  await page.getByRole('button', { name: 'Aceitar todos' }).click();
  await expect(page.getByRole('button', { name: 'Aceitar todos' })).toHaveCount(0);
  // No emotion style tags: Chakra never rendered on this page.
  expect(await page.locator('style[data-emotion]').count()).toBe(0);

  const carousel = page.getByRole('region', { name: 'Por dentro do Atalho' });
  const dot = (name: string) => carousel.getByRole('button', { name, exact: true });
  await carousel.scrollIntoViewIfNeeded();
  await carousel.getByRole('button', { name: 'Próxima tela' }).click();
  await expect(dot('Métricas de cliques por dia, região e plataforma')).toHaveAttribute('data-current', '');
  await expect(
    carousel.getByRole('img', { name: 'Métricas de cliques por dia, região e plataforma' }),
  ).toBeInViewport();
  await carousel.getByRole('button', { name: 'Tela anterior' }).click();
  await expect(dot('Painel de links encurtados')).toHaveAttribute('data-current', '');

  await page.getByRole('button', { name: 'Começar agora' }).click();
  await expect(page).toHaveURL(/\/oauth2\/authorization\/google/);
});

test('/lp links to the plans on the home page as a plain link', async ({ page }) => {
  await page.goto('/lp');
  await page.getByRole('link', { name: 'Ver planos e preços' }).last().click();
  await expect(page).toHaveURL(/\/#sec-3$/);
  await expect(page.locator('#sec-3')).toBeVisible();
});
