import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clicks, suspiciousClicks } from '../../../src/db/schema';
import { createVisitKeys, VISIT_COOKIE } from '../../../src/modules/clicks/visit-keys';
import { SESSIONS_PER_ADDRESS_HOUR } from '../../../src/modules/clicks/visitor-cap';
import { VISIT_TOKEN_WINDOW_MS } from '../../../src/security/visit-token';
import { redisUp, redisUrl } from '../../helpers/redis';
import { buildTestApp, staticRootWithShell, type TestApp, useTestApp } from '../../helpers/test-app';
import { createLink } from '../online-addresses/fixtures';
import { openVisit, pageLoadCookie, visitCookieOf } from './visit';

/** Issue 34 item 1: the outside probe replayed one lookup's visit token with fresh session ids (decision 031). */
/** The tests that send hundreds of requests one after another: room on a loaded machine. */
const MANY = 120_000;

const ctx = useTestApp({
  config: { allowPrivateUrls: true, staticRoot: staticRootWithShell(), publicUrl: 'https://atalho.test' },
});
const phone =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

function clickOn(
  app: TestApp['app'],
  linkId: number,
  visit: { visitToken: string; headers: { cookie?: string } },
  userSessionId: string,
  remoteAddress = '200.147.67.142',
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/clicks',
    remoteAddress,
    headers: { 'user-agent': phone, ...visit.headers },
    payload: { onlineAddress: { id: linkId }, userSessionId, visitToken: visit.visitToken },
  });
}

async function tally(app: TestApp['app'], linkId: number) {
  const [counted] = await app.db
    .select({ n: count() })
    .from(clicks)
    .where(eq(clicks.onlineAddressId, linkId));
  const apart = await app.db
    .select({ reason: suspiciousClicks.reason, n: count() })
    .from(suspiciousClicks)
    .where(eq(suspiciousClicks.onlineAddressId, linkId))
    .groupBy(suspiciousClicks.reason);
  return { counted: counted?.n ?? 0, apart: Object.fromEntries(apart.map((row) => [row.reason, row.n])) };
}

describe('one page load counts one view', () => {
  it(
    'the probe: one lookup replayed with 300 fresh session ids from one IPv4 counts once; the rest are kept apart',
    async () => {
      const link = await createLink(ctx.app, 'exemplo.com/probe');
      const visit = await openVisit(ctx.app, link.code);
      const responses = [];
      for (let i = 0; i < 300; i += 1) responses.push(await clickOn(ctx.app, link.id, visit, `probe-${i}`));
      expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
      expect(responses.slice(1).every((r) => r.statusCode === 202)).toBe(true);
      expect(await tally(ctx.app, link.id)).toEqual({ counted: 1, apart: { 'visit-replayed': 299 } });
    },
    MANY,
  );

  it('the token without its page load, or with a forged, foreign or expired key, counts nothing', async () => {
    const link = await createLink(ctx.app, 'exemplo.com/forjado');
    const { visitToken } = await openVisit(ctx.app, link.code);
    const now = Date.now();
    const other = (secret: string, at = now) =>
      `${VISIT_COOKIE}=${createVisitKeys(secret, { secure: false, now: () => at }).mint()}`;
    const secret = ctx.app.config.visitTokenSecret;
    const cookies = [
      undefined,
      `${VISIT_COOKIE}=`,
      `${VISIT_COOKIE}=AAAAAAAAAAAAAAAAAAAAAA`,
      `${VISIT_COOKIE}=${'x'.repeat(22)}`,
      other('um segredo qualquer'),
      other(secret, now - 2 * VISIT_TOKEN_WINDOW_MS),
      other(secret, now + VISIT_TOKEN_WINDOW_MS),
    ];
    for (const [i, cookie] of cookies.entries()) {
      const response = await clickOn(
        ctx.app,
        link.id,
        { visitToken, headers: cookie ? { cookie } : {} },
        `f${i}`,
      );
      expect(response.statusCode, String(cookie)).toBe(202);
    }
    expect(await tally(ctx.app, link.id)).toEqual({ counted: 0, apart: { 'visit-missing': cookies.length } });
  });

  it('a visitor tapping twice in one page load counts once, and the repeat stores nothing', async () => {
    const link = await createLink(ctx.app, 'exemplo.com/duplo');
    const visit = await openVisit(ctx.app, link.code);
    expect((await clickOn(ctx.app, link.id, visit, 'ana')).statusCode).toBe(201);
    expect((await clickOn(ctx.app, link.id, visit, 'ana')).statusCode).toBe(202);
    expect(await tally(ctx.app, link.id)).toEqual({ counted: 1, apart: {} });
    // A new page load is a new view.
    expect((await clickOn(ctx.app, link.id, await openVisit(ctx.app, link.code), 'ana')).statusCode).toBe(
      201,
    );
  });

  it('the /{code} page sets a new key on every load (hot path included); a crawler gets none', async () => {
    const link = await createLink(ctx.app, 'exemplo.com/pagina');
    const load = (userAgent: string) =>
      ctx.app.inject({ url: `/${link.code}`, headers: { accept: 'text/html', 'user-agent': userAgent } });
    const first = await load(phone);
    const second = await load(phone);
    const [a, b] = [visitCookieOf(first.headers['set-cookie']), visitCookieOf(second.headers['set-cookie'])];
    expect(a).not.toBe(b);
    expect(String(first.headers['set-cookie'])).toMatch(
      /^atalho_visit=[A-Za-z0-9_-]{22}; Path=\/api\/v1\/clicks; Max-Age=1800; HttpOnly; SameSite=Lax; Secure$/,
    );
    expect(first.body).toBe(second.body);
    const crawler = await load('facebookexternalhit/1.1');
    expect(crawler.headers['set-cookie']).toBeUndefined();
    const token = /"visitToken":"([^"]+)"/.exec(first.body)?.[1] ?? '';
    expect(
      (await clickOn(ctx.app, link.id, { visitToken: token, headers: { cookie: a } }, 'p1')).statusCode,
    ).toBe(201);
  });
});

