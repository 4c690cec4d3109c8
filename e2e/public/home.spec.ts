import { signIn } from '../support/auth';
import { expect, test } from '../support/test';

const emotionStyles = (page: import('@playwright/test').Page) => page.locator('style[data-emotion]').count();

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

  // The QR dialog's code loads on first open (lazyDialog): it opens, draws the code, downloads the PNG and closes with Escape.
  await page.getByRole('button', { name: 'QR code', exact: true }).click();
  const qr = page.getByRole('dialog', { name: 'QR code do link' });
  await expect(qr.getByRole('img', { name: 'QR code do link encurtado' })).toBeVisible();
  const download = page.waitForEvent('download');
  await qr.getByRole('button', { name: 'Baixar PNG' }).click();
  expect((await download).suggestedFilename()).toBe('qrcode.png');
  await page.keyboard.press('Escape');
  await expect(qr).toBeHidden();
});

// Issue 37: the result's actions say what they do from a tablet's width up; on a phone they are named icons.
for (const [width, labelled] of [
  [1366, true],
  [390, false],
] as const) {
  test(`the result's actions at ${width} px ${labelled ? 'show their labels' : 'are icons with names'}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await page.getByLabel('Endereço para encurtar').fill(`example.com/e2e-labels-${width}`);
    await page.getByRole('button', { name: 'Encurtar', exact: true }).click();
    await expect(page.getByLabel('Seu link curto')).toHaveValue(/\/[A-Za-z0-9]+$/);
    const actions = [
      page.getByRole('button', { name: /^(Copiar|Copiado)/ }),
      page.getByRole('link', { name: 'Abrir link', exact: true }),
      page.getByRole('button', { name: 'Ver métricas', exact: true }),
      page.getByRole('button', { name: 'QR code', exact: true }),
      page.getByRole('button', { name: 'Compartilhar', exact: true }),
    ];
    for (const [index, action] of actions.entries()) {
      await expect(action).toBeVisible();
      const text = (await action.innerText()).trim();
      if (labelled) expect(text.length, `action ${index}`).toBeGreaterThan(2);
      // The copy button's live status ("Copiado", visually hidden) is text too: the icons are the others.
      else if (index > 0) expect(text, `action ${index}`).toBe('');
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}

// The home page is a light public page (decision 023): Chakra loads only for the result and the composer.
test('the home page renders without Chakra until the result or the composer needs it', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Atalho — Encurtador de links');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Links curtos que contam cada clique' }),
  ).toBeVisible();
  await expect(page.locator('#atalho-first-paint')).toHaveCount(0);
  await expect(page.locator('[data-section="ebook"]')).toBeAttached();
  expect(await emotionStyles(page)).toBe(0);

  await page.getByRole('button', { name: 'Aceitar todos' }).click();
  await page.getByRole('button', { name: 'Criar link do WhatsApp' }).click();
  const composer = page.getByRole('dialog', { name: 'Link para conversa no WhatsApp' });
  await expect(composer).toBeVisible();
  expect(await emotionStyles(page)).toBeGreaterThan(0);
  await composer.getByLabel(/Telefone com DDD/).fill('11999998888');
  // No internet in the test: WhatsApp's address answers from here.
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }));
  const popup = page.waitForEvent('popup');
  await composer.getByRole('button', { name: 'Abrir no WhatsApp' }).click();
  expect((await popup).url()).toBe('https://wa.me/5511999998888');
  await page.keyboard.press('Escape');
  await expect(composer).toHaveCount(0);
});

test('on a phone the sections are in a menu that closes with Escape', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Menu' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();

  await toggle.click();
  await page.getByRole('link', { name: 'Planos e preços' }).click();
  await expect(page).toHaveURL(/\/#sec-3$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Planos e preços' })).toBeInViewport();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('a signed-in visitor who opens the home page goes to their links', async ({ page }) => {
  await signIn(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/painel\/links\/shortened/);
  await expect(page.getByRole('heading', { level: 1, name: 'Links encurtados' })).toBeVisible();
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
