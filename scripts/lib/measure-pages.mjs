// What the page measurements (measure-js, measure-lcp) share: the browser, a link to open, a signed-in user.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from './workspace.mjs';

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

/** A new user's published bio (the bench's: every section type, two social links); returns its username. */
export async function createMeasureBio(baseUrl) {
  const { createBio, signIn } = await import('../../bench/lib/api-setup.mjs');
  const token = await signIn(baseUrl, `measure-bio-${Date.now()}@example.com`, 'Loja Bench');
  return createBio(baseUrl, token, `m${Date.now().toString(36)}`);
}

/**
 * A new user's published lead page (issue 31): an e-book (a one-page PDF made here, uploaded like the editor
 * does), its topics and description; returns its subdomain.
 */
export async function createMeasureInfoproduct(baseUrl) {
  const { signIn } = await import('../../bench/lib/api-setup.mjs');
  const { PDFDocument } = await import('pdf-lib');
  const token = await signIn(baseUrl, `measure-lead-${Date.now()}@example.com`, 'Loja Bench');
  const auth = { authorization: `Bearer ${token}` };
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText('Guia do pão caseiro');
  const form = new FormData();
  form.append('kind', 'pdf');
  form.append('purpose', 'ebook');
  form.append('file', new Blob([await pdf.save()], { type: 'application/pdf' }), 'guia.pdf');
  const uploaded = await fetch(`${baseUrl}/api/v1/files`, { method: 'POST', headers: auth, body: form });
  if (!uploaded.ok) throw new Error(`could not upload the e-book: HTTP ${uploaded.status}`);
  const { id, src } = await uploaded.json();
  const subdomain = `m${Date.now().toString(36)}`.replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]);
  const created = await fetch(`${baseUrl}/api/v1/infoproduts`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      type: 'E_BOOK',
      action: 'DOWNLOAD',
      resource: { id, src },
      title: 'Guia do pão caseiro',
      subtitle: 'Do fermento ao forno',
      shortDescription: 'Receitas testadas para fazer pão em casa, sem batedeira.',
      itensTitle: 'O que você vai aprender',
      itens: ['Fermentação natural', 'Sovar sem batedeira', 'Assar em forno comum'].map((value) => ({
        value,
      })),
      description: 'Um guia prático, com fotos passo a passo.',
      onlineAddress: { code: subdomain },
      responsibility: true,
    }),
  });
  if (!created.ok) throw new Error(`could not create the lead page: HTTP ${created.status}`);
  return subdomain;
}

/** Signs a new user in through the development form in its own context; returns its storage state. */
export async function signedInState(browser, baseUrl, email = `measure-${Date.now()}@example.com`) {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'pt-BR' });
  const page = await context.newPage();
  await page.goto('/oauth2/authorization/google');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Nome').fill('Medição');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/painel\/links\/shortened/);
  const state = await context.storageState();
  await context.close();
  return state;
}

/**
 * A PRO owner (granted with the admin CLI on the server's DATA_DIR) with one link and three clicks from a
 * Brazilian address (the server must trust the loopback proxy), so every chart of the dashboard draws:
 * returns the owner's storage state.
 */
export async function proOwnerWithClicksState(browser, baseUrl, dataDir) {
  const email = `measure-pro-${Date.now()}@example.com`;
  const state = await signedInState(browser, baseUrl, email);
  execFileSync(process.execPath, [join(root, 'api', 'dist', 'admin.js'), 'plan', 'grant', email, 'PRO'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: 'ignore',
  });
  const token = state.origins
    .flatMap((origin) => origin.localStorage)
    .find((entry) => entry.name === 'authorization')?.value;
  if (!token) throw new Error('the signed-in page stored no token');
  const created = await fetch(`${baseUrl}/api/v1/online-addresses`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ url: 'https://example.com/measure-dashboard' }),
  });
  if (!created.ok) throw new Error(`could not create the owner's link: HTTP ${created.status}`);
  const { code } = await created.json();
  // A browser's user agent: Node's own is taken for a crawler, whose clicks are not counted.
  const visitor = {
    'user-agent':
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
  };
  for (const [session, platform] of [
    ['visitante-1', 'Android'],
    ['visitante-1', 'Android'],
    ['visitante-2', 'iPhone'],
  ]) {
    const view = await fetch(`${baseUrl}/api/v1/online-addresses/code/${code}?view=true`, {
      headers: visitor,
    });
    // The page load's visit key (decision 031) rides in a cookie, as a browser would send it back.
    const visitKey = view.headers.getSetCookie().find((cookie) => cookie.startsWith('atalho_visit='));
    const click = await fetch(`${baseUrl}/api/v1/clicks`, {
      method: 'POST',
      headers: {
        ...visitor,
        'content-type': 'application/json',
        'x-forwarded-for': '200.147.67.142',
        cookie: visitKey?.split(';')[0] ?? '',
      },
      body: JSON.stringify({
        onlineAddress: { code },
        userSessionId: session,
        visitToken: view.headers.get('visit-token'),
        clickProperties: [
          { name: 'platform', value: platform, type: 'STANDARD' },
          { name: 'breakpoint-name', value: 'xs', type: 'STANDARD' },
        ],
      }),
    });
    if (click.status !== 201) throw new Error(`could not count a click: HTTP ${click.status}`);
  }
  return state;
}
