// What the page measurements (measure-js, measure-lcp) share: the browser, a link to open, a signed-in user.

export const browserLaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
};

/** Creates an anonymous short link to https://example.com/measure and returns its code. */
export async function createMeasureLink(baseUrl) {
  const created = await fetch(`${baseUrl}/api/v1/online-addresses`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url: 'https://example.com/measure' }),
  });
  if (!created.ok) throw new Error(`could not create a short link: HTTP ${created.status}`);
  const { code } = await created.json();
  return code;
}

/** Signs a new user in through the development form in its own context; returns its storage state. */
export async function signedInState(browser, baseUrl) {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'pt-BR' });
  const page = await context.newPage();
  await page.goto('/oauth2/authorization/google');
  await page.getByLabel('E-mail').fill(`measure-${Date.now()}@example.com`);
  await page.getByLabel('Nome').fill('Medição');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/painel\/links\/shortened/);
  const state = await context.storageState();
  await context.close();
  return state;
}
