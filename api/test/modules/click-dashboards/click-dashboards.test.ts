import { ChartRows, ClickDashboard, DomainViewsPage } from '@atalho/sdk/schemas';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bearer, signIn, useTestApp } from '../../helpers/test-app';
import { createLink, grantPlan } from '../online-addresses/fixtures';
import { storeClicks } from './fixtures';

const ctx = useTestApp({ config: { allowPrivateUrls: true } });

async function owner(email: string, plan?: 'BASIC' | 'PRO' | 'BUSINESS') {
  const token = await signIn(ctx.app, email);
  if (plan) await grantPlan(ctx.app, email, plan);
  return token;
}

function get(token: string, path: string) {
  return ctx.app.inject({ url: `/api/v1/click-dashboards${path}`, headers: bearer(token) });
}

const period = (from: string, to: string) => `period=${encodeURIComponent(`${from},${to}`)}`;

describe('click dashboards', () => {
  it('answers totals of the period and the one before it, unique views per link, set-apart hits apart', async () => {
    const token = await owner('dono@exemplo.com', 'PRO');
    const link = await createLink(ctx.app, 'https://www.exemplo.com/a', token);
    const other = await createLink(ctx.app, 'https://outro.com.br/b', token);
    await storeClicks(ctx.app, link.id, [
      { at: new Date('2025-03-02T10:00:00Z'), session: 's1' },
      { at: new Date('2025-03-02T11:00:00Z'), session: 's1' },
      { at: new Date('2025-03-03T12:00:00Z'), session: null },
      { at: new Date('2025-03-03T12:05:00Z'), session: 's2', suspicion: 'visitor-cap' },
      { at: new Date('2025-02-27T12:00:00Z'), session: 's9' },
    ]);
    // The same session on another link is another unique view (distinct sessions per link).
    await storeClicks(ctx.app, other.id, [{ at: new Date('2025-03-02T10:00:00Z'), session: 's1' }]);

    const all = await get(token, `?${period('2025-03-01T00:00:00Z', '2025-03-05T00:00:00Z')}`);
    expect(all.statusCode).toBe(200);
    expect(v.parse(ClickDashboard, all.json())).toEqual({
      clicks: 4,
      uniqueViews: 3,
      setApart: 1,
      period: { from: '2025-03-01T00:00:00.000Z', to: '2025-03-05T00:00:00.000Z' },
      previous: {
        clicks: 1,
        uniqueViews: 1,
        setApart: 0,
        period: { from: '2025-02-25T00:00:00.000Z', to: '2025-03-01T00:00:00.000Z' },
      },
      onlineAddress: null,
    });
    const one = (await get(token, `?onlineAddressId=${link.id}`)).json();
    expect([one.clicks, one.uniqueViews, one.previous, one.onlineAddress]).toEqual([
      4,
      3,
      null,
      { id: link.id, code: link.code },
    ]);
    // The links list's filters narrow the dashboard too (decision 015).
    const filtered = (await get(token, '?domain=outro.com.br')).json();
    expect([filtered.clicks, filtered.uniqueViews]).toEqual([1, 1]);

    const domains = await get(token, `/domains?${period('2025-03-01T00:00:00Z', '2025-03-05T00:00:00Z')}`);
    expect(v.parse(DomainViewsPage, domains.json()).content).toEqual([
      { domain: 'exemplo.com', links: 1, views: 3 },
      { domain: 'outro.com.br', links: 1, views: 1 },
    ]);
  });

  it('fills missing days with zero in the browser time zone', async () => {
    const token = await owner('datas@exemplo.com', 'PRO');
    const link = await createLink(ctx.app, 'https://exemplo.com', token);
    // 01:30 UTC on the 2nd is still the 1st in São Paulo (UTC−3).
    await storeClicks(ctx.app, link.id, [
      { at: new Date('2025-06-02T01:30:00Z'), session: 'a' },
      { at: new Date('2025-06-03T15:00:00Z'), session: 'a' },
      { at: new Date('2025-06-03T16:00:00Z'), session: 'a' },
    ]);
    const response = await get(
      token,
      `/dates?onlineAddressId=${link.id}&timeZone=America/Sao_Paulo&${period('2025-06-01T03:00:00Z', '2025-06-04T03:00:00Z')}`,
    );
    expect(v.parse(ChartRows, response.json()).rows).toEqual([
      ['date', 'views', 'unique_views'],
      ['2025-06-01', 1, 1],
      ['2025-06-02', 0, 0],
      ['2025-06-03', 2, 1],
    ]);
  });

  it('draws a long period whole, empty leading buckets included; only "Todo o período" starts at the first click', async () => {
    const token = await owner('longo@exemplo.com', 'PRO');
    const link = await createLink(ctx.app, 'https://exemplo.com', token);
    await storeClicks(ctx.app, link.id, [{ at: new Date('2025-06-10T15:00:00Z'), session: 'a' }]);
    const rows = (from: string, to: string, timeUnit: string) =>
      get(
        token,
        `/dates?onlineAddressId=${link.id}&timeZone=America/Sao_Paulo&timeUnit=${timeUnit}&${period(from, to)}`,
      ).then((response) => v.parse(ChartRows, response.json()).rows.slice(1));
    // Before the first click: the years asked for, empty (it plotted 2025 once).
    const before = await rows('2020-01-01T03:00:00Z', '2022-01-01T03:00:00Z', 'MONTH');
    expect(before).toHaveLength(24);
    expect([before[0]?.[0], before[23]?.[0]]).toEqual(['2020-01', '2021-12']);
    expect(before.every((row) => row[1] === 0)).toBe(true);
    // Longer than a year around the click: its empty first year stays.
    expect(await rows('2024-01-01T03:00:00Z', '2026-01-01T03:00:00Z', 'YEAR')).toEqual([
      ['2024', 0, 0],
      ['2025', 1, 1],
    ]);
    // "Todo o período" (from 1950) starts at the first click's month, not 76 years earlier.
    const all = await rows('1950-01-01T03:00:00Z', '2026-01-01T03:00:00Z', 'MONTH');
    expect(all[0]).toEqual(['2025-06', 1, 1]);
  });

  it('places the hour of a midnight that happens twice in its day (Havana, clocks back at 01:00)', async () => {
    const token = await owner('havana@exemplo.com', 'PRO');
    const link = await createLink(ctx.app, 'https://exemplo.com', token);
    // On 2025-11-02 Havana goes from 01:00 (UTC−4) back to 00:00 (UTC−5): 04:00–06:00 UTC is all the 2nd, and
    // 03:59 UTC the 1st. The 8th of March has no midnight: 05:00 UTC is already 01:00 on the 9th.
    await storeClicks(ctx.app, link.id, [
      { at: new Date('2025-11-02T03:50:00Z'), session: 'a' },
      { at: new Date('2025-11-02T04:10:00Z'), session: 'a' },
      { at: new Date('2025-11-02T05:20:00Z'), session: 'b' },
      { at: new Date('2025-03-09T04:50:00Z'), session: 'c' },
      { at: new Date('2025-03-09T05:05:00Z'), session: 'c' },
    ]);
    const rows = (timeUnit: string) =>
      get(token, `/dates?onlineAddressId=${link.id}&timeZone=America/Havana&timeUnit=${timeUnit}`).then(
        (response) => v.parse(ChartRows, response.json()).rows,
      );
    const days = await rows('DAY');
    expect(days.filter((row) => row[1] !== 0)).toEqual([
      ['date', 'views', 'unique_views'],
      ['2025-03-08', 1, 1],
      ['2025-03-09', 1, 1],
      ['2025-11-01', 1, 1],
      ['2025-11-02', 2, 2],
    ]);
    expect(await rows('MONTH')).toEqual(
      expect.arrayContaining([
        ['2025-03', 2, 1],
        ['2025-11', 3, 2],
      ]),
    );
  });

  it('breaks views down per property and region, with the country drill-down', async () => {
    const token = await owner('regioes@exemplo.com', 'BUSINESS');
    const link = await createLink(ctx.app, 'https://exemplo.com', token);
    await storeClicks(ctx.app, link.id, [
      {
        at: new Date('2025-01-10T10:00:00Z'),
        platform: 'Android',
        country: 'BR',
        state: 'SP',
        city: 'Campinas',
      },
      {
        at: new Date('2025-01-11T10:00:00Z'),
        platform: 'Android',
        country: 'BR',
        state: 'RJ',
        city: 'Niterói',
      },
      {
        at: new Date('2025-01-11T23:50:00Z'),
        platform: 'iPhone',
        country: 'PT',
        state: null,
        city: 'Lisboa',
      },
    ]);
    const range = period('2025-01-10T09:00:00Z', '2025-01-12T00:00:00Z');
    expect((await get(token, `/properties?name=platform&${range}`)).json().rows).toEqual([
      ['platform', 'views'],
      ['Android', 2],
      ['iPhone', 1],
    ]);
    expect((await get(token, `/properties?name=platform&value=iPhone&${range}`)).json().rows).toEqual([
      ['platform', 'views'],
      ['iPhone', 1],
    ]);
    expect((await get(token, `/regions?${range}`)).json().rows).toEqual([
      ['country', 'views'],
      ['BR', 2],
      ['PT', 1],
    ]);
    expect((await get(token, `/regions?country=BR&${range}`)).json().rows).toEqual([
      ['country', 'city', 'state', 'views'],
      ['BR', 'Campinas', 'SP', 1],
      ['BR', 'Niterói', 'RJ', 1],
    ]);
  });

  it('gates by plan: nothing without one, totals from BASIC, every chart from PRO', async () => {
    const free = await owner('gratis@exemplo.com');
    const basic = await owner('basico@exemplo.com', 'BASIC');
    const pro = await owner('pro@exemplo.com', 'PRO');
    const charts = ['/dates', '/properties?name=platform', '/regions', '/domains'];
    expect((await get(free, '')).statusCode).toBe(403);
    expect((await get(free, '')).json()).toEqual({ messages: ['plan.required'] });
    expect((await get(basic, '')).statusCode).toBe(200);
    for (const chart of charts) {
      expect((await get(free, chart)).statusCode).toBe(403);
      expect((await get(basic, chart)).statusCode).toBe(403);
      expect((await get(pro, chart)).statusCode).toBe(200);
    }
    // The raw clicks follow the same rule as the charts.
    for (const [token, status] of [
      [free, 403],
      [basic, 403],
      [pro, 200],
    ] as const) {
      const list = await ctx.app.inject({ url: '/api/v1/clicks', headers: bearer(token) });
      expect(list.statusCode).toBe(status);
    }
  });

  it("answers 404 for another owner's link and never counts their clicks", async () => {
    const mine = await owner('eu@exemplo.com', 'PRO');
    const theirs = await owner('outra@exemplo.com', 'PRO');
    const myLink = await createLink(ctx.app, 'https://exemplo.com', mine);
    const theirLink = await createLink(ctx.app, 'https://exemplo.com', theirs);
    await storeClicks(ctx.app, theirLink.id, [{ at: new Date('2025-01-01T10:00:00Z'), session: 'x' }]);
    await storeClicks(ctx.app, myLink.id, [{ at: new Date('2025-01-01T10:00:00Z'), session: 'x' }]);
    for (const path of ['', '/dates', '/properties?name=country', '/regions', '/domains']) {
      const separator = path.includes('?') ? '&' : '?';
      expect((await get(mine, `${path}${separator}onlineAddressId=${theirLink.id}`)).statusCode).toBe(404);
    }
    expect((await get(mine, '')).json().clicks).toBe(1);
    expect((await get(mine, '/domains')).json().content).toEqual([
      { domain: 'exemplo.com', links: 1, views: 1 },
    ]);
  });

  it('refuses malformed periods and zones with the filter keys', async () => {
    const token = await owner('erros@exemplo.com', 'PRO');
    expect((await get(token, `?${period('2025-02-01T00:00:00Z', '2025-01-01T00:00:00Z')}`)).json()).toEqual({
      messages: ['dateRange.invalid'],
    });
    expect((await get(token, '/dates?timeZone=Marte/Base')).statusCode).toBe(400);
    expect((await get(token, '?withClicks=true&withoutClicks=true')).statusCode).toBe(400);
  });
});
