import { chromium } from '@playwright/test';

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const email = process.argv[2] ?? 'maria@example.com';
for (const width of [1366, 390]) {
  const context = await browser.newContext({
    baseURL: 'http://127.0.0.1:8080',
    viewport: { width, height: width === 390 ? 844 : 900 },
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto('/oauth2/authorization/google');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Nome').fill('Maria');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/painel/);
  const terms = page.getByRole('dialog', { name: 'Atualizamos nossos termos' });
  if (await terms.isVisible({ timeout: 5000 }).catch(() => false)) {
    const boxes = terms.locator('[data-scope="checkbox"][data-part="control"]');
    await boxes.nth(0).click();
    await boxes.nth(1).click();
    await terms.getByRole('button', { name: 'Aceitar e continuar' }).click();
    await terms.waitFor({ state: 'hidden' });
    await page.waitForTimeout(1000);
  }
  await page
    .getByRole('button', { name: 'Aceitar todos' })
    .click()
    .catch(() => {});
  await page.goto('/painel/links/page-bio');
  await page.waitForTimeout(3000);
  const again = page.getByRole('dialog', { name: 'Atualizamos nossos termos' });
  if (await again.isVisible().catch(() => false)) {
    const boxes = again.locator('[data-scope="checkbox"][data-part="control"]');
    await boxes.nth(0).click();
    await boxes.nth(1).click();
    await again.getByRole('button', { name: 'Aceitar e continuar' }).click();
    await again.waitFor({ state: 'hidden' });
  }
  await page.screenshot({ path: `/tmp/editor-${width}.png`, fullPage: true });
  console.log(
    await page.evaluate(() => [...document.querySelectorAll('[role=tab]')].map((e) => e.textContent)),
  );
  for (const tab of ['Perfil', 'Aparência']) {
    const t = page.locator('[role=tab]', { hasText: tab });
    if (await t.count()) {
      await t
        .first()
        .click({ timeout: 5000 })
        .catch((e) => console.log(String(e).slice(0, 200)));
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/editor-${width}-${tab}.png`, fullPage: true });
    }
  }
  if (width === 390) {
    const preview = page.getByRole('button', { name: /Pré-visualizar/ });
    if (await preview.count()) {
      await preview.click();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/editor-390-preview.png` });
    }
  }
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  console.log(width, 'overflow', overflow, errors.slice(0, 5));
  await context.close();
}
await browser.close();
