import { expect, test } from '@playwright/test';
import { newUser, signIn, storedToken } from '../support/auth';

test('development sign-in lands on the links panel and a reload keeps the session', async ({ page }) => {
  const user = await signIn(page, newUser('signin'));
  await expect(page.getByRole('heading', { level: 1, name: 'Links encurtados' })).toBeVisible();
  expect(await storedToken(page)).toBeTruthy();
  const expiration = Number(await page.evaluate(() => window.localStorage.getItem('expiration')));
  expect(expiration - Date.now()).toBeGreaterThan(14 * 3600_000);

  await page.reload();
  await expect(page).toHaveURL(/\/painel\/links\/shortened/);
  await expect(page.getByRole('heading', { level: 1, name: 'Links encurtados' })).toBeVisible();
  await expect(page.getByText(user.name.split(' ')[0] ?? user.name).first()).toBeVisible();
});

test('logout goes through /loading to the home page and clears the session', async ({ page }) => {
  await signIn(page, newUser('logout'));
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await page
    .getByRole('button', { name: /perfil|conta|menu do usuário|avatar/i })
    .first()
    .click();
  await page.getByRole('menuitem', { name: /sair/i }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  expect(visited).toContain('/loading');
  expect(await storedToken(page)).toBeNull();
});

test('the panel without a token sends the visitor to the home page', async ({ page }) => {
  await page.goto('/painel/links/shortened');
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('a forged token is refused by the API (401) and the user is logged out', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    window.localStorage.setItem('authorization', 'forged-token-not-issued-by-the-server');
    window.localStorage.setItem('expiration', String(Date.now() + 3600_000));
  });
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  const refused = page.waitForResponse((r) => r.url().includes('/api/v1/auth') && r.status() === 401);
  await page.goto('/painel/links/shortened');
  await refused;
  await expect(page).toHaveURL((url) => url.pathname === '/loading' || url.pathname === '/');
  expect(visited).toContain('/loading');
  await expect.poll(() => storedToken(page)).toBeNull();
});
