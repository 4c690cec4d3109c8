import { count, sql, sum } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GroupCommit } from '../../../src/db/group-commit';
import { clicks, clicksDaily, suspiciousClicks } from '../../../src/db/schema';
import { insertClickBatch, isClickDataError, type NewClick } from '../../../src/modules/clicks/queries';
import { CLICKS_PER_VISITOR_HOUR, SESSIONS_PER_ADDRESS_HOUR } from '../../../src/modules/clicks/visitor-cap';
import { createVisitTokens } from '../../../src/security/visit-token';
import { buildTestApp, staticRootWithShell, useTestApp } from '../../helpers/test-app';
import { createLink } from '../online-addresses/fixtures';
import { openVisit, pageLoadCookie, visitCookieOf, visitToken } from './visit';

const ctx = useTestApp({
  config: { allowPrivateUrls: true, staticRoot: staticRootWithShell(), publicUrl: 'https://atalho.test' },
});
const phone =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

/** A click as a browser sends it after a page load of its own (a new visit key cookie), unless given one. */
function click(
  payload: Record<string, unknown>,
  remoteAddress = '200.147.67.142',
  cookie: { cookie: string } = pageLoadCookie(ctx.app),
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/clicks',
    remoteAddress,
    headers: { 'user-agent': phone, ...cookie },
    payload,
  });
}

/** The stored clicks, the set-apart ones, and the rollup's count once it has caught up (decision 042). */
async function counts() {
  await ctx.app.clickRollups.catchUp();
  const [counted] = await ctx.app.db.select({ n: count() }).from(clicks);
  const [apart] = await ctx.app.db.select({ n: count() }).from(suspiciousClicks);
  const [rollup] = await ctx.app.db.select({ n: sum(clicksDaily.clicks) }).from(clicksDaily);
  return { counted: counted?.n, suspicious: apart?.n, rollup: Number(rollup?.n ?? 0) };
}

