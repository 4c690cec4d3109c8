import { OnlineAddress, OpenGraph, OpenGraphFieldPage, OpenGraphPage } from '@atalho/sdk/schemas';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { onlineAddresses, openGraphFields, openGraphs } from '../../../src/db/schema';
import { bearer, signIn, staticRootWithShell, useTestApp } from '../../helpers/test-app';
import { eventually } from '../../helpers/visitor-cache';
import { createLink, grantPlan } from '../online-addresses/fixtures';

const ctx = useTestApp({
  config: { allowPrivateUrls: true, staticRoot: staticRootWithShell(), publicUrl: 'https://atalho.test' },
});
const crawler = {
  accept: 'text/html,application/xhtml+xml',
  'user-agent': 'WhatsApp/2.23.20.0 A',
};

function metaContent(html: string, name: string): string | undefined {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`<meta (?:property|name)="${escaped}" content="([^"]*)">`).exec(html)?.[1];
}

async function proWithLink(email: string) {
  const token = await signIn(ctx.app, email);
  await grantPlan(ctx.app, email, 'PRO');
  const link = await createLink(ctx.app, 'https://loja.exemplo.com/produto', token);
  return { token, link };
}

function send(token: string, method: 'POST' | 'PATCH' | 'GET' | 'DELETE', url: string, payload?: object) {
  return ctx.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload }),
  });
}

const basics = [
  { name: 'og:title', value: 'Oferta da semana' },
  { name: 'og:description', value: 'Tudo com 20% de desconto' },
  { name: 'og:image', value: '/uploads/capa.png' },
];

/** The crawler's view of `/{code}`, once it shows `title` (PostgreSQL notifies the cache a moment later). */
async function crawlerSees(code: string, title: string): Promise<string> {
  let html = '';
  await eventually(async () => {
    html = (await ctx.app.inject({ url: `/${code}`, headers: crawler })).body;
    return metaContent(html, 'og:title') === title;
  });
  return html;
}

