import { ClickAck, ClickPage, Click as ClickSchema } from '@atalho/sdk/schemas';
import { and, count, eq, isNull, sql, sum } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { clicks, clicksDaily, onlineAddresses, suspiciousClicks } from '../../../src/db/schema';
import { bearer, buildTestApp, signIn, useTestApp } from '../../helpers/test-app';
import { writeAndAwaitInvalidation } from '../../helpers/visitor-cache';
import { createLink, grantPlan } from '../online-addresses/fixtures';
import { openVisit, pageLoadCookie, visitToken } from './visit';

const ctx = useTestApp({ config: { allowPrivateUrls: true } });
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

async function storedClicks(linkId?: number): Promise<number> {
  const query = ctx.app.db.select({ n: count() }).from(clicks);
  const [row] = await (linkId === undefined ? query : query.where(eq(clicks.onlineAddressId, linkId)));
  return row?.n ?? 0;
}

function click(
  payload: unknown,
  headers: Record<string, string> = { 'user-agent': iphone },
  remoteAddress = '127.0.0.1',
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/clicks',
    headers,
    remoteAddress,
    payload: payload as Record<string, unknown>,
  });
}

/** Visitors from many addresses: one address counts at most 100 sessions a link an hour (decision 031). */
const addressOf = (i: number) => `10.0.${Math.floor(i / 250)}.${(i % 250) + 1}`;

