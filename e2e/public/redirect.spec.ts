import { admin, clickCount, createLink, patchConfig } from '../support/api';
import { newUser, requireToken, signIn } from '../support/auth';
import { dataDir } from '../support/env';
import { startTargetServer, targetHeading } from '../support/target-server';
import { expect, type Page, test } from '../support/test';

let target: Awaited<ReturnType<typeof startTargetServer>>;

test.beforeAll(async () => {
  target = await startTargetServer();
});
test.afterAll(async () => {
  await target.close();
});

async function shortenOnHome(page: Page, url: string): Promise<string> {
  await page.goto('/');
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/online-addresses') && r.request().method() === 'POST',
  );
  await page.locator('#sec-1').getByRole('textbox').first().fill(url);
  await page
    .locator('#sec-1')
    .getByRole('button', { name: /^encurtar/i })
    .click();
  const response = await created;
  expect(response.status()).toBeLessThan(300);
  const { code } = (await response.json()) as { code: string };
  await expect(
    page
      .locator('#sec-1')
      .getByText(code)
      .or(page.locator(`input[value$="/${code}"]`))
      .first(),
  ).toBeVisible();
  return code;
}

test('anonymous visitor shortens on the home page; the short link counts down and lands on the target', async ({
  page,
}) => {
  const code = await shortenOnHome(page, target.url);
  const click = page.waitForRequest((r) => r.url().endsWith('/api/v1/clicks') && r.method() === 'POST');
  await page.goto(`/${code}`);
  await expect(page.getByText('Você será redirecionado para')).toBeVisible();
  await expect(page.getByText(target.url).first()).toBeVisible();
  await click;
  await page.waitForURL(target.url, { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: targetHeading })).toBeVisible();
});

test('the countdown screen is in the page before any script runs, and the real screen takes its place', async ({
  page,
  browser,
  request,
}) => {
  const link = (await (
    await request.post('/api/v1/online-addresses', { data: { url: target.url } })
  ).json()) as { code: string };
  // No script at all: what a slow phone shows while the JavaScript downloads.
  await page.route('**/*.js', (route) => route.abort());
  await page.goto(`/${link.code}`);
  const picture = page.locator('#atalho-first-paint');
  await expect(picture.getByText('Você será redirecionado para')).toBeVisible();
  await expect(picture.locator('a.atl-target')).toHaveAttribute('href', target.url);
  await expect(picture.locator('.atl-card')).toHaveCSS('max-width', '440px');
  // A first visit: the cookie notice is drawn too (styled by /visitor-consent.css), the promotion bar not yet.
  const noticePicture = page.locator('#atalho-notice-picture');
  await expect(noticePicture.getByText('Usamos cookies para o site funcionar')).toBeVisible();
  await expect(noticePicture.locator('section')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(picture.locator('.atl-promo')).toBeHidden();
  // A visitor who chose their cookies gets the promotion bar and no notice.
  await page
    .context()
    .addCookies([{ name: 'atalho_consent', value: '%7B%7D', url: new URL(page.url()).origin }]);
  await page.reload();
  await expect(picture.locator('.atl-promo')).toBeVisible();
  await expect(noticePicture).toBeHidden();
  await page.context().clearCookies();
  // A browser without JavaScript gets the no-JavaScript path instead of a picture that would never count down.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(page.url());
  await expect(plain.locator('#atalho-first-paint')).toBeHidden();
  await expect(plain.getByRole('link', { name: 'Continuar agora' })).toHaveAttribute('href', target.url);
  await noScript.close();
  // With the scripts, the mounted screen replaces the picture and counts down.
  await page.unroute('**/*.js');
  await page.reload();
  await expect(page.getByRole('progressbar', { name: 'Progresso do redirecionamento' })).toBeVisible();
  await expect(picture).toHaveCount(0);
  await expect(noticePicture).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Preferências de cookies' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancelar' })).toBeEnabled();
});

test('cancelling the redirect offers the report form, which sends the report', async ({ page, request }) => {
  const link = (await (
    await request.post('/api/v1/online-addresses', { data: { url: target.url } })
  ).json()) as {
    code: string;
  };
  await page.goto(`/${link.code}`);
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await page.getByRole('button', { name: 'Denunciar link' }).click();
  await page.getByLabel('Mensagem').fill('Este link leva a uma página enganosa.');
  const sent = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/links-reports') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Enviar' }).click();
  expect((await sent).status()).toBeLessThan(300);
  await expect(page.getByText('Denúncia enviada')).toBeVisible();
  expect(page.url()).not.toBe(target.url);
});

