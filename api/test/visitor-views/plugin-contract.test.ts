import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows';
import type { AppPlugin } from '../../src/http/validate';
import { batchPerTurn, registerVisitorView } from '../../src/visitor-views';
import { bearer, signIn, staticRootWithShell, useTestApp } from '../helpers/test-app';
import { writeAndAwaitInvalidation } from '../helpers/visitor-cache';

/**
 * The visitor-view contract (decision 027) seen from an area that is not the links module: a test area with a
 * table of its own renders `/{code}` for INFOPRODUCT links through `registerVisitorView` alone, and its rows'
 * trigger drops the cached page.
 */
interface TestPage {
  headline: string;
}

let statements = 0;
const loadPages = batchPerTurn<number, TestPage>(async (db, ids) => {
  statements += 1;
  const rows = rowsOf<{ link_id: number; headline: string }>(
    await db.execute(
      sql`select link_id, headline from test_pages where link_id = any(${`{${ids.join(',')}}`}::int[])`,
    ),
  );
  return new Map(rows.map((row) => [Number(row.link_id), { headline: row.headline }]));
});

const testArea: AppPlugin = async (app) => {
  await app.db.execute(
    sql`create table if not exists test_pages (link_id int primary key, headline text not null)`,
  );
  await app.db.execute(sql`
    create or replace function test_pages_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('visitor_cache', json_build_object('link', coalesce(new.link_id, old.link_id), 'codes', json_build_array())::text);
      return null;
    end $$`);
  await app.db.execute(sql`drop trigger if exists test_pages_notify on test_pages`);
  await app.db.execute(
    sql`create trigger test_pages_notify after insert or update or delete on test_pages for each row execute function test_pages_changed()`,
  );
  registerVisitorView<TestPage>(app, {
    name: 'test-page',
    types: ['INFOPRODUCT'],
    field: 'infoproduct',
    load: loadPages,
    render: (view, page, context) => ({
      meta: new Map([
        ['og:title', page.headline],
        ['og:description', `Página ${view.code}`],
      ]),
      head: '<style>.test-page{color:red}</style>',
      beforeRoot: '',
      root: `<main class="test-page"><h1>${page.headline.replace(/</g, '&lt;')}</h1></main>`,
      headers: { 'x-test-view': 'yes' },
      data: { tokenOfLink: context.visitToken(view.id) },
    }),
    island: { remote: 'mf_infoproduct', exposed: 'TestIsland', hydrate: true },
    invalidatedBy: ['test_pages'],
  });
};

const ctx = useTestApp({
  config: { allowPrivateUrls: true, staticRoot: staticRootWithShell(), publicUrl: 'https://atalho.test' },
  plugins: [testArea],
  // The stand-in area takes the field the real info-product area (and its leads, which render its page) fills.
  withoutModules: ['infoproducts', 'infoproduct-leads'],
});

/** A visitor's browser (a bare inject's user agent reads as a bot). */
const browser = {
  accept: 'text/html',
  'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
};

function embedded(html: string): Record<string, unknown> {
  const json = /<script id="atalho-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return JSON.parse(json ?? 'null');
}

async function linkOfType(type: 'INFOPRODUCT' | 'STANDARD'): Promise<{ id: number; code: string }> {
  const token = await signIn(ctx.app, 'area@example.com', 'Área');
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/online-addresses',
    headers: bearer(token),
    payload: { url: 'https://www.loja.com.br/' },
  });
  const link = created.json() as { id: number; code: string };
  await ctx.app.db.execute(sql`update online_addresses set type = ${type} where id = ${link.id}`);
  return link;
}

describe('visitor views as plug-ins', () => {
  beforeEach(async () => {
    await ctx.app.db.execute(sql`delete from test_pages`);
  });

  it("serves an area's server-rendered page, tags, headers and island data for its link type", async () => {
    const link = await linkOfType('INFOPRODUCT');
    await ctx.app.db.execute(sql`insert into test_pages values (${link.id}, ${'Meu <e-book>'})`);
    const page = await ctx.app.inject({ url: `/${link.code}`, headers: browser });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-test-view']).toBe('yes');
    expect(page.body).toContain('<title>Meu &#60;e-book&#62;</title>');
    expect(page.body).toContain('<div id="root"><main class="test-page"><h1>Meu &lt;e-book></h1></main>');
    expect(page.body).toContain('<meta property="og:description" content="Página');
    // No redirect screen: no refresh to the destination.
    expect(page.body).not.toContain('http-equiv="refresh"');
    const data = embedded(page.body);
    expect(data.island).toEqual({ remote: 'mf_infoproduct', exposed: 'TestIsland', hydrate: true });
    expect(data.tokenOfLink).toBe(data.visitToken);
    expect((data.link as { infoproduct: unknown }).infoproduct).toEqual({ headline: 'Meu <e-book>' });
    // The lookup carries the same view.
    const lookup = await ctx.app.inject({ url: `/api/v1/online-addresses/code/${link.code}?view=true` });
    expect(lookup.json().infoproduct).toEqual({ headline: 'Meu <e-book>' });
  });

  it('falls back to the redirect screen for a link of its type without a row, and for other types', async () => {
    const withoutRow = await linkOfType('INFOPRODUCT');
    const standard = await linkOfType('STANDARD');
    for (const link of [withoutRow, standard]) {
      const page = await ctx.app.inject({ url: `/${link.code}`, headers: browser });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('http-equiv="refresh"');
      expect(embedded(page.body).island).toEqual({
        remote: 'mf_public',
        exposed: 'RedirectScreen',
        hydrate: false,
      });
    }
  });

  it("drops the cached page when the area's row changes, whoever writes it", async () => {
    const link = await linkOfType('INFOPRODUCT');
    await ctx.app.db.execute(sql`insert into test_pages values (${link.id}, 'Antes')`);
    const before = await ctx.app.inject({ url: `/${link.code}`, headers: browser });
    expect(before.body).toContain('<h1>Antes</h1>');
    await writeAndAwaitInvalidation(ctx.app, () =>
      ctx.app.db.execute(sql`update test_pages set headline = 'Depois' where link_id = ${link.id}`),
    );
    const after = await ctx.app.inject({ url: `/${link.code}`, headers: browser });
    expect(after.body).toContain('<h1>Depois</h1>');
  });

  it("reads the area's rows for the misses of one turn with one statement", async () => {
    const links = await Promise.all([linkOfType('INFOPRODUCT'), linkOfType('INFOPRODUCT')]);
    for (const link of links) await ctx.app.db.execute(sql`insert into test_pages values (${link.id}, 'x')`);
    const before = statements;
    await Promise.all(
      links.map((link) => ctx.app.inject({ url: `/api/v1/online-addresses/code/${link.code}?view=true` })),
    );
    expect(statements - before).toBe(1);
  });
});