describe('POST /api/v1/clicks', () => {
  it('counts a click by code or id, derives the platform from the User-Agent and keeps sent properties', async () => {
    const link = await createLink(ctx.app, 'exemplo.com');
    const token = await visitToken(ctx.app, link.code);
    const loaded = () => ({ 'user-agent': iphone, ...pageLoadCookie(ctx.app) });
    const byCode = await click(
      {
        onlineAddress: { code: link.code },
        clickProperties: [
          { name: 'breakpoint-name', value: 'xs', type: 'STANDARD' },
          { name: 'share-on', value: 'q', type: 'STANDARD' },
        ],
        userSessionId: 'cid-1',
        visitToken: token,
      },
      loaded(),
    );
    expect(byCode.statusCode).toBe(201);
    expect(v.parse(ClickAck, byCode.json())).toEqual({ counted: true });
    const byId = await click(
      {
        onlineAddress: { id: link.id },
        clickProperties: [{ name: 'platform', value: 'Windows', type: 'STANDARD' }],
        visitToken: token,
      },
      loaded(),
    );
    expect(byId.statusCode).toBe(201);
    const rows = await ctx.app.db.select().from(clicks).orderBy(clicks.id);
    // A click without a session id is counted by the day's id of its address and browser (decision 041).
    expect(rows.map((r) => [r.platform, r.breakpointName, r.shareOn, r.userSessionId])).toEqual([
      ['iPhone', 'xs', 'q', 'cid-1'],
      ['Windows', null, null, expect.stringMatching(/^[\w-]{22}$/)],
    ]);
    // One rollup row per link, day and segment; a second click in the same segment adds to its row.
    expect((await click({ onlineAddress: { id: link.id }, visitToken: token }, loaded())).statusCode).toBe(
      201,
    );
    // The rollups follow the acknowledgement (decision 042).
    await ctx.app.clickRollups.catchUp();
    const segments = await ctx.app.db.select().from(clicksDaily).orderBy(clicksDaily.platform);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      segments.map((r) => [r.onlineAddressId, r.day, r.platform, r.breakpointName, r.shareOn, r.clicks]),
    ).toEqual([
      [link.id, today, 'Windows', null, null, 1],
      [link.id, today, 'iPhone', 'xs', 'q', 1],
      [link.id, today, 'iPhone', null, null, 1],
    ]);
    expect(
      (await click({ onlineAddress: { code: link.code }, visitToken: token }, loaded())).statusCode,
    ).toBe(201);
    await ctx.app.clickRollups.catchUp();
    const [again] = await ctx.app.db
      .select({ clicks: clicksDaily.clicks })
      .from(clicksDaily)
      .where(and(eq(clicksDaily.platform, 'iPhone'), isNull(clicksDaily.breakpointName)));
    expect(again?.clicks).toBe(2);
  });

  it('does not count crawlers (202 counted:false)', async () => {
    const link = await createLink(ctx.app, 'exemplo.com');
    const response = await click(
      { onlineAddress: { code: link.code } },
      { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    );
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ counted: false });
    expect(await storedClicks()).toBe(0);
    // A bot that ran the page (it has the visit token) is kept apart, for the dashboard's set-apart figure.
    const ran = await click(
      { onlineAddress: { code: link.code }, visitToken: await visitToken(ctx.app, link.code) },
      { 'user-agent': 'WhatsApp/2.23.20.0' },
    );
    expect(ran.json()).toEqual({ counted: false });
    expect(await storedClicks()).toBe(0);
    const apart = await ctx.app.db.select({ reason: suspiciousClicks.reason }).from(suspiciousClicks);
    expect(apart).toEqual([{ reason: 'crawler' }]);
  });

  it('answers 404 for unknown or inactive links and 400 for bad bodies', async () => {
    expect((await click({ onlineAddress: { code: 'nadaaqui' } })).statusCode).toBe(404);
    expect((await click({ onlineAddress: { id: 999999 } })).statusCode).toBe(404);
    const link = await createLink(ctx.app, 'exemplo.com');
    const { visitToken: token, headers: cookie } = await openVisit(ctx.app, link.code);
    const visit = { visitToken: token };
    const headers = { 'user-agent': iphone, ...cookie };
    expect((await click({ onlineAddress: { id: link.id }, ...visit }, headers)).statusCode).toBe(201);
    // Whoever writes it, the database tells the cache.
    await writeAndAwaitInvalidation(ctx.app, () =>
      ctx.app.db.update(onlineAddresses).set({ active: false }).where(eq(onlineAddresses.id, link.id)),
    );
    expect((await click({ onlineAddress: { id: link.id }, ...visit }, headers)).statusCode).toBe(404);
    expect((await click({ onlineAddress: { code: link.code }, ...visit }, headers)).statusCode).toBe(404);
    const badName = await click({
      onlineAddress: { code: link.code },
      clickProperties: [{ name: 'email', value: 'x', type: 'STANDARD' }],
    });
    expect(badName.statusCode).toBe(400);
    expect((await click({ clickProperties: [] })).json()).toEqual({ messages: ['required'] });
    expect(await storedClicks()).toBe(1);
  });

  it('group commit: many concurrent clicks are all stored, as many as were acknowledged', async () => {
    const links = await Promise.all([createLink(ctx.app, 'a.com'), createLink(ctx.app, 'b.com')]);
    const tokens = await Promise.all(links.map((link) => visitToken(ctx.app, link.code)));
    const responses = await Promise.all(
      Array.from({ length: 600 }, (_, i) =>
        click(
          {
            onlineAddress: { code: links[i % 2]?.code },
            userSessionId: `s${i}`,
            visitToken: tokens[i % 2],
          },
          { 'user-agent': iphone, ...pageLoadCookie(ctx.app) },
          addressOf(i),
        ),
      ),
    );
    const acknowledged = responses.filter((r) => r.statusCode === 201).length;
    expect(acknowledged).toBe(600);
    expect(await storedClicks()).toBe(acknowledged);
    await ctx.app.clickRollups.catchUp();
    const [total] = await ctx.app.db.select({ n: sum(clicksDaily.clicks) }).from(clicksDaily);
    expect(Number(total?.n)).toBe(600);
    // Every click of a link is in one segment (same agent, no properties, no location): batches add to one
    // row each, since the rollup key treats the NULLs as equal.
    expect(await ctx.app.db.$count(clicksDaily)).toBe(2);
  });

  it('a batch the database refuses is retried click by click: only the bad click fails (503)', async () => {
    const good = await createLink(ctx.app, 'bom.com');
    const doomed = await createLink(ctx.app, 'ruim.com');
    const visits = [
      { visitToken: await visitToken(ctx.app, good.code) },
      { visitToken: await visitToken(ctx.app, doomed.code) },
    ] as const;
    // Both known by id (cached as active, so their clicks join one batch), then one is removed under the
    // API's feet with triggers off, so the cache is not told (as no real write can do): its insert violates
    // the foreign key.
    const loaded = () => ({ 'user-agent': iphone, ...pageLoadCookie(ctx.app) });
    expect((await click({ onlineAddress: { id: good.id }, ...visits[0] }, loaded())).statusCode).toBe(201);
    expect((await click({ onlineAddress: { id: doomed.id }, ...visits[1] }, loaded())).statusCode).toBe(201);
    await ctx.app.clickRollups.catchUp();
    await ctx.app.db.delete(clicksDaily);
    await ctx.app.db.delete(clicks);
    await ctx.app.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.delete(onlineAddresses).where(eq(onlineAddresses.id, doomed.id));
    });
    const responses = await Promise.all([
      click({ onlineAddress: { id: good.id }, userSessionId: 'a', ...visits[0] }, loaded()),
      click({ onlineAddress: { id: doomed.id }, ...visits[1] }, loaded()),
      click({ onlineAddress: { id: good.id }, userSessionId: 'b', ...visits[0] }, loaded()),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([201, 503, 201]);
    expect(responses[1]?.json()).toEqual({ messages: ['service.unavailable'] });
    expect(await storedClicks(good.id)).toBe(2);
    await ctx.app.clickRollups.catchUp();
    const [total] = await ctx.app.db.select({ n: sum(clicksDaily.clicks) }).from(clicksDaily);
    expect(Number(total?.n)).toBe(2);
  });

  it('drains pending clicks when the app closes (SIGTERM path): nothing acknowledged is lost', async () => {
    const second = await buildTestApp({ config: { allowPrivateUrls: true } });
    try {
      const other = await createLink(second.app, 'exemplo.com');
      const token = await visitToken(second.app, other.code);
      const pending = Array.from({ length: 300 }, (_, i) =>
        second.app.inject({
          method: 'POST',
          url: '/api/v1/clicks',
          remoteAddress: addressOf(i),
          headers: { 'user-agent': iphone, ...pageLoadCookie(second.app) },
          payload: { onlineAddress: { code: other.code }, visitToken: token, userSessionId: `v${i}` },
        }),
      );
      // Close as soon as the first click is answered, while the others are queued or in a batch.
      await Promise.race(pending);
      const closing = second.app.close();
      const responses = await Promise.all(pending);
      await closing;
      const statuses = new Set(responses.map((r) => r.statusCode));
      expect([...statuses].every((s) => s === 201 || s === 503)).toBe(true);
      const acknowledged = responses.filter((r) => r.statusCode === 201).length;
      expect(acknowledged).toBeGreaterThan(0);
      const [row] = await second.testDatabase.database.db.select({ n: count() }).from(clicks);
      expect(row?.n).toBe(acknowledged);
    } finally {
      await second.testDatabase.destroy();
    }
  });
});