test('?countClick=false is not counted; a plain visit is', async ({ page, browser, request }) => {
  test.skip(!dataDir, 'needs the server DATA_DIR for the admin CLI');
  const owner = await signIn(page, newUser('owner'));
  // Reading the raw clicks back is the detailed report (PRO, spec 001 §6).
  await admin('plan', 'grant', owner.email, 'PRO');
  const token = await requireToken(page);
  const link = await createLink(request, token, target.url);

  const visitor = await browser.newPage();
  const clicks: string[] = [];
  visitor.on('request', (r) => {
    if (r.url().endsWith('/api/v1/clicks') && r.method() === 'POST') clicks.push(r.url());
  });
  await visitor.goto(`/${link.code}?countClick=false`);
  await visitor.waitForURL(target.url, { timeout: 10_000 });
  expect(clicks, 'no click request with countClick').toEqual([]);
  expect(await clickCount(request, token, link.code)).toBe(0);

  await visitor.goto(`/${link.code}`);
  await visitor.waitForURL(target.url, { timeout: 10_000 });
  await expect.poll(() => clickCount(request, token, link.code), { timeout: 15_000 }).toBe(1);
  await visitor.close();

  // A click that did not come with a page the server served (no visit token) is acknowledged, not counted.
  const forged = await request.post('/api/v1/clicks', {
    data: { onlineAddress: { id: link.id }, userSessionId: 'forjado' },
    headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/124.0 Mobile Safari/537.36' },
  });
  expect(forged.status()).toBe(202);
  expect(await forged.json()).toEqual({ counted: false });
  await new Promise((resolve) => setTimeout(resolve, 1500)); // clicks are written in batches
  expect(await clickCount(request, token, link.code)).toBe(1);
});

test('a crawler gets Open Graph tags for /{code} and its clicks are not counted', async ({
  page,
  request,
}) => {
  test.skip(!dataDir, 'needs the server DATA_DIR for the admin CLI');
  const owner = await signIn(page, newUser('og'));
  await admin('plan', 'grant', owner.email, 'PRO');
  const token = await requireToken(page);
  const link = await createLink(request, token, target.url);
  const crawler = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';

  const html = await (
    await request.get(`/${link.code}`, { headers: { 'user-agent': crawler, accept: 'text/html' } })
  ).text();
  expect(html).toMatch(/<meta[^>]+property="og:url"[^>]*>/);
  expect(html).toMatch(/<meta[^>]+property="og:title"[^>]*>/);
  expect(html).toMatch(/<meta[^>]+name="twitter:card"[^>]*>/);
  expect(html).toMatch(new RegExp(`<link[^>]+rel="canonical"[^>]+/${link.code}"`));
  expect(html).toContain('<script id="atalho-data" type="application/json">');

  const ack = await request.post('/api/v1/clicks', {
    data: { onlineAddress: { code: link.code }, clickProperties: [] },
    headers: { 'user-agent': crawler },
  });
  expect(ack.status()).toBe(202);
  expect(await ack.json()).toEqual({ counted: false });
  await page.waitForTimeout(1500); // clicks are written in batches
  expect(await clickCount(request, token, link.code)).toBe(0);
});

test('a PRO owner with loaderTime 0 sends visitors straight to the target', async ({
  page,
  browser,
  request,
}) => {
  test.skip(!dataDir, 'needs the server DATA_DIR for the admin CLI');
  const owner = await signIn(page, newUser('pro'));
  await admin('plan', 'grant', owner.email, 'PRO');
  const token = await requireToken(page);
  await patchConfig(request, token, { loaderTime: 0 });
  const link = await createLink(request, token, target.url);

  // The visitor's timers never run (a paused clock): a countdown of any length would wait for ever, so reaching
  // the target proves the screen did not count down at all, however slow the machine.
  const visitor = await browser.newPage();
  await visitor.clock.install({ time: new Date('2026-11-02T12:00:00Z') });
  await visitor.clock.pauseAt(new Date('2026-11-02T12:00:01Z'));
  await visitor.goto(`/${link.code}`, { waitUntil: 'commit' });
  await visitor.waitForURL(target.url, { timeout: 15_000 });
  await expect(visitor.getByRole('heading', { name: targetHeading })).toBeVisible();
  await visitor.close();
});
