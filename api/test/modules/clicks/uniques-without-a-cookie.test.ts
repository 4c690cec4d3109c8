import { count, countDistinct, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clicks, suspiciousClicks, visitorSalts } from '../../../src/db/schema';
import { ensureVisitorSalt } from '../../../src/modules/clicks/queries';
import { CLICKS_PER_VISITOR_HOUR, SESSIONS_PER_ADDRESS_HOUR } from '../../../src/modules/clicks/visitor-cap';
import { createVisitorIds, visitorDayOf } from '../../../src/modules/clicks/visitor-ids';
import { bearer, signIn, type TestApp, useTestApp } from '../../helpers/test-app';
import { createLink, grantPlan } from '../online-addresses/fixtures';
import { openVisit } from './visit';

/** Issue 36 item 4: without analytics consent no `atalho_cid`, uniques from a daily salted hash (decision 041). */
const MANY = 120_000;

const ctx = useTestApp({ config: { allowPrivateUrls: true } });

const phone =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const laptop =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
/**
 * Each test's visitors come from an address of their own: link and owner ids start over after each test's reset,
 * while the app's hourly caps (in memory) do not.
 */
let test = 0;
const address = () => `200.147.67.${test}`;
beforeEach(() => {
  test += 1;
});

const REJECTED = `atalho_consent=${encodeURIComponent(JSON.stringify({ necessary: true, analytics: false }))}`;

interface Visitor {
  userAgent?: string;
  ip?: string;
  /** The body's userSessionId, as a browser with an `atalho_cid` would send it. */
  session?: string;
  /** true: accepted analytics; false: no consent cookie (never answered); 'rejected': rejected analytics. */
  consent: boolean | 'rejected';
}

/** One page load (the lookup, as the redirect screen makes it) and its click; both answers. */
async function visit(app: TestApp['app'], link: { id: number; code: string }, visitor: Visitor) {
  const page = await openVisit(app, link.code, { consent: visitor.consent === true });
  const cookie = visitor.consent === 'rejected' ? `${page.headers.cookie}; ${REJECTED}` : page.headers.cookie;
  const click = await app.inject({
    method: 'POST',
    url: '/api/v1/clicks',
    remoteAddress: visitor.ip ?? address(),
    headers: { 'user-agent': visitor.userAgent ?? phone, cookie },
    payload: {
      onlineAddress: { id: link.id },
      visitToken: page.visitToken,
      ...(visitor.session ? { userSessionId: visitor.session } : {}),
    },
  });
  return { page, click };
}

async function tally(app: TestApp['app'], linkId: number) {
  const [row] = await app.db
    .select({ views: count(), uniques: countDistinct(clicks.userSessionId) })
    .from(clicks)
    .where(eq(clicks.onlineAddressId, linkId));
  const apart = await app.db
    .select({ reason: suspiciousClicks.reason, n: count() })
    .from(suspiciousClicks)
    .where(eq(suspiciousClicks.onlineAddressId, linkId))
    .groupBy(suspiciousClicks.reason);
  return {
    views: row?.views ?? 0,
    uniques: row?.uniques ?? 0,
    apart: Object.fromEntries(apart.map((r) => [r.reason, r.n])),
  };
}

async function ownedLink(email: string, url: string) {
  const token = await signIn(ctx.app, email);
  await grantPlan(ctx.app, email, 'PRO');
  return { token, link: await createLink(ctx.app, url, token) };
}

const setCookies = (headers: Record<string, unknown>) => [headers['set-cookie'] ?? []].flat().map(String);

afterEach(() => {
  vi.useRealTimers();
});

describe('uniques with analytics consent', () => {
  it('counts the visitor by the userSessionId the browser sent, as before', async () => {
    const { link } = await ownedLink('consentiu@exemplo.com', 'exemplo.com/com-consentimento');
    for (const session of ['cid-a', 'cid-a', 'cid-b']) {
      const { click } = await visit(ctx.app, link, { session, consent: true });
      expect(click.statusCode).toBe(201);
    }
    expect(await tally(ctx.app, link.id)).toEqual({ views: 3, uniques: 2, apart: {} });
    const stored = await ctx.app.db
      .selectDistinct({ session: clicks.userSessionId })
      .from(clicks)
      .where(eq(clicks.onlineAddressId, link.id));
    expect(stored.map((row) => row.session).sort()).toEqual(['cid-a', 'cid-b']);
  });
});