describe('the caps per address and link', () => {
  it(
    `a shared NAT: ${SESSIONS_PER_ADDRESS_HOUR} browsers each with its own page load all count; the next browser is kept apart`,
    async () => {
      const link = await createLink(ctx.app, 'exemplo.com/nat');
      const statuses: number[] = [];
      for (let i = 0; i <= SESSIONS_PER_ADDRESS_HOUR; i += 1) {
        const visit = await openVisit(ctx.app, link.code);
        statuses.push((await clickOn(ctx.app, link.id, visit, `browser-${i}`, '177.12.0.1')).statusCode);
      }
      expect(statuses.filter((s) => s === 201)).toHaveLength(SESSIONS_PER_ADDRESS_HOUR);
      expect(statuses.at(-1)).toBe(202);
      expect(await tally(ctx.app, link.id)).toEqual({
        counted: SESSIONS_PER_ADDRESS_HOUR,
        apart: { 'address-cap': 1 },
      });
      // Another address has room of its own.
      const visit = await openVisit(ctx.app, link.code);
      expect((await clickOn(ctx.app, link.id, visit, 'browser-x', '177.12.0.2')).statusCode).toBe(201);
    },
    MANY,
  );

  it(
    'IPv6 is one address per /64: new addresses and sessions in it share the cap, and a key replayed across them counts once',
    async () => {
      const link = await createLink(ctx.app, 'exemplo.com/v6');
      const address = (i: number) => `2804:14c:65:4a::${(i + 1).toString(16)}`;
      const replayed = await openVisit(ctx.app, link.code);
      const replays = [];
      for (let i = 0; i < 20; i += 1)
        replays.push((await clickOn(ctx.app, link.id, replayed, `r${i}`, address(i))).statusCode);
      expect(replays.filter((s) => s === 201)).toHaveLength(1);
      const { visitToken } = replayed;
      const statuses: number[] = [];
      for (let i = 0; i < SESSIONS_PER_ADDRESS_HOUR + 10; i += 1) {
        const visit = { visitToken, headers: pageLoadCookie(ctx.app) };
        statuses.push((await clickOn(ctx.app, link.id, visit, `v6-${i}`, address(1000 + i))).statusCode);
      }
      // The replayed key's one session already took a place.
      expect(statuses.filter((s) => s === 201)).toHaveLength(SESSIONS_PER_ADDRESS_HOUR - 1);
      expect(await tally(ctx.app, link.id)).toEqual({
        counted: SESSIONS_PER_ADDRESS_HOUR,
        apart: { 'visit-replayed': 19, 'address-cap': 11 },
      });
    },
    MANY,
  );
});

describe.skipIf(!redisUp)('shared through Redis (REDIS_URL): two instances behind one balancer', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const config = {
      allowPrivateUrls: true,
      redisUrl,
      visitTokenSecret: 'o mesmo segredo em toda instância',
    };
    first = await buildTestApp({ config });
    second = await buildTestApp({ testDatabase: first.testDatabase, config });
  });
  afterAll(async () => {
    await second.app.close();
    await first.close();
  });

  it('a key used on one instance is spent on the other; the caps count across both', async () => {
    const link = await createLink(first.app, 'exemplo.com/redis');
    // Let the ledger's connection come up (it fails over to memory while connecting).
    await new Promise((resolve) => setTimeout(resolve, 300));
    const visit = await openVisit(first.app, link.code);
    // Another address per run: the caps' counters outlive a run in a shared Redis for the rest of the hour.
    const from = `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.9`;
    const answers = [];
    for (let i = 0; i < 10; i += 1) {
      const app = i % 2 === 0 ? first.app : second.app;
      answers.push((await clickOn(app, link.id, visit, `redis-${i}`, from)).statusCode);
    }
    expect(answers.filter((s) => s === 201)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await tally(first.app, link.id)).toEqual({ counted: 1, apart: { 'visit-replayed': 9 } });
  });
});
