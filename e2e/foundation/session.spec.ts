import { newUser, requireToken, signIn, storedToken } from '../support/auth';
import { expect, test } from '../support/test';

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

test('logout goes through /loading to the home page, clears the session and revokes the token', async ({
  page,
  request,
}) => {
  await signIn(page, newUser('logout'));
  const token = await requireToken(page);
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
  const after = await request.get('/api/v1/auth', { headers: { authorization: `Bearer ${token}` } });
  expect(after.status()).toBe(401);
});

test('a sign-in link from another browser does not replace the session (login CSRF)', async ({
  page,
  request,
}) => {
  const victim = await signIn(page, newUser('victim'));
  const token = await requireToken(page);
  // The attacker signs in on their own browser (this request context keeps its own cookies) and stops
  // at the callback's redirect, keeping the code.
  await request.get('/oauth2/authorization/google');
  const callback = await request.post('/oauth2/dev/callback', {
    form: { email: newUser('attacker').email, name: 'Atacante' },
    maxRedirects: 0,
  });
  const planted = String(callback.headers().location);
  expect(planted).toMatch(/^\/loading\?authorization=/);

  await page.goto(planted);
  await expect(page).toHaveURL(/\/painel\/links\/shortened/);
  expect(await storedToken(page)).toBe(token);
  await expect(page.getByText(victim.name.split(' ')[0] ?? victim.name).first()).toBeVisible();
  const me = await request.get('/api/v1/auth', { headers: { authorization: `Bearer ${token}` } });
  expect((await me.json()).email).toBe(victim.email);
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