describe('uniques without analytics consent', () => {
  it('sets no atalho_cid; the same address and browser twice a day is one unique, whatever the body says', async () => {
    const { token, link } = await ownedLink('sem-cookie@exemplo.com', 'exemplo.com/sem-cookie');
    // Never answered, then rejected: both are no consent. The body's ids are ignored.
    const first = await visit(ctx.app, link, { session: 'stale-cid-1', consent: false });
    const second = await visit(ctx.app, link, { session: 'stale-cid-2', consent: 'rejected' });
    for (const { page, click } of [first, second]) {
      expect(click.statusCode).toBe(201);
      expect(page.headers.cookie).not.toContain('atalho_cid');
      expect(setCookies(click.headers).some((line) => line.startsWith('atalho_cid='))).toBe(false);
    }
    const htmlPage = await ctx.app.inject({ url: `/${link.code}`, headers: { accept: 'text/html' } });
    expect(setCookies(htmlPage.headers).some((line) => line.startsWith('atalho_cid='))).toBe(false);
    expect(await tally(ctx.app, link.id)).toEqual({ views: 2, uniques: 1, apart: {} });

    const [stored] = await ctx.app.db
      .selectDistinct({ session: clicks.userSessionId })
      .from(clicks)
      .where(eq(clicks.onlineAddressId, link.id));
    expect(stored?.session).toMatch(/^[\w-]{22}$/);
    expect(stored?.session).not.toContain('stale');

    const dashboard = await ctx.app.inject({
      url: `/api/v1/click-dashboards?onlineAddressId=${link.id}`,
      headers: bearer(token),
    });
    expect(dashboard.statusCode).toBe(200);
    expect([dashboard.json().clicks, dashboard.json().uniqueViews]).toEqual([2, 1]);
  });

  it('another browser, or the same browser from another address, is another unique', async () => {
    const { link } = await ownedLink('outro-navegador@exemplo.com', 'exemplo.com/outro-navegador');
    await visit(ctx.app, link, { consent: false });
    await visit(ctx.app, link, { consent: false, userAgent: laptop });
    await visit(ctx.app, link, { consent: false, ip: '2804:14c:65a1:4000::1' });
    await visit(ctx.app, link, { consent: false, ip: '2804:14c:65a1:4000::1' });
    expect(await tally(ctx.app, link.id)).toEqual({ views: 4, uniques: 3, apart: {} });
  });

  it('the same visitor is another id on another owner’s links (no tracking across owners)', async () => {
    const a = await ownedLink('dono-a@exemplo.com', 'exemplo.com/dono-a');
    const b = await ownedLink('dono-b@exemplo.com', 'exemplo.com/dono-b');
    await visit(ctx.app, a.link, { consent: false });
    await visit(ctx.app, b.link, { consent: false });
    const ids = await ctx.app.db.selectDistinct({ session: clicks.userSessionId }).from(clicks);
    expect(ids).toHaveLength(2);
  });

  it('the next day (São Paulo) is a new salt: the visitor counts again, yesterday’s salt is gone', async () => {
    const { link } = await ownedLink('dia-seguinte@exemplo.com', 'exemplo.com/dia-seguinte');
    vi.useFakeTimers({ toFake: ['Date'] });
    // 23:30 in São Paulo, then 00:30 of the next day there (both the same UTC day).
    vi.setSystemTime(new Date('2026-03-10T02:30:00Z'));
    await visit(ctx.app, link, { consent: false });
    await visit(ctx.app, link, { consent: false });
    const before = await ctx.app.db.select().from(visitorSalts);
    expect(before.map((row) => row.day)).toEqual(['2026-03-09']);
    vi.setSystemTime(new Date('2026-03-10T03:30:00Z'));
    await visit(ctx.app, link, { consent: false });
    await visit(ctx.app, link, { consent: false });
    expect(await tally(ctx.app, link.id)).toEqual({ views: 4, uniques: 2, apart: {} });
    const after = await ctx.app.db.select().from(visitorSalts);
    expect(after.map((row) => row.day)).toEqual(['2026-03-10']);
    expect(after[0]?.salt).not.toBe(before[0]?.salt);
  });

  it('forgets past salts on the clock too, once however often it runs', async () => {
    // A later day first: storing a day's salt deletes the days before it.
    await ensureVisitorSalt(ctx.app.db, '2026-03-09', 'bb'.repeat(32));
    await ensureVisitorSalt(ctx.app.db, '2026-03-08', 'aa'.repeat(32));
    const now = new Date('2026-03-09T12:00:00Z');
    expect(await ctx.app.jobs.runNow('clicks.forget-visitor-salts', { now })).toEqual({ deleted: 1 });
    const later = new Date('2026-03-10T04:00:00Z');
    expect(await ctx.app.jobs.runNow('clicks.forget-visitor-salts', { now: later })).toEqual({ deleted: 1 });
    expect(await ctx.app.jobs.runNow('clicks.forget-visitor-salts', { now: later })).toEqual({ deleted: 0 });
    expect(await ctx.app.db.select().from(visitorSalts)).toEqual([]);
  });

  it('instances racing for the day’s salt all get the one stored', async () => {
    const salts = await Promise.all(
      ['11', '22', '33', '44'].map((byte) => ensureVisitorSalt(ctx.app.db, '2026-04-01', byte.repeat(32))),
    );
    expect(new Set(salts).size).toBe(1);
    const rows = await ctx.app.db.select().from(visitorSalts);
    expect(rows).toEqual([{ day: '2026-04-01', salt: salts[0] }]);
  });
});