describe('open graphs: saving a preview', () => {
  it('creates a preview (PRO), stores its rows and crawlers see it on /{code} at once', async () => {
    const { token, link } = await proWithLink('pro@example.com');
    // The derived preview is cached first, so the save must evict it.
    const before = (await ctx.app.inject({ url: `/${link.code}`, headers: crawler })).body;
    expect(metaContent(before, 'og:title')).toBe('Atalho — link para loja.exemplo.com');

    const created = await send(token, 'POST', '/api/v1/open-graphs', {
      onlineAddress: { id: link.id },
      openGraphFields: basics,
    });
    expect(created.statusCode).toBe(201);
    const preview = v.parse(OpenGraph, created.json());
    expect(preview.onlineAddress).toEqual({ id: link.id, code: link.code, url: link.url });
    expect(preview.openGraphFields.map(({ name, value }) => ({ name, value }))).toEqual(basics);

    const rows = await ctx.app.db
      .select()
      .from(openGraphFields)
      .where(eq(openGraphFields.openGraphId, preview.id));
    expect(rows).toHaveLength(3);
    const [snapshot] = await ctx.app.db
      .select({ openGraph: onlineAddresses.openGraph })
      .from(onlineAddresses)
      .where(eq(onlineAddresses.id, link.id));
    expect(snapshot?.openGraph).toEqual({ openGraphFields: basics });

    const html = await crawlerSees(link.code, 'Oferta da semana');
    expect(metaContent(html, 'og:description')).toBe('Tudo com 20% de desconto');
    expect(metaContent(html, 'og:image')).toBe('https://atalho.test/uploads/capa.png');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);

    // The owner's link shows the preview too.
    const owned = v.parse(
      OnlineAddress,
      (await send(token, 'GET', `/api/v1/online-addresses/${link.id}`)).json(),
    );
    expect(owned.openGraph?.openGraphFields).toEqual(basics);

    // One preview per link.
    const again = await send(token, 'POST', '/api/v1/open-graphs', {
      onlineAddress: { id: link.id },
      openGraphFields: [],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ messages: ['openGraph.exists'] });
  });

  it('PATCH applies update and deleted flags in one transaction and the crawler view follows', async () => {
    const { token, link } = await proWithLink('patch@example.com');
    const preview = v.parse(
      OpenGraph,
      (
        await send(token, 'POST', '/api/v1/open-graphs', {
          onlineAddress: { id: link.id },
          openGraphFields: basics,
        })
      ).json(),
    );
    await crawlerSees(link.code, 'Oferta da semana');
    const [title, description] = preview.openGraphFields;
    const patched = await send(token, 'PATCH', `/api/v1/open-graphs/${preview.id}`, {
      openGraphFields: [
        { id: title?.id, name: 'og:title', value: 'Nova oferta', update: true },
        { id: description?.id, name: 'og:description', value: 'x', deleted: true },
        { name: 'og:type', value: 'product' },
      ],
    });
    expect(patched.statusCode).toBe(200);
    expect(v.parse(OpenGraph, patched.json()).openGraphFields.map((f) => f.name)).toEqual([
      'og:title',
      'og:image',
      'og:type',
    ]);
    const html = await crawlerSees(link.code, 'Nova oferta');
    expect(metaContent(html, 'og:type')).toBe('product');
    // The owner cleared the description: crawlers get none, not one made up from the destination.
    expect(metaContent(html, 'og:description')).toBeUndefined();
    expect(metaContent(html, 'twitter:description')).toBeUndefined();
    expect(html).not.toMatch(/<meta name="description"/);

    // A field id of another preview: 404 and nothing of the request is written.
    const other = await proWithLink('other@example.com');
    const otherPreview = v.parse(
      OpenGraph,
      (
        await send(other.token, 'POST', '/api/v1/open-graphs', {
          onlineAddress: { id: other.link.id },
          openGraphFields: basics,
        })
      ).json(),
    );
    const foreign = await send(token, 'PATCH', `/api/v1/open-graphs/${preview.id}`, {
      openGraphFields: [
        { name: 'og:site_name', value: 'Loja' },
        { id: otherPreview.openGraphFields[0]?.id, name: 'og:title', value: 'Roubado', update: true },
      ],
    });
    expect(foreign.statusCode).toBe(404);
    const names = await ctx.app.db
      .select()
      .from(openGraphFields)
      .where(eq(openGraphFields.openGraphId, preview.id));
    expect(names.map((f) => f.name)).not.toContain('og:site_name');
  });

  it('validates names and values (spec 001 §5)', async () => {
    const { token, link } = await proWithLink('val@example.com');
    const cases: [Record<string, string>, string][] = [
      [{ name: 'og:title', value: 'x'.repeat(201) }, 'invalidSize'],
      [{ name: 'og:image', value: 'javascript:alert(1)' }, 'invalidUrl'],
      [{ name: 'og:url', value: 'não é url' }, 'invalidUrl'],
      [{ name: 'og:type', value: 'blog' }, 'invalid'],
      [{ name: 'og:image:type', value: 'image/bmp' }, 'invalid'],
      [{ name: 'og:locale', value: 'xx_XX' }, 'invalid'],
      [{ name: 'og:image:width', value: 'largo' }, 'invalid'],
      [{ name: 'twitter:title', value: 'x' }, 'invalid'],
    ];
    for (const [field, key] of cases) {
      const response = await send(token, 'POST', '/api/v1/open-graphs', {
        onlineAddress: { id: link.id },
        openGraphFields: [field],
      });
      expect(response.statusCode, JSON.stringify(field)).toBe(400);
      expect(response.json().messages, JSON.stringify(field)).toContain(key);
    }
    expect(await ctx.app.db.select().from(openGraphs)).toHaveLength(0);
  });

  it('needs PRO to save (403 plan.required) but not to read or remove', async () => {
    const token = await signIn(ctx.app, 'basic@example.com');
    await grantPlan(ctx.app, 'basic@example.com', 'BASIC');
    const link = await createLink(ctx.app, 'https://loja.exemplo.com/', token);
    const body = { onlineAddress: { id: link.id }, openGraphFields: basics };
    for (const [method, url, payload] of [
      ['POST', '/api/v1/open-graphs', body],
      ['PATCH', '/api/v1/open-graphs/1', { openGraphFields: basics }],
      ['POST', '/api/v1/open-graph-fields', { openGraph: { id: 1 }, name: 'og:title', value: 'x' }],
      ['PATCH', '/api/v1/open-graph-fields/1', { value: 'x' }],
    ] as const) {
      const response = await send(token, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual({ messages: ['plan.required'] });
    }
    // A new link with a preview is refused below PRO, and nothing is created.
    const shortened = await send(token, 'POST', '/api/v1/online-addresses', {
      url: 'https://loja.exemplo.com/b',
      openGraph: { openGraphFields: basics },
    });
    expect(shortened.statusCode).toBe(403);
    expect(
      await ctx.app.db
        .select()
        .from(onlineAddresses)
        .where(eq(onlineAddresses.url, 'https://loja.exemplo.com/b')),
    ).toHaveLength(0);
    expect((await send(token, 'GET', '/api/v1/open-graphs')).statusCode).toBe(200);
  });

  it('keeps the openGraph of a new PRO link (link and preview in one transaction)', async () => {
    const token = await signIn(ctx.app, 'novo@example.com');
    await grantPlan(ctx.app, 'novo@example.com', 'PRO');
    const response = await send(token, 'POST', '/api/v1/online-addresses', {
      url: 'https://loja.exemplo.com/c',
      openGraph: { openGraphFields: [{ name: 'og:title', value: 'Com prévia' }] },
    });
    expect(response.statusCode).toBe(201);
    const link = v.parse(OnlineAddress, response.json());
    expect(link.openGraph).toEqual({ openGraphFields: [{ name: 'og:title', value: 'Com prévia' }] });
    const [preview] = await ctx.app.db
      .select()
      .from(openGraphs)
      .where(eq(openGraphs.onlineAddressId, link.id));
    expect(preview?.userId).toBe(link.user?.id);
    await crawlerSees(link.code, 'Com prévia');

    const invalid = await send(token, 'POST', '/api/v1/online-addresses', {
      url: 'https://loja.exemplo.com/d',
      openGraph: { openGraphFields: [{ name: 'og:image', value: 'ftp://x' }] },
    });
    expect(invalid.statusCode).toBe(400);
  });
});

