import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { bioTemplates } from '@atalho/sdk/schemas';
import { PDFDocument } from 'pdf-lib';
import { admin, createLink, patchConfig } from '../support/api';
import { newUser, requireToken, signIn } from '../support/auth';
import { baseURL, dataDir, gaCollectOrigin, repoRoot } from '../support/env';
import { type CollectHit, startGaStub } from '../support/ga-stub';
import { startTargetServer } from '../support/target-server';
import { type APIRequestContext, type Browser, expect, type Page, test } from '../support/test';

/**
 * The owner's Google Analytics (issue 36 item 3, decision 039): a PRO owner's GA4 id gets a page view from the
 * redirect screen, the bio page and the lead page, sent to GA_COLLECT_ORIGIN (a local stub here) only once the
 * visitor accepted analytics cookies; unanswered or rejected, nothing reaches it and the page's policy does not
 * name it; a lower plan's id records nothing. At a phone's and a laptop's width.
 */

const GA_ID = 'G-E2ETEST123';
/** E2E_SHOTS=1: the pages at each width, to look at (nothing on them changes with the page view). */
const shotsDir = process.env.E2E_SHOTS ? join(repoRoot, '.tmp', 'shots', 'owner-analytics') : null;

async function shot(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: join(shotsDir, `${name}.png`), fullPage: true });
}

function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