describe("the owner's clicks", () => {
  it('GET /clicks/{id} and the paged list are scoped to the owner of the link', async () => {
    const ownerToken = await signIn(ctx.app, 'ana@example.com');
    const otherToken = await signIn(ctx.app, 'beto@example.com');
    // The raw clicks are the detailed report's data (spec 001 §6): PRO and up, as the dashboard charts.
    await grantPlan(ctx.app, 'ana@example.com', 'PRO');
    await grantPlan(ctx.app, 'beto@example.com', 'PRO');
    const link = await createLink(ctx.app, 'loja.com', ownerToken);
    const opened = await openVisit(ctx.app, link.code);
    await click(
      {
        onlineAddress: { code: link.code },
        clickProperties: [{ name: 'share-on', value: 'q', type: 'STANDARD' }],
        visitToken: opened.visitToken,
      },
      { 'user-agent': iphone, ...opened.headers },
    );
    const [row] = await ctx.app.db.select().from(clicks);
    const id = row?.id ?? 0;
    const mine = await ctx.app.inject({ url: `/api/v1/clicks/${id}`, headers: bearer(ownerToken) });
    expect(mine.statusCode).toBe(200);
    const parsed = v.parse(ClickSchema, mine.json());
    expect(parsed.onlineAddress).toEqual({ id: link.id, code: link.code });
    expect(parsed.clickProperties).toEqual([
      { name: 'platform', value: 'iPhone', type: 'STANDARD' },
      { name: 'share-on', value: 'q', type: 'STANDARD' },
    ]);
    expect(
      (await ctx.app.inject({ url: `/api/v1/clicks/${id}`, headers: bearer(otherToken) })).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ url: `/api/v1/clicks/${id}` })).statusCode).toBe(401);

    const page = v.parse(
      ClickPage,
      (await ctx.app.inject({ url: '/api/v1/clicks?page=0&size=10', headers: bearer(ownerToken) })).json(),
    );
    expect(page.totalElements).toBe(1);
    expect(
      (await ctx.app.inject({ url: '/api/v1/clicks?text=loja', headers: bearer(ownerToken) })).json()
        .totalElements,
    ).toBe(1);
    expect(
      (await ctx.app.inject({ url: '/api/v1/clicks?text=outra', headers: bearer(ownerToken) })).json()
        .totalElements,
    ).toBe(0);
    expect(
      (await ctx.app.inject({ url: '/api/v1/clicks', headers: bearer(otherToken) })).json().totalElements,
    ).toBe(0);
  });
});