describe('a click counts only for a page view the server served', () => {
  let base = '';
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  it('inflation without a token counts and stores nothing: 202 counted:false', async () => {
    const link = await createLink(ctx.app, 'exemplo.com');
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        click({ onlineAddress: { id: link.id }, userSessionId: `s${i}` }),
      ),
    );
    expect(new Set(responses.map((r) => r.statusCode))).toEqual(new Set([202]));
    expect(responses[0]?.json()).toEqual({ counted: false });
    expect(await counts()).toEqual({ counted: 0, suspicious: 0, rollup: 0 });
  });

  it("counts nothing with a forged token, another link's, another secret's or an expired one", async () => {
    const [link, other] = await Promise.all([createLink(ctx.app, 'a.com'), createLink(ctx.app, 'b.com')]);
    const tokens = createVisitTokens(ctx.app.config.visitTokenSecret);
    const stale = tokens.issue(link.id, tokens.window() - 2);
    const forged = createVisitTokens('um segredo qualquer').issue(link.id);
    const valid = await visitToken(ctx.app, link.code);
    for (const token of [stale, forged, await visitToken(ctx.app, other.code), 'x.y', `${valid}0`]) {
      const response = await click({ onlineAddress: { code: link.code }, visitToken: token });
      expect(response.statusCode, token).toBe(202);
    }
    expect(await counts()).toEqual({ counted: 0, suspicious: 0, rollup: 0 });
    expect((await click({ onlineAddress: { code: link.code }, visitToken: valid })).statusCode).toBe(201);
  });

  it('the /{code} page and the lookup carry the token, from the hot path too; a click with it counts', async () => {
    const link = await createLink(ctx.app, 'exemplo.com/pagina');
    const cookies: string[] = [];
    const page = async () => {
      const response = await fetch(`${base}/${link.code}`, {
        headers: { accept: 'text/html', 'user-agent': phone },
      });
      cookies.push(visitCookieOf(response.headers.getSetCookie()));
      const data = /<script id="atalho-data" type="application\/json">([\s\S]*?)<\/script>/.exec(
        await response.text(),
      )?.[1];
      return JSON.parse(data ?? '{}').visitToken as string;
    };
    const lookup = async () => {
      const response = await fetch(`${base}/api/v1/online-addresses/code/${link.code}?view=true`);
      cookies.push(visitCookieOf(response.headers.getSetCookie()));
      return response.headers.get('visit-token');
    };
    const [fromMiss, hitsBefore] = [await page(), ctx.app.hotPath.hits];
    const fromHotPage = await page();
    const fromHotLookup = await lookup();
    expect(ctx.app.hotPath.hits - hitsBefore).toBe(2);
    expect(fromHotPage).toBe(fromMiss);
    expect(fromHotLookup).toBe(fromMiss);
    // The token is the link's for the window; the visit key cookie is new on every load, hot path or not.
    expect(new Set(cookies).size).toBe(3);
    const response = await fetch(`${base}/api/v1/clicks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': phone, cookie: cookies[1] as string },
      body: JSON.stringify({ onlineAddress: { id: link.id }, userSessionId: 'v1', visitToken: fromHotPage }),
    });
    expect(response.status).toBe(201);
  });
});

describe('the per-visitor cap', () => {
  it(`counts ${CLICKS_PER_VISITOR_HOUR} clicks per visitor and link an hour; the rest are acknowledged and kept apart`, async () => {
    const link = await createLink(ctx.app, 'exemplo.com');
    const body = {
      onlineAddress: { id: link.id },
      userSessionId: 'ana',
      visitToken: await visitToken(ctx.app, link.code),
    };
    const statuses: number[] = [];
    for (let i = 0; i < CLICKS_PER_VISITOR_HOUR + 3; i += 1) statuses.push((await click(body)).statusCode);
    expect(statuses).toEqual([...Array(CLICKS_PER_VISITOR_HOUR).fill(201), 202, 202, 202]);
    expect(await counts()).toEqual({
      counted: CLICKS_PER_VISITOR_HOUR,
      suspicious: 3,
      rollup: CLICKS_PER_VISITOR_HOUR,
    });
    const apart = await ctx.app.db.select().from(suspiciousClicks);
    expect(apart.map((row) => [row.onlineAddressId, row.userSessionId, row.reason, row.platform])).toEqual(
      Array(3).fill([link.id, 'ana', 'visitor-cap', 'Android']),
    );
    // The same visitor on another address is another visitor.
    expect((await click(body, '200.147.67.143')).statusCode).toBe(201);
  });

  it(`counts every one of ${SESSIONS_PER_ADDRESS_HOUR} browsers behind one address, each with its own page load (carrier-grade NAT)`, async () => {
    const link = await createLink(ctx.app, 'exemplo.com');
    const responses = await Promise.all(
      Array.from({ length: SESSIONS_PER_ADDRESS_HOUR }, async (_, i) => {
        const visit = await openVisit(ctx.app, link.code);
        return click(
          { onlineAddress: { id: link.id }, userSessionId: `phone-${i}`, visitToken: visit.visitToken },
          '177.12.0.1',
          visit.headers,
        );
      }),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(SESSIONS_PER_ADDRESS_HOUR);
    expect(await counts()).toEqual({
      counted: SESSIONS_PER_ADDRESS_HOUR,
      suspicious: 0,
      rollup: SESSIONS_PER_ADDRESS_HOUR,
    });
  });
});

describe('click values', () => {
  it('must be in the fixed lists of spec 000 §3: an unknown platform, screen class or share source is a 400', async () => {
    const link = await createLink(ctx.app, 'exemplo.com');
    const token = await visitToken(ctx.app, link.code);
    for (const [name, value] of [
      ['platform', 'Symbian'],
      ['breakpoint-name', 'xxl'],
      ['share-on', 'orkut'],
      ['platform', 'x'.repeat(64)],
    ]) {
      const response = await click({
        onlineAddress: { id: link.id },
        clickProperties: [{ name, value, type: 'STANDARD' }],
        visitToken: token,
      });
      expect(response.statusCode, `${name}=${value}`).toBe(400);
      expect(response.json()).toHaveProperty('messages');
    }
    const ok = await click({
      onlineAddress: { id: link.id },
      clickProperties: [
        { name: 'platform', value: 'iPad', type: 'STANDARD' },
        { name: 'breakpoint-name', value: 'lg', type: 'STANDARD' },
        { name: 'share-on', value: 'q', type: 'STANDARD' },
      ],
      visitToken: token,
    });
    expect(ok.statusCode).toBe(201);
    expect(await counts()).toEqual({ counted: 1, suspicious: 0, rollup: 1 });
  });
});

describe('one click cannot sink the others', () => {
  it('a poisoned click among 50 good ones in one batch: the 50 are stored, the bad one fails alone', async () => {
    const link = await createLink(ctx.app, 'exemplo.com');
    const batcher = new GroupCommit<NewClick>({
      write: (batch) => insertClickBatch(ctx.app.db, batch),
      isItemError: isClickDataError,
      maxWaitMs: 50,
    });
    const base = {
      onlineAddressId: link.id,
      platform: 'Android',
      breakpointName: 'xs',
      shareOn: null,
      country: null,
      state: null,
      city: null,
      createdAt: new Date(),
      suspicion: null,
    };
    const good = Array.from({ length: 50 }, (_, i) => batcher.add({ ...base, userSessionId: `good-${i}` }));
    // PostgreSQL text cannot hold NUL: the whole multi-row insert fails on it.
    const poisoned = batcher.add({ ...base, userSessionId: 'bad\u0000id' });
    const results = await Promise.allSettled([...good, poisoned]);
    expect(results.slice(0, 50).every((r) => r.status === 'fulfilled')).toBe(true);
    expect(results[50]?.status).toBe('rejected');
    await batcher.close();
    expect(await counts()).toEqual({ counted: 50, suspicious: 0, rollup: 50 });
  });

  it('over HTTP too: the good clicks sent alongside a poisoned one all answer 201', async () => {
    const link = await createLink(ctx.app, 'exemplo.com');
    const token = await visitToken(ctx.app, link.code);
    const send = (userSessionId: string) =>
      click({ onlineAddress: { id: link.id }, userSessionId, visitToken: token });
    const responses = await Promise.all([
      ...Array.from({ length: 25 }, (_, i) => send(`a${i}`)),
      send('bad\u0000id'),
      ...Array.from({ length: 25 }, (_, i) => send(`b${i}`)),
    ]);
    const poisoned = responses.splice(25, 1)[0];
    // 400 once validation refuses NUL, 503 if it reaches the database: never 201, never anyone else's failure.
    expect([400, 503]).toContain(poisoned?.statusCode);
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    expect(await counts()).toEqual({ counted: 50, suspicious: 0, rollup: 50 });
  });

  it('a full click queue answers 503 with Retry-After and stores what it acknowledged', async () => {
    const small = await buildTestApp({ config: { allowPrivateUrls: true, clickQueueMax: 3 } });
    try {
      const link = await createLink(small.app, 'exemplo.com');
      const token = await visitToken(small.app, link.code);
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked = () => {};
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      // Every click write waits behind this lock until released.
      const holder = small.app.db.transaction(async (tx) => {
        await tx.execute(sql`lock table clicks in exclusive mode`);
        locked();
        await held;
      });
      await isLocked;
      const pending = [];
      for (let i = 0; i < 12; i += 1) {
        pending.push(
          small.app.inject({
            method: 'POST',
            url: '/api/v1/clicks',
            headers: { 'user-agent': phone, ...pageLoadCookie(small.app) },
            payload: { onlineAddress: { id: link.id }, userSessionId: `q${i}`, visitToken: token },
          }),
        );
        await new Promise((resolve) => setTimeout(resolve, 15));
      }
      release();
      await holder;
      const responses = await Promise.all(pending);
      const full = responses.filter((r) => r.statusCode === 503);
      expect(full.length).toBeGreaterThan(0);
      for (const response of full) {
        expect(response.headers['retry-after']).toBe('1');
        expect(response.json()).toEqual({ messages: ['service.unavailable'] });
      }
      const acknowledged = responses.filter((r) => r.statusCode === 201).length;
      expect(acknowledged + full.length).toBe(12);
      const [stored] = await small.app.db.select({ n: count() }).from(clicks);
      expect(stored?.n).toBe(acknowledged);
    } finally {
      await small.close();
    }
  });
});
