import { CodeAvailability, DomainSummaryPage, OnlineAddress, OnlineAddressPage } from '@atalho/sdk/schemas';
import { eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { onlineAddressClicks, onlineAddresses } from '../../../src/db/schema';
import { insertClickBatch } from '../../../src/modules/clicks/queries';
import { bearer, signIn, staticRootWithShell, useTestApp } from '../../helpers/test-app';
import { type CreatedLink, createLink, grantPlan, plainClick } from './fixtures';

const ctx = useTestApp({ config: { allowPrivateUrls: true, staticRoot: staticRootWithShell() } });

async function list(token: string, query: string) {
  const response = await ctx.app.inject({ url: `/api/v1/online-addresses?${query}`, headers: bearer(token) });
  return response;
}

async function codesOf(token: string, query: string): Promise<string[]> {
  const response = await list(token, query);
  expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
  return v.parse(OnlineAddressPage, response.json()).content.map((link) => link.url.replace('https://', ''));
}

/**
 * Five links of one owner with distinct types, checks, dates, domains and clicks:
 * a: STANDARD, regular, 2024-01-10, loja.com, 3 clicks (2 in March 2024)
 * b: API, irregular (error), 2024-02-10, www.loja.com, 1 click (January 2025)
 * c: BIO, not verified, 2024-03-10, blog.com, none
 * d: INFOPRODUCT, not verified, 2024-04-10, blog.com, 5 clicks (2025)
 * e: STANDARD, regular, 2024-05-10, outra.net, none
 */
async function seedOwner(email: string) {
  const token = await signIn(ctx.app, email);
  const specs = [
    { path: 'loja.com/a', type: 'STANDARD', status: 0, error: false, date: '2024-01-10T12:00:00Z' },
    { path: 'www.loja.com/b', type: 'API', status: 1, error: true, date: '2024-02-10T12:00:00Z' },
    { path: 'blog.com/c', type: 'BIO', status: 3, error: false, date: '2024-03-10T12:00:00Z' },
    { path: 'blog.com/d', type: 'INFOPRODUCT', status: 3, error: false, date: '2024-04-10T12:00:00Z' },
    { path: 'outra.net/e', type: 'STANDARD', status: 0, error: false, date: '2024-05-10T12:00:00Z' },
  ] as const;
  const ids: Record<string, number> = {};
  for (const spec of specs) {
    const link = await createLink(ctx.app, spec.path, token);
    ids[spec.path.slice(-1)] = link.id;
    await ctx.app.db
      .update(onlineAddresses)
      .set({
        type: spec.type,
        verificationStatus: spec.status,
        error: spec.error,
        createdAt: new Date(spec.date),
      })
      .where(eq(onlineAddresses.id, link.id));
  }
  const id = (key: string) => ids[key] ?? 0;
  await insertClickBatch(ctx.app.db, [
    plainClick(id('a'), new Date('2024-03-01T10:00:00Z')),
    plainClick(id('a'), new Date('2024-03-02T10:00:00Z')),
    plainClick(id('a'), new Date('2024-06-01T10:00:00Z')),
    plainClick(id('b'), new Date('2025-01-05T10:00:00Z')),
    ...Array.from({ length: 5 }, () => plainClick(id('d'), new Date('2025-02-01T10:00:00Z'))),
  ]);
  return { token, id };
}

describe('GET /api/v1/online-addresses filters and ordering', () => {
  it('applies every filter of spec 001 §7, alone and together, within the owner', async () => {
    const { token } = await seedOwner('filtros@example.com');
    // Another owner's matching link never shows.
    const other = await signIn(ctx.app, 'intrusa@example.com');
    await createLink(ctx.app, 'loja.com/dela', other);

    expect(await codesOf(token, '')).toEqual([
      'outra.net/e',
      'blog.com/d',
      'blog.com/c',
      'www.loja.com/b',
      'loja.com/a',
    ]);
    expect(await codesOf(token, 'text=LOJA')).toEqual(['www.loja.com/b', 'loja.com/a']);
    expect(await codesOf(token, 'type=API')).toEqual(['www.loja.com/b']);
    expect(await codesOf(token, 'typeIn=BIO,INFOPRODUCT')).toEqual(['blog.com/d', 'blog.com/c']);
    expect(await codesOf(token, 'error=true')).toEqual(['www.loja.com/b']);
    expect(await codesOf(token, 'errorIn=1')).toEqual(['www.loja.com/b']);
    expect(await codesOf(token, 'errorIn=0,1')).toEqual(['outra.net/e', 'www.loja.com/b', 'loja.com/a']);
    expect(await codesOf(token, 'errorIn=3')).toEqual(['blog.com/d', 'blog.com/c']);
    expect(await codesOf(token, 'domain=loja.com')).toEqual(['www.loja.com/b', 'loja.com/a']);
    expect(await codesOf(token, 'domain=blog.com,outra.net')).toEqual([
      'outra.net/e',
      'blog.com/d',
      'blog.com/c',
    ]);
    expect(
      await codesOf(token, 'dateCreateIni=2024-02-01T00:00:00Z&dateCreateEnd=2024-03-31T23:59:59Z'),
    ).toEqual(['blog.com/c', 'www.loja.com/b']);
    expect(await codesOf(token, 'withClicks=true')).toEqual(['blog.com/d', 'www.loja.com/b', 'loja.com/a']);
    expect(await codesOf(token, 'withoutClicks=true')).toEqual(['outra.net/e', 'blog.com/c']);
    const march = 'clickDateRange=2024-03-01T00:00:00Z,2024-03-31T23:59:59Z';
    expect(await codesOf(token, march)).toEqual(['loja.com/a']);
    expect(await codesOf(token, `${march}&withClicks=true`)).toEqual(['loja.com/a']);
    expect(await codesOf(token, `${march}&withoutClicks=true`)).toEqual([
      'outra.net/e',
      'blog.com/d',
      'blog.com/c',
      'www.loja.com/b',
    ]);
    // Ranges ending after a link's last click read its totals row; a link clicked after the range is probed.
    expect(await codesOf(token, 'clickDateRange=2025-01-01T00:00:00Z,2025-12-31T23:59:59Z')).toEqual([
      'blog.com/d',
      'www.loja.com/b',
    ]);
    expect(await codesOf(token, 'clickDateRange=2024-06-01T00:00:00Z,2025-01-31T23:59:59Z')).toEqual([
      'www.loja.com/b',
      'loja.com/a',
    ]);
    expect(
      await codesOf(token, 'clickDateRange=2024-06-01T00:00:00Z,2025-01-31T23:59:59Z&withoutClicks=true'),
    ).toEqual(['outra.net/e', 'blog.com/d', 'blog.com/c']);
    expect(await codesOf(token, 'text=blog&withClicks=true&typeIn=INFOPRODUCT&embedBiography=true')).toEqual([
      'blog.com/d',
    ]);
  });

  it('orders by dateCreate and clicks in both directions, several at once, and shows clicks', async () => {
    const { token } = await seedOwner('ordem@example.com');
    expect(await codesOf(token, 'orderBy=dateCreate:ASC')).toEqual([
      'loja.com/a',
      'www.loja.com/b',
      'blog.com/c',
      'blog.com/d',
      'outra.net/e',
    ]);
    expect(await codesOf(token, 'orderBy=clicks:DESC,dateCreate:ASC')).toEqual([
      'blog.com/d',
      'loja.com/a',
      'www.loja.com/b',
      'blog.com/c',
      'outra.net/e',
    ]);
    expect(await codesOf(token, 'orderBy=clicks:ASC,dateCreate:DESC')).toEqual([
      'outra.net/e',
      'blog.com/c',
      'www.loja.com/b',
      'loja.com/a',
      'blog.com/d',
    ]);
    // The counts themselves need view counts (BASIC; view-counts.test.ts); the orderings above do not.
    await grantPlan(ctx.app, 'ordem@example.com', 'BASIC');
    const page = v.parse(OnlineAddressPage, (await list(token, 'orderBy=clicks:DESC&size=2')).json());
    expect(page.content.map((link) => link.clicks)).toEqual([5, 3]);
    expect(page).toMatchObject({
      totalElements: 5,
      totalPages: 3,
      number: 0,
      size: 2,
      first: true,
      last: false,
    });
    const last = v.parse(OnlineAddressPage, (await list(token, 'orderBy=clicks:DESC&size=2&page=2')).json());
    expect(last).toMatchObject({ number: 2, first: false, last: true, empty: false });
    expect(last.content).toHaveLength(1);
    // The live count of the filter drawer: size 1, totalElements.
    const count = v.parse(OnlineAddressPage, (await list(token, 'size=1&withClicks=true')).json());
    expect(count.totalElements).toBe(3);
  });

  it('counts click filters without the deleted links, whose totals row loses its owner', async () => {
    const { token, id } = await seedOwner('contagem@example.com');
    const totalOf = async (query: string) =>
      v.parse(OnlineAddressPage, (await list(token, `size=1&${query}`)).json()).totalElements;
    const year2025 = 'clickDateRange=2025-01-01T00:00:00Z,2025-12-31T23:59:59Z';
    expect([await totalOf('withClicks=true'), await totalOf(year2025)]).toEqual([3, 2]);

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/online-addresses/${id('d')}`,
      headers: bearer(token),
    });
    expect(deleted.statusCode).toBe(204);
    const [totals] = await ctx.app.db
      .select()
      .from(onlineAddressClicks)
      .where(eq(onlineAddressClicks.onlineAddressId, id('d')));
    expect(totals).toMatchObject({ userId: null, clicks: 5 });
    expect(await totalOf('withClicks=true')).toBe(2);
    expect(await totalOf('withoutClicks=true')).toBe(2);
    expect(await totalOf(year2025)).toBe(1);
    expect(await totalOf(`${year2025}&withoutClicks=true`)).toBe(3);
    expect(await codesOf(token, year2025)).toEqual(['www.loja.com/b']);
  });

  it('refuses the exclusive combinations of spec 001 §4 and malformed values with 400 and a key', async () => {
    const token = await signIn(ctx.app, 'regras@example.com');
    const cases: [string, string][] = [
      ['errorIn=3,1', 'errorIn.exclusive'],
      ['errorIn=0,3', 'errorIn.exclusive'],
      ['withClicks=true&withoutClicks=true', 'withClicks.exclusive'],
      ['dateCreateIni=2024-05-01&dateCreateEnd=2024-04-01', 'dateRange.invalid'],
      ['clickDateRange=2024-05-01T00:00:00Z,2024-04-01T00:00:00Z', 'dateRange.invalid'],
      ['clickDateRange=2024-05-01T00:00:00Z', 'invalid'],
      ['dateCreateIni=1949-12-31', 'invalid'],
      ['errorIn=2', 'invalid'],
      ['typeIn=STANDARD,NOPE', 'invalid'],
      ['type=NOPE', 'invalid'],
      ['orderBy=clicks:SIDEWAYS', 'invalid'],
      ['size=101', 'invalid'],
    ];
    for (const [query, key] of cases) {
      const response = await list(token, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().messages, query).toContain(key);
    }
  });

  it('summarises domains (size 5, total:DESC) with the same filters', async () => {
    const { token } = await seedOwner('dominios@example.com');
    const response = await ctx.app.inject({
      url: '/api/v1/online-addresses/domains',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const page = v.parse(DomainSummaryPage, response.json());
    expect(page.size).toBe(5);
    expect(page.totalElements).toBe(3);
    expect(page.content).toEqual([
      { domain: 'blog.com', total: 2 },
      { domain: 'loja.com', total: 2 },
      { domain: 'outra.net', total: 1 },
    ]);
    const filtered = (
      await ctx.app.inject({
        url: '/api/v1/online-addresses/domains?withClicks=true&orderBy=total:ASC',
        headers: bearer(token),
      })
    ).json();
    expect(filtered.content).toEqual([
      { domain: 'blog.com', total: 1 },
      { domain: 'loja.com', total: 2 },
    ]);
    const paged = (
      await ctx.app.inject({
        url: '/api/v1/online-addresses/domains?size=2&page=1',
        headers: bearer(token),
      })
    ).json();
    expect(paged).toMatchObject({ totalElements: 3, totalPages: 2, number: 1, last: true });
    expect(paged.content).toEqual([{ domain: 'outra.net', total: 1 }]);
  });
});

describe('editing links', () => {
  async function put(token: string, id: number, body: Record<string, unknown>) {
    return ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/online-addresses/${id}`,
      headers: bearer(token),
      payload: body,
    });
  }

  it('lets a FREE owner change tags and deactivate, but not the code or destination (403 plan.required)', async () => {
    const token = await signIn(ctx.app, 'gratis@example.com');
    const link = await createLink(ctx.app, 'exemplo.com/x', token);
    const same = { code: link.code, url: link.url };
    const tagged = await put(token, link.id, { ...same, tags: 'promo||natal' });
    expect(tagged.statusCode).toBe(200);
    expect(v.parse(OnlineAddress, tagged.json()).tags).toBe('promo||natal');
    for (const change of [{ code: 'meu-codigo' }, { url: 'https://outro.com' }]) {
      const response = await put(token, link.id, { ...same, ...change });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ messages: ['plan.required'] });
    }
    const [row] = await ctx.app.db.select().from(onlineAddresses).where(eq(onlineAddresses.id, link.id));
    expect(row).toMatchObject({ code: link.code, url: link.url, tags: 'promo||natal' });
  });

  it('lets a BASIC owner change code and destination: the visitor lookup follows at once', async () => {
    const token = await signIn(ctx.app, 'basico@example.com');
    await grantPlan(ctx.app, 'basico@example.com', 'BASIC');
    const link = await createLink(ctx.app, 'exemplo.com/antes', token);
    const view = (code: string) => ctx.app.inject({ url: `/api/v1/online-addresses/code/${code}?view=true` });
    expect((await view(link.code)).json().url).toBe('https://exemplo.com/antes');
    expect((await view('novo-codigo')).statusCode).toBe(404);

    const response = await put(token, link.id, { code: 'novo-codigo', url: 'exemplo.com/depois' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 'novo-codigo', url: 'https://exemplo.com/depois' });
    // No waiting: the writer's own cache forgot both codes, the database notifies the others.
    const moved = await view('novo-codigo');
    expect(moved.statusCode).toBe(200);
    expect(moved.json().url).toBe('https://exemplo.com/depois');
    expect((await view(link.code)).statusCode).toBe(404);
    // The /{code} page (what a visitor's browser opens) carries the new destination too.
    const page = await ctx.app.inject({ url: '/novo-codigo', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('https://exemplo.com/depois');
    expect(page.body).not.toContain('https://exemplo.com/antes');

    const off = await put(token, link.id, {
      code: 'novo-codigo',
      url: 'https://exemplo.com/depois',
      active: false,
    });
    expect(off.json().active).toBe(false);
    expect((await view('novo-codigo')).statusCode).toBe(404);
    const on = await put(token, link.id, {
      code: 'novo-codigo',
      url: 'https://exemplo.com/depois',
      active: true,
    });
    expect(on.json().active).toBe(true);
    expect((await view('novo-codigo')).statusCode).toBe(200);
  });

  it('refuses a code another link holds (409), a reserved or malformed one (400), an unsafe URL (400)', async () => {
    const token = await signIn(ctx.app, 'pro.editor@example.com');
    await grantPlan(ctx.app, 'pro.editor@example.com', 'PRO');
    const mine = await createLink(ctx.app, 'exemplo.com/1', token);
    const taken = await createLink(ctx.app, 'exemplo.com/2');
    const conflict = await put(token, mine.id, { code: taken.code, url: mine.url });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ messages: ['codeAlreadyInUse'] });
    for (const code of ['painel', 'com espaço', 'a/b', '']) {
      const response = await put(token, mine.id, { code, url: mine.url });
      expect(response.statusCode, code).toBe(400);
    }
    const unsafe = await put(token, mine.id, { code: mine.code, url: 'javascript:alert(1)' });
    expect(unsafe.statusCode).toBe(400);
    // Its own code is free to it.
    expect((await put(token, mine.id, { code: mine.code, url: mine.url })).statusCode).toBe(200);
  });

  it('answers 404 to another owner for GET, PUT, DELETE, order and the code check, and changes nothing', async () => {
    const owner = await signIn(ctx.app, 'dono@example.com');
    const intruder = await signIn(ctx.app, 'intruso@example.com');
    await grantPlan(ctx.app, 'intruso@example.com', 'BUSINESS');
    const link = await createLink(ctx.app, 'exemplo.com/dono', owner);
    const mine = await createLink(ctx.app, 'exemplo.com/intruso', intruder);
    const requests = [
      { method: 'GET' as const, url: `/api/v1/online-addresses/${link.id}` },
      {
        method: 'PUT' as const,
        url: `/api/v1/online-addresses/${link.id}`,
        payload: { code: 'roubado', url: 'https://mal.com' },
      },
      { method: 'DELETE' as const, url: `/api/v1/online-addresses/${link.id}` },
      { method: 'PUT' as const, url: '/api/v1/online-addresses/order', payload: { ids: [mine.id, link.id] } },
      {
        method: 'GET' as const,
        url: `/api/v1/online-addresses/code-availability?code=x&onlineAddressId=${link.id}`,
      },
    ];
    for (const request of requests) {
      const response = await ctx.app.inject({ ...request, headers: bearer(intruder) });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
    }
    const [row] = await ctx.app.db.select().from(onlineAddresses).where(eq(onlineAddresses.id, link.id));
    expect(row).toMatchObject({ code: link.code, url: 'https://exemplo.com/dono', deletedAt: null });
  });

  it('deletes: gone from the list, the visitor gets 404, the code is never handed out again', async () => {
    const token = await signIn(ctx.app, 'apaga@example.com');
    const link = await createLink(ctx.app, 'exemplo.com/apagar', token);
    const view = () => ctx.app.inject({ url: `/api/v1/online-addresses/code/${link.code}?view=true` });
    expect((await view()).statusCode).toBe(200);
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/online-addresses/${link.id}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(204);
    expect((await view()).statusCode).toBe(404);
    expect((await codesOf(token, '')).length).toBe(0);
    const [row] = await ctx.app.db.select().from(onlineAddresses).where(eq(onlineAddresses.id, link.id));
    expect(row?.deletedAt).not.toBeNull();
    const check = await ctx.app.inject({
      url: `/api/v1/online-addresses/code-availability?code=${link.code}`,
      headers: bearer(token),
    });
    expect(v.parse(CodeAvailability, check.json())).toEqual({
      code: link.code,
      available: false,
      reason: 'codeAlreadyInUse',
    });
  });

  it('checks code availability: free, own, taken, malformed or reserved', async () => {
    const token = await signIn(ctx.app, 'codigos@example.com');
    const link = await createLink(ctx.app, 'exemplo.com/c', token);
    const other = await createLink(ctx.app, 'exemplo.com/d');
    const check = async (query: string) =>
      v.parse(
        CodeAvailability,
        (
          await ctx.app.inject({
            url: `/api/v1/online-addresses/code-availability?${query}`,
            headers: bearer(token),
          })
        ).json(),
      );
    expect(await check('code=livre-123')).toMatchObject({ available: true, reason: null });
    expect(await check(`code=${link.code}&onlineAddressId=${link.id}`)).toMatchObject({ available: true });
    expect(await check(`code=${link.code}`)).toMatchObject({ available: false, reason: 'codeAlreadyInUse' });
    expect(await check(`code=${other.code}&onlineAddressId=${link.id}`)).toMatchObject({ available: false });
    expect(await check('code=API')).toMatchObject({ available: false, reason: 'invalid' });
    expect(await check('code=a%20b')).toMatchObject({ available: false, reason: 'invalid' });
  });

  // Two connections are needed to interleave the locks: PostgreSQL only (PGlite has one).
  it.runIf(process.env.DATABASE_URL)(
    'reorders without deadlocking a click batch on the same links: both lock in id order',
    async () => {
      const token = await signIn(ctx.app, 'trava@example.com');
      const older = await createLink(ctx.app, 'exemplo.com/antigo', token);
      const newer = await createLink(ctx.app, 'exemplo.com/novo', token);
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      let holding = () => {};
      const held = new Promise<void>((resolve) => (holding = resolve));
      // A click batch's share locks, taken in id order like INSERT_CLICK_BATCH's: the first held a moment.
      const batch = ctx.app.db.transaction(async (tx) => {
        await tx.execute(sql`select id from online_addresses where id = ${older.id} for share`);
        holding();
        await released;
        await tx.execute(sql`set local lock_timeout = '3s'`);
        await tx.execute(sql`select id from online_addresses where id = ${newer.id} for share`);
      });
      await held;
      // The newer link comes first in the manual order: locking in that order took it, then waited on the
      // older one while the batch waited on it.
      const reorder = ctx.app.inject({
        method: 'PUT',
        url: '/api/v1/online-addresses/order',
        headers: bearer(token),
        payload: { ids: [older.id, newer.id] },
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      release();
      await expect(batch).resolves.toBeUndefined();
      expect((await reorder).statusCode).toBe(204);
    },
  );

  it('persists a manual order: the page swaps its own places, orderBy=position:ASC shows it', async () => {
    const token = await signIn(ctx.app, 'arrasta@example.com');
    const links: CreatedLink[] = [];
    for (const path of ['1', '2', '3', '4'])
      links.push(await createLink(ctx.app, `exemplo.com/${path}`, token));
    expect(await codesOf(token, 'orderBy=position:ASC')).toEqual([
      'exemplo.com/4',
      'exemplo.com/3',
      'exemplo.com/2',
      'exemplo.com/1',
    ]);
    const ids = (paths: string[]) => paths.map((p) => links[Number(p) - 1]?.id);
    // The first page (4, 3) is dragged into (3, 4); the links on the next page stay where they were.
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/online-addresses/order',
      headers: bearer(token),
      payload: { ids: ids(['3', '4']) },
    });
    expect(response.statusCode).toBe(204);
    expect(await codesOf(token, 'orderBy=position:ASC')).toEqual([
      'exemplo.com/3',
      'exemplo.com/4',
      'exemplo.com/2',
      'exemplo.com/1',
    ]);
    const rows = await ctx.app.db
      .select({ id: onlineAddresses.id, position: onlineAddresses.position })
      .from(onlineAddresses)
      .where(inArray(onlineAddresses.id, ids(['1', '2', '3', '4']) as number[]));
    expect(new Set(rows.map((row) => row.position)).size).toBe(4);
    const duplicate = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/online-addresses/order',
      headers: bearer(token),
      payload: { ids: ids(['1', '1']) },
    });
    expect(duplicate.statusCode).toBe(400);
  });
});