function randomLetters(length: number): string {
  return Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

/** A bio with one link, through the API (the editor has its own test), in the first template's look. */
async function createBio(request: APIRequestContext, token: string, username: string, url: string) {
  const response = await request.post('/api/v1/biographies', {
    headers: bearer(token),
    data: {
      name: 'Ana Analytics',
      description: 'Doces artesanais em Recife',
      onlineAddress: { code: username },
      ...bioTemplates[0]?.appearance,
      biographyHasOnlineAddresses: [{ type: 'SAMPLE_LINK', title: 'Minha loja', onlineAddress: { url } }],
      socialLinks: [],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A lead page for an e-book, through the API (the wizard has its own test). */
async function createLeadPage(request: APIRequestContext, token: string, subdomain: string) {
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]).drawText('Atalho e2e', { x: 20, y: 100, size: 16 });
  const uploaded = await request.post('/api/v1/files', {
    headers: bearer(token),
    multipart: {
      kind: 'pdf',
      purpose: 'ebook',
      file: { name: 'guia.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await pdf.save()) },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBeLessThan(300);
  const ebook = (await uploaded.json()) as { id: number; src: string };
  const saved = await request.post('/api/v1/infoproduts', {
    headers: bearer(token),
    data: {
      type: 'E_BOOK',
      pageType: 'LEEDS',
      action: 'DOWNLOAD',
      resource: { id: ebook.id, src: ebook.src },
      title: 'Guia de doces',
      subtitle: 'Receitas da vó',
      shortDescription: 'Vinte receitas fáceis para vender',
      itensTitle: 'O que você vai aprender',
      itens: [{ value: 'Brigadeiro' }, { value: 'Beijinho' }],
      description: 'Um guia completo, do preparo à embalagem.',
      onlineAddress: { code: subdomain },
      responsibility: true,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** The paths a visitor opens: the PRO owner's three pages and a lower-plan owner's link. */
interface Paths {
  link: string;
  bio: string;
  lead: string;
  lowerPlanLink: string;
}

let stub: Awaited<ReturnType<typeof startGaStub>> | undefined;
let target: Awaited<ReturnType<typeof startTargetServer>>;
let paths: Paths;

/** An owner signed in, the id saved while PRO, then left on `plan`. */
async function ownerWithId(browser: Browser, plan: 'PRO' | 'BASIC') {
  const page = await browser.newPage({ baseURL });
  const owner = await signIn(page, newUser(`ga-${plan.toLowerCase()}`));
  await admin('plan', 'grant', owner.email, 'PRO');
  const token = await requireToken(page);
  await patchConfig(page.request, token, { googleAnalyticsId: GA_ID.toLowerCase() });
  if (plan !== 'PRO') {
    await admin('plan', 'revoke', owner.email);
    await admin('plan', 'grant', owner.email, plan);
  }
  return { page, token };
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  if (!dataDir || !gaCollectOrigin) return;
  stub = await startGaStub(gaCollectOrigin);
  target = await startTargetServer();
  const pro = await ownerWithId(browser, 'PRO');
  const link = await createLink(pro.page.request, pro.token, target.url);
  const bio = `ga${randomLetters(10)}`;
  await createBio(pro.page.request, pro.token, bio, target.url);
  const lead = `ga-${randomLetters(10)}`;
  await createLeadPage(pro.page.request, pro.token, lead);
  await pro.page.close();
  const basic = await ownerWithId(browser, 'BASIC');
  const lowerPlanLink = await createLink(basic.page.request, basic.token, target.url);
  await basic.page.close();
  paths = {
    link: `/${link.code}`,
    bio: `/${bio}`,
    lead: `/${lead}`,
    lowerPlanLink: `/${lowerPlanLink.code}`,
  };
});

test.afterAll(async () => {
  await stub?.close();
  await target?.close();
});

async function newVisitor(browser: Browser, width: number) {
  const context = await browser.newContext({ baseURL, locale: 'pt-BR', viewport: { width, height: 844 } });
  const page = await context.newPage();
  // Nothing from Google at all, ever: no gtag.js, no other host of theirs (the stub is the only collector).
  const google: string[] = [];
  page.on('request', (request) => {
    if (/google|gstatic/.test(new URL(request.url()).hostname)) google.push(request.url());
  });
  return { context, page, google };
}

/** Opens a page and answers its Content-Security-Policy's `connect-src`. */
async function open(page: Page, path: string): Promise<string[]> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  const policy = response?.headers()['content-security-policy'] ?? '';
  const directive = policy.split('; ').find((part) => part.startsWith('connect-src ')) ?? '';
  return directive.split(' ').slice(1);
}

/** Lets the page run its script (the island mounts, a beacon would leave) before counting what arrived. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
}

function pageViews(from: number): CollectHit[] {
  return (stub?.hits ?? []).slice(from);
}

function expectPageView(hit: CollectHit | undefined, location: string) {
  expect(hit?.method).toBe('POST');
  expect(hit?.path).toBe('/g/collect');
  expect(hit?.params.get('tid')).toBe(GA_ID);
  expect(hit?.params.get('en')).toBe('page_view');
  expect(hit?.params.get('v')).toBe('2');
  expect(hit?.params.get('dl')).toBe(`${baseURL}${location}`);
  expect(hit?.params.get('cid')).toMatch(/^\d+\.\d+$/);
}

for (const width of [390, 1366]) {
  test(`at ${width} px: a page view per page once analytics is accepted, none before or when rejected`, async ({
    browser,
  }) => {
    test.skip(
      !dataDir || !gaCollectOrigin,
      'needs the stack of e2e/run.mjs (admin CLI, GA_COLLECT_ORIGIN stub)',
    );
    test.setTimeout(180_000);
    const origin = gaCollectOrigin ?? '';

    const visitor = await newVisitor(browser, width);
    const from = pageViews(0).length;
    await test.step('unanswered: the bio page names no collector and sends nothing', async () => {
      expect(await open(visitor.page, paths.bio)).not.toContain(origin);
      await expect(visitor.page.getByRole('button', { name: 'Aceitar todos' })).toBeVisible();
      await settle(visitor.page);
      await shot(visitor.page, `bio-unanswered-${width}`);
      expect(pageViews(from)).toEqual([]);
      // Accepting on this page sends nothing from it: its policy was made before the answer.
      await visitor.page.getByRole('button', { name: 'Aceitar todos' }).click();
      await settle(visitor.page);
      expect(pageViews(from)).toEqual([]);
    });

    await test.step('accepted: the bio, the redirect screen and the lead page each record one', async () => {
      expect(await open(visitor.page, paths.bio)).toEqual(["'self'", origin]);
      await expect.poll(() => pageViews(from).length).toBe(1);
      expectPageView(pageViews(from)[0], paths.bio);
      await expect(visitor.page.getByRole('heading', { level: 1, name: 'Ana Analytics' })).toBeVisible();
      await shot(visitor.page, `bio-accepted-${width}`);

      const shared = `${paths.link}?s=whatsapp`;
      expect(await open(visitor.page, shared)).toEqual(["'self'", origin]);
      await expect.poll(() => pageViews(from).length).toBe(2);
      expectPageView(pageViews(from)[1], shared);
      await expect(visitor.page.getByText('Você será redirecionado para')).toBeVisible();
      await shot(visitor.page, `redirect-accepted-${width}`);
      // The page view does not hold the visitor back: the redirect happens as before.
      await visitor.page.waitForURL(target.url, { timeout: 15_000 });

      expect(await open(visitor.page, paths.lead)).toEqual(["'self'", origin]);
      await expect.poll(() => pageViews(from).length).toBe(3);
      expectPageView(pageViews(from)[2], paths.lead);
      await shot(visitor.page, `lead-accepted-${width}`);
      // One visitor, one client id, kept in Google's cookie.
      expect(new Set(pageViews(from).map((hit) => hit.params.get('cid'))).size).toBe(1);
    });

    await test.step('a lower plan’s id records nothing, even with consent', async () => {
      expect(await open(visitor.page, paths.lowerPlanLink)).toEqual(["'self'"]);
      await settle(visitor.page);
      expect(pageViews(from)).toHaveLength(3);
    });
    expect(visitor.google).toEqual([]);
    await visitor.context.close();

    await test.step('rejected: no page sends anything, no policy names the collector', async () => {
      const rejecting = await newVisitor(browser, width);
      const before = pageViews(0).length;
      await open(rejecting.page, paths.bio);
      await rejecting.page.getByRole('button', { name: 'Rejeitar todos' }).click();
      for (const path of [paths.bio, paths.lead, paths.link]) {
        expect(await open(rejecting.page, path), path).toEqual(["'self'"]);
        await settle(rejecting.page);
      }
      expect(pageViews(before)).toEqual([]);
      expect(await rejecting.context.cookies()).not.toContainEqual(expect.objectContaining({ name: '_ga' }));
      expect(rejecting.google).toEqual([]);
      await rejecting.context.close();
    });
  });
}