describe('the forged-views limits without consent (decision 031)', () => {
  it(
    'one lookup replayed with fresh session ids counts once; another browser replaying it is kept apart',
    async () => {
      const { link } = await ownedLink('sonda@exemplo.com', 'exemplo.com/sonda');
      const page = await openVisit(ctx.app, link.code, { consent: false });
      const replay = (userAgent: string, userSessionId: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/v1/clicks',
          remoteAddress: address(),
          headers: { 'user-agent': userAgent, ...page.headers },
          payload: { onlineAddress: { id: link.id }, userSessionId, visitToken: page.visitToken },
        });
      const codes = [];
      for (let i = 0; i < 50; i += 1) codes.push((await replay(phone, `probe-${i}`)).statusCode);
      expect(codes.filter((code) => code === 201)).toHaveLength(1);
      expect((await replay(laptop, 'probe-x')).statusCode).toBe(202);
      expect(await tally(ctx.app, link.id)).toEqual({ views: 1, uniques: 1, apart: { 'visit-replayed': 1 } });
    },
    MANY,
  );

  it(
    'page loads of one address and browser (a carrier NAT of identical phones) count up to the sessions cap',
    async () => {
      const { link } = await ownedLink('tetos@exemplo.com', 'exemplo.com/tetos');
      for (let i = 0; i <= SESSIONS_PER_ADDRESS_HOUR; i += 1) await visit(ctx.app, link, { consent: false });
      expect(await tally(ctx.app, link.id)).toEqual({
        views: SESSIONS_PER_ADDRESS_HOUR,
        uniques: 1,
        apart: { 'address-cap': 1 },
      });
    },
    MANY,
  );

  it('with consent, one session’s page loads still stop at the visitor cap', async () => {
    const { link } = await ownedLink('uma-sessao@exemplo.com', 'exemplo.com/uma-sessao');
    for (let i = 0; i <= CLICKS_PER_VISITOR_HOUR; i += 1) {
      await visit(ctx.app, link, { consent: true, session: 'cid-unico' });
    }
    expect(await tally(ctx.app, link.id)).toEqual({
      views: CLICKS_PER_VISITOR_HOUR,
      uniques: 1,
      apart: { 'visitor-cap': 1 },
    });
  });
});

describe('visitor ids', () => {
  it('are stable within a São Paulo day, new after its midnight, and ask for the salt once a day', async () => {
    const salts = new Map<string, string>();
    const asked: string[] = [];
    const ids = createVisitorIds(async (day, fresh) => {
      asked.push(day);
      if (!salts.has(day)) salts.set(day, fresh);
      return salts.get(day) as string;
    });
    const of = (iso: string, ownerId: number | null = 7, userAgent = phone) =>
      ids.idOf({ ownerId, ip: '2804:14c:65a1:4000::1', userAgent, now: new Date(iso) });
    const morning = await of('2026-05-01T12:00:00Z');
    expect(await of('2026-05-02T02:59:59Z')).toBe(morning);
    expect(await of('2026-05-02T03:00:00Z')).not.toBe(morning);
    expect(await of('2026-05-01T12:00:00Z', 8)).not.toBe(morning);
    expect(await of('2026-05-01T12:00:00Z', 7, laptop)).not.toBe(morning);
    expect(asked).toEqual(['2026-05-01', '2026-05-02', '2026-05-01']);
    expect(visitorDayOf(new Date('2026-05-02T02:59:59Z'))).toBe('2026-05-01');
  });

  it('ask again after a failed salt read', async () => {
    let fail = true;
    const ids = createVisitorIds(async (_day, fresh) => {
      if (fail) throw new Error('database down');
      return fresh;
    });
    const visitor = { ownerId: 1, ip: address(), userAgent: phone, now: new Date() };
    await expect(ids.idOf(visitor)).rejects.toThrow('database down');
    fail = false;
    expect(await ids.idOf(visitor)).toMatch(/^[\w-]{22}$/);
  });
});
