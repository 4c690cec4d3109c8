import { request as httpRequest } from 'node:http';
import { chromium } from '@playwright/test';
import { admin, createLink, patchConfig } from '../support/api';
import { newUser, requireToken, signIn } from '../support/auth';
import { baseURL, dataDir } from '../support/env';
import { startTargetServer } from '../support/target-server';
import { expect, test } from '../support/test';

let target: Awaited<ReturnType<typeof startTargetServer>>;

test.beforeAll(async () => {
  target = await startTargetServer();
});
test.afterAll(async () => {
  await target.close();
});

test.describe.configure({ timeout: 180_000 });

/** GET with a Host header of our choosing (fetch and the browser send the URL's own). */
function getOnHost(path: string, host: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, headers: { host, accept: 'text/html' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('a BUSINESS owner’s link opens on their subdomain with their branding, and the panel shares that address', async ({
  page,
  request,
}) => {
  test.skip(!dataDir, 'needs the server DATA_DIR for the admin CLI');
  const owner = await signIn(page, newUser('dominio'));
  await admin('plan', 'grant', owner.email, 'BUSINESS');
  const name = `loja${Date.now().toString(36)}`;
  const host = `${name}.links.e2e.test`;
  await admin('subdomain', 'add', owner.email, name);
  const token = await requireToken(page);
  await patchConfig(request, token, { siteName: 'Loja da Bia', loaderTime: 8 });
  const link = await createLink(request, token, target.url);
  // A link that is not the owner's (anonymous: no owner at all).
  const anonymous = await request.post('/api/v1/online-addresses', { data: { url: target.url } });
  const otherLink = (await anonymous.json()) as { code: string };

  // The Host decides: the owner's code answers on their host, another owner's is a neutral 404 there, and `/` is
  // no marketing page. The main host is unchanged.
  const own = await getOnHost(`/${link.code}`, host);
  expect(own.status).toBe(200);
  expect(own.body).toContain(`<link rel="canonical" href="http://${host}/${link.code}">`);
  const foreign = await getOnHost(`/${otherLink.code}`, host);
  expect(foreign.status).toBe(404);
  expect(foreign.body).not.toContain('Atalho');
  expect((await getOnHost('/', host)).body).toContain('Links curtos');
  expect((await request.get(`/${otherLink.code}`, { headers: { accept: 'text/html' } })).status()).toBe(200);

  // A browser on the custom host: the redirect screen with the owner's branding.
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      `--host-resolver-rules=MAP ${host} 127.0.0.1, MAP destino-e2e.test 127.0.0.1`,
    ],
  });
  try {
    const visitor = await browser.newPage({ locale: 'pt-BR' });
    await visitor.goto(`http://${host}:${new URL(baseURL).port}/${link.code}?countClick=false`);
    await expect(visitor.getByText('Loja da Bia')).toBeVisible();
    await visitor.waitForURL(target.url, { timeout: 20_000 });
  } finally {
    await browser.close();
  }

  // The panel shows, copies, shares and encodes in the QR code the custom address.
  await page.goto('/painel/links/shortened');
  // The owner's only link: its card shows the address without the scheme.
  await expect(page.getByText(`${host}/${link.code}`).first()).toBeVisible();
  await page.getByRole('button', { name: 'QR code', exact: true }).first().click();
  const qr = page.getByRole('dialog', { name: 'QR code do link' });
  const image = qr.getByRole('img', { name: 'QR code do link encurtado' });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('data-qr-value', `http://${host}/${link.code}?s=q`);
  await page.keyboard.press('Escape');

  // The settings page's "Domínio próprio" section tells the status in words.
  await page.goto('/painel/configs/loading-screen');
  const section = page.getByRole('region', { name: 'Domínio próprio' });
  await expect(section.getByText(host)).toBeVisible();
  await expect(section.getByText('Ativo')).toBeVisible();
});