describe('open graphs: reads, fields and owner scoping', () => {
  it('lists, filters and reads previews and fields; another user gets 404', async () => {
    const { token, link } = await proWithLink('dona@example.com');
    const second = await createLink(ctx.app, 'https://blog.exemplo.com/post', token);
    const first = v.parse(
      OpenGraph,
      (
        await send(token, 'POST', '/api/v1/open-graphs', {
          onlineAddress: { id: link.id },
          openGraphFields: basics,
        })
      ).json(),
    );
    await send(token, 'POST', '/api/v1/open-graphs', {
      onlineAddress: { id: second.id },
      openGraphFields: [{ name: 'og:title', value: 'Meu blog' }],
    });

    const all = v.parse(OpenGraphPage, (await send(token, 'GET', '/api/v1/open-graphs?size=10')).json());
    expect(all.totalElements).toBe(2);
    expect(all.content[0]?.onlineAddress.id).toBe(second.id);
    const byText = v.parse(OpenGraphPage, (await send(token, 'GET', '/api/v1/open-graphs?text=blog')).json());
    expect(byText.content.map((p) => p.onlineAddress.id)).toEqual([second.id]);
    const byLink = v.parse(
      OpenGraphPage,
      (await send(token, 'GET', `/api/v1/open-graphs?onlineAddressId=${link.id}&orderBy=id:ASC`)).json(),
    );
    expect(byLink.content.map((p) => p.id)).toEqual([first.id]);
    expect((await send(token, 'GET', '/api/v1/open-graphs?orderBy=nope:ASC')).statusCode).toBe(400);
    expect((await send(token, 'GET', `/api/v1/open-graphs/${first.id}`)).json()).toEqual(first);

    const fields = v.parse(
      OpenGraphFieldPage,
      (await send(token, 'GET', `/api/v1/open-graph-fields?openGraphId=${first.id}`)).json(),
    );
    expect(fields.totalElements).toBe(3);
    const fieldId = fields.content[0]?.id ?? 0;

    const intruder = await signIn(ctx.app, 'intrusa@example.com');
    await grantPlan(ctx.app, 'intrusa@example.com', 'PRO');
    for (const [method, url, payload] of [
      ['GET', `/api/v1/open-graphs/${first.id}`, undefined],
      ['PATCH', `/api/v1/open-graphs/${first.id}`, { openGraphFields: [] }],
      ['DELETE', `/api/v1/open-graphs/${first.id}`, undefined],
      ['POST', '/api/v1/open-graphs', { onlineAddress: { id: link.id }, openGraphFields: [] }],
      ['GET', `/api/v1/open-graph-fields/${fieldId}`, undefined],
      ['PATCH', `/api/v1/open-graph-fields/${fieldId}`, { value: 'Roubado' }],
      ['DELETE', `/api/v1/open-graph-fields/${fieldId}`, undefined],
      ['POST', '/api/v1/open-graph-fields', { openGraph: { id: first.id }, name: 'og:title', value: 'x' }],
    ] as const) {
      expect((await send(intruder, method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect(
      v.parse(OpenGraphPage, (await send(intruder, 'GET', '/api/v1/open-graphs')).json()).totalElements,
    ).toBe(0);
    expect(
      v.parse(OpenGraphFieldPage, (await send(intruder, 'GET', '/api/v1/open-graph-fields')).json())
        .totalElements,
    ).toBe(0);
    expect((await send(token, 'GET', `/api/v1/open-graph-fields/${fieldId}`)).json()).toMatchObject({
      value: 'Oferta da semana',
    });
  });

  it('adds, changes and removes single fields; deleting the preview restores the derived tags', async () => {
    const { token, link } = await proWithLink('campos@example.com');
    const preview = v.parse(
      OpenGraph,
      (
        await send(token, 'POST', '/api/v1/open-graphs', {
          onlineAddress: { id: link.id },
          openGraphFields: [],
        })
      ).json(),
    );
    const added = await send(token, 'POST', '/api/v1/open-graph-fields', {
      openGraph: { id: preview.id },
      name: 'og:title',
      value: 'Campo a campo',
    });
    expect(added.statusCode).toBe(201);
    await crawlerSees(link.code, 'Campo a campo');
    const id = added.json().id as number;

    const changed = await send(token, 'PATCH', `/api/v1/open-graph-fields/${id}`, { value: 'Mudou' });
    expect(changed.json()).toMatchObject({ id, name: 'og:title', value: 'Mudou', deleted: false });
    await crawlerSees(link.code, 'Mudou');
    const renamed = await send(token, 'PATCH', `/api/v1/open-graph-fields/${id}`, {
      name: 'og:url',
      value: 'Mudou',
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toEqual({ messages: ['invalidUrl'] });

    const removed = await send(token, 'PATCH', `/api/v1/open-graph-fields/${id}`, {
      value: '',
      deleted: true,
    });
    expect(removed.json()).toMatchObject({ id, deleted: true });
    expect(await ctx.app.db.select().from(openGraphFields)).toHaveLength(0);
    await crawlerSees(link.code, 'Atalho — link para loja.exemplo.com');
    expect((await send(token, 'DELETE', `/api/v1/open-graph-fields/${id}`)).statusCode).toBe(404);

    await send(token, 'POST', '/api/v1/open-graph-fields', {
      openGraph: { id: preview.id },
      name: 'og:title',
      value: 'De novo',
    });
    await crawlerSees(link.code, 'De novo');
    expect((await send(token, 'DELETE', `/api/v1/open-graphs/${preview.id}`)).statusCode).toBe(204);
    expect(await ctx.app.db.select().from(openGraphs)).toHaveLength(0);
    await crawlerSees(link.code, 'Atalho — link para loja.exemplo.com');
    const [row] = await ctx.app.db.select().from(onlineAddresses).where(eq(onlineAddresses.id, link.id));
    expect(row?.openGraph).toBeNull();
  });
});

describe('open graphs: tags of a page are fetched SSRF-safely', () => {
  it('refuses loopback, private, link-local and metadata targets (400 url.rejected)', async () => {
    const token = await signIn(ctx.app, 'ssrf@example.com');
    for (const source of [
      'http://127.0.0.1:9/',
      'http://10.1.2.3/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/',
      'http://localhost/',
    ]) {
      const response = await send(
        token,
        'GET',
        `/api/v1/open-graphs/tags?source=${encodeURIComponent(source)}`,
      );
      expect(response.statusCode, source).toBe(400);
      expect(response.json(), source).toEqual({ messages: ['url.rejected'] });
    }
  });
});
