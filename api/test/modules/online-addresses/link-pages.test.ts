import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { onlineAddresses } from '../../../src/db/schema';
import { bearer, signIn, staticRootWithShell, useTestApp } from '../../helpers/test-app';
import { eventually, writeAndAwaitInvalidation } from '../../helpers/visitor-cache';
import { createLink, grantPlan } from './fixtures';

const staticRoot = staticRootWithShell();
// The default preview image as the shell's build names it (its content does not matter here).
writeFileSync(join(staticRoot, 'shell', 'dist', 'og-default.0123abcd.png'), '');
const DEFAULT_IMAGE = 'https://atalho.test/og-default.0123abcd.png';

const ctx = useTestApp({ config: { allowPrivateUrls: true, staticRoot, publicUrl: 'https://atalho.test' } });
const crawler = {
  accept: 'text/html,application/xhtml+xml',
  'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
};

function metaContent(html: string, name: string): string | undefined {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`<meta (?:property|name)="${escaped}" content="([^"]*)">`).exec(html)?.[1];
}

function embedded(html: string): unknown {
  const json = /<script id="atalho-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
}

describe('/{code} HTML for link previews', () => {
  it('puts derived Open Graph and Twitter tags, a canonical link and the visitor view into the head', async () => {
    const token = await signIn(ctx.app, 'dona@example.com', 'Dona');
    const link = await createLink(ctx.app, 'www.loja.com.br/oferta', token);
    const response = await ctx.app.inject({ url: `/${link.code}`, headers: crawler });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(metaContent(html, 'og:title')).toBe('Atalho — link para www.loja.com.br');
    expect(metaContent(html, 'og:description')).toBe(
      'Você será redirecionado para https://www.loja.com.br/oferta',
    );
    expect(metaContent(html, 'og:url')).toBe(`https://atalho.test/${link.code}`);
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(metaContent(html, 'og:site_name')).toBe('Atalho');
    expect(metaContent(html, 'og:locale')).toBe('pt_BR');
    // Every link without an image of its own gets the branded default, absolute, with its size and alt.
    expect(metaContent(html, 'og:image')).toBe(DEFAULT_IMAGE);
    expect(metaContent(html, 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'og:image:height')).toBe('630');
    expect(metaContent(html, 'og:image:alt')).toMatch(/^Atalho/);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:image')).toBe(DEFAULT_IMAGE);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(metaContent(html, 'description')).toBe(metaContent(html, 'og:description'));
    expect(html).toContain(`<link rel="canonical" href="https://atalho.test/${link.code}">`);
    expect(html).toContain('<title>Atalho — link para www.loja.com.br</title>');
    const lookup = await ctx.app.inject({ url: `/api/v1/online-addresses/code/${link.code}?view=true` });
    // The page carries the link's visit token, the same the lookup sends in its header, and names the island
    // that takes it over: the redirect screen, which draws its own markup (decision 027).
    expect(embedded(html)).toEqual({
      link: lookup.json(),
      visitToken: lookup.headers['visit-token'],
      island: { remote: 'mf_public', exposed: 'RedirectScreen', hydrate: false },
    });
    expect(html).not.toContain('dona@example.com');
  });

  it('uses the custom preview fields and escapes every user text', async () => {
    const token = await signIn(ctx.app, 'previa@example.com', 'Prévia');
    await grantPlan(ctx.app, 'previa@example.com', 'PRO');
    const link = await createLink(ctx.app, 'exemplo.com/?q="><script>alert(1)</script>', token);
    const hostile = '</script><script>alert("x")</script>\u2028&amp;';
    await writeAndAwaitInvalidation(ctx.app, () =>
      ctx.app.db
        .update(onlineAddresses)
        .set({
          openGraph: {
            openGraphFields: [
              { name: 'og:title', value: hostile },
              { name: 'og:image', value: 'https://cdn.exemplo.com/a.png?x=1&y="2"' },
            ],
          },
        })
        .where(eq(onlineAddresses.id, link.id)),
    );
    const html = (await ctx.app.inject({ url: `/${link.code}`, headers: crawler })).body;
    // Exactly the page's own script tags: none injected.
    expect(html.match(/<script/g)).toHaveLength(1);
    const script = /<script id="atalho-data"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).not.toContain('\u2028');
    expect(script).not.toMatch(/[<>&]/);
    expect(metaContent(html, 'og:image')).toBe('https://cdn.exemplo.com/a.png?x=1&#38;y=&#34;2&#34;');
    // A link's own image has no known size: only the default image declares one.
    expect(metaContent(html, 'og:image:width')).toBeUndefined();
    expect(metaContent(html, 'og:image:alt')).toBe(metaContent(html, 'og:title'));
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:image')).toBe(metaContent(html, 'og:image'));
    const data = embedded(html) as {
      link: { url: string; openGraph: { openGraphFields: { value: string }[] } };
    };
    expect(data.link.openGraph.openGraphFields[0]?.value).toBe(hostile);
    expect(data.link.url).toBe('https://exemplo.com/?q="><script>alert(1)</script>');
  });

  it("shows a custom preview only while the owner's plan has it, and drops it when the plan ends", async () => {
    const token = await signIn(ctx.app, 'fim@example.com', 'Fim');
    await grantPlan(ctx.app, 'fim@example.com', 'PRO');
    const link = await createLink(ctx.app, 'exemplo.com/fim', token);
    await writeAndAwaitInvalidation(ctx.app, () =>
      ctx.app.db
        .update(onlineAddresses)
        .set({ openGraph: { openGraphFields: [{ name: 'og:title', value: 'Oferta paga' }] } })
        .where(eq(onlineAddresses.id, link.id)),
    );
    const paid = (await ctx.app.inject({ url: `/${link.code}`, headers: crawler })).body;
    expect(metaContent(paid, 'og:title')).toBe('Oferta paga');
    // The plan ends (as the renewal job or an operator ends it): its row's end moves to the past.
    await writeAndAwaitInvalidation(ctx.app, () =>
      ctx.app.db.execute(
        sql`update user_subscription_plans set end_at = now() - interval '1 minute' where user_id = ${link.user?.id}`,
      ),
    );
    // On PostgreSQL the plan's notification may arrive after another one moved the epoch: wait for the page.
    let ended = '';
    await eventually(async () => {
      ended = (await ctx.app.inject({ url: `/${link.code}`, headers: crawler })).body;
      return metaContent(ended, 'og:title') !== 'Oferta paga';
    });
    expect(metaContent(ended, 'og:title')).toBe('Atalho — link para exemplo.com');
    const lookup = await ctx.app.inject({ url: `/api/v1/online-addresses/code/${link.code}?view=true` });
    expect(lookup.json().openGraph).toBeNull();
  });

  it('adds the tags for /{code}/{contactCode} with the link as canonical', async () => {
    const link = await createLink(ctx.app, 'exemplo.com');
    const html = (await ctx.app.inject({ url: `/${link.code}/abc123`, headers: crawler })).body;
    expect(html).toContain(`<link rel="canonical" href="https://atalho.test/${link.code}">`);
  });

  it('answers crawlers that send Accept */* or none, not API clients asking for JSON', async () => {
    const link = await createLink(ctx.app, 'exemplo.com');
    for (const accept of ['*/*', undefined]) {
      const headers: Record<string, string> = { 'user-agent': 'WhatsApp/2.23.20.0' };
      if (accept) headers.accept = accept;
      const response = await ctx.app.inject({ url: `/${link.code}`, headers });
      expect(response.statusCode, String(accept)).toBe(200);
      expect(metaContent(response.body, 'og:url'), String(accept)).toBe(`https://atalho.test/${link.code}`);
    }
    const api = await ctx.app.inject({ url: `/${link.code}`, headers: { accept: 'application/json' } });
    expect(api.statusCode).toBe(404);
  });

  it('answers a crawler on /{code}/{contactCode} with no Accept header too (SMS links)', async () => {
    const link = await createLink(ctx.app, 'exemplo.com');
    const response = await ctx.app.inject({
      url: `/${link.code}/c0ntat0`,
      headers: { 'user-agent': 'WhatsApp/2.23.20.0' },
    });
    expect(response.statusCode).toBe(200);
    expect(metaContent(response.body, 'og:url')).toBe(`https://atalho.test/${link.code}`);
  });

  it("brands the preview with the owner's site name and logo only while their plan has the loading screen", async () => {
    const token = await signIn(ctx.app, 'marca@example.com');
    const link = await createLink(ctx.app, 'exemplo.com', token);
    const page = async () => (await ctx.app.inject({ url: `/${link.code}`, headers: crawler })).body;
    const logo = 'https://cdn.exemplo.com/logo.png';

    await grantPlan(ctx.app, 'marca@example.com', 'PRO');
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/configs',
      headers: bearer(token),
      payload: { siteName: 'Minha Loja', picture: { src: logo, deleted: false } },
    });
    expect(saved.statusCode).toBe(200);
    const branded = await page();
    expect(metaContent(branded, 'og:site_name')).toBe('Minha Loja');
    expect(metaContent(branded, 'og:image')).toBe(logo);
    expect(embedded(branded)).toMatchObject({
      link: { user: { features: expect.arrayContaining(['loadingScreen']) } },
    });

    const revoked = await ctx.app.inject({
      method: 'POST',
      url: '/_admin/plan-revoke',
      headers: { 'x-admin-token': ctx.app.adminToken },
      payload: { email: 'marca@example.com' },
    });
    expect(revoked.statusCode).toBe(200);
    const plain = await page();
    expect(metaContent(plain, 'og:site_name')).toBe('Atalho');
    expect(metaContent(plain, 'og:image')).toBe(DEFAULT_IMAGE);
    expect(embedded(plain)).toMatchObject({ link: { user: { features: [] } } });
  });

  it('makes a logo stored as a path absolute against PUBLIC_URL', async () => {
    const token = await signIn(ctx.app, 'relativa@example.com');
    const link = await createLink(ctx.app, 'exemplo.com', token);
    await grantPlan(ctx.app, 'relativa@example.com', 'PRO');
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/configs',
      headers: bearer(token),
      payload: { siteName: 'Loja', picture: { src: '/uploads/logo.png', deleted: false } },
    });
    expect(saved.statusCode).toBe(200);
    const html = (await ctx.app.inject({ url: `/${link.code}`, headers: crawler })).body;
    expect(metaContent(html, 'og:image')).toBe('https://atalho.test/uploads/logo.png');
    expect(metaContent(html, 'og:image:alt')).toBe('Logo de Loja');
  });

  it("gives visitors without JavaScript a link and a refresh after the owner's wait; crawlers no refresh", async () => {
    const token = await signIn(ctx.app, 'espera@example.com');
    const link = await createLink(ctx.app, 'exemplo.com/destino', token);
    const browser = { accept: 'text/html', 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/124.0' };
    const page = async (headers: Record<string, string>) =>
      (await ctx.app.inject({ url: `/${link.code}`, headers })).body;
    const refresh = (html: string) =>
      /<noscript><meta http-equiv="refresh" content="([^"]*)"><\/noscript>/.exec(html)?.[1];

    const free = await page(browser);
    expect(refresh(free)).toBe('4;url=https://exemplo.com/destino');
    expect(free).toMatch(
      /<noscript><p[^>]*>Você será redirecionado para <a href="https:\/\/exemplo.com\/destino">/,
    );
    expect(free).not.toContain('Ative o JavaScript para usar o Atalho');
    expect(refresh(await page(crawler))).toBeUndefined();

    await grantPlan(ctx.app, 'espera@example.com', 'PRO');
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/configs',
      headers: bearer(token),
      payload: { loaderTime: 7 },
    });
    expect(saved.statusCode).toBe(200);
    expect(refresh(await page(browser))).toBe('7;url=https://exemplo.com/destino');
  });

  it('prints a look-alike destination (Cyrillic "apple.com") in punycode with a warning, for people and crawlers', async () => {
    const token = await signIn(ctx.app, 'parecido@example.com');
    const link = await createLink(ctx.app, 'https://аррӏе.com/entrar', token);
    const browser = { accept: 'text/html', 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/124.0' };
    const html = (await ctx.app.inject({ url: `/${link.code}`, headers: browser })).body;
    const noscript = /<noscript><p[^>]*>([\s\S]*?)<\/p><\/noscript>/.exec(html)?.[1] ?? '';
    expect(noscript).toContain('>https://xn--80ak6aa92e.com/entrar</a>');
    expect(noscript).toContain('Atenção: este endereço usa letras que imitam outro site.');
    expect(noscript).not.toContain('>https://аррӏе.com/entrar<');
    const preview = (await ctx.app.inject({ url: `/${link.code}`, headers: crawler })).body;
    expect(metaContent(preview, 'og:description')).toBe(
      'Você será redirecionado para https://xn--80ak6aa92e.com/entrar',
    );

    const plain = await createLink(ctx.app, 'https://ação.com.br/oferta', token);
    const ordinary = (await ctx.app.inject({ url: `/${plain.code}`, headers: browser })).body;
    expect(ordinary).toContain('>https://ação.com.br/oferta</a>');
    expect(ordinary).not.toContain('imitam outro site');
  });

  it('answers unknown and inactive codes 404 with a page that sends the visitor home', async () => {
    const link = await createLink(ctx.app, 'exemplo.com/vai-sumir');
    await writeAndAwaitInvalidation(ctx.app, () =>
      ctx.app.db.update(onlineAddresses).set({ active: false }).where(eq(onlineAddresses.id, link.id)),
    );
    for (const path of ['/nadaaqui', `/${link.code}`, `/${link.code}/c0ntat0`, `/${'x'.repeat(65)}`]) {
      for (const headers of [crawler, { accept: '*/*' }, {}]) {
        const response = await ctx.app.inject({ url: path, headers });
        expect(response.statusCode, path).toBe(404);
        expect(response.headers['content-type'], path).toBe('text/html; charset=utf-8');
        expect(response.headers['content-security-policy'], path).toBeDefined();
        expect(response.body, path).toContain('<h1>Link não encontrado</h1>');
        expect(response.body, path).toContain('<meta http-equiv="refresh" content="5;url=/">');
        expect(response.body, path).toContain('<a class="button" href="/">');
        expect(response.body, path).not.toContain('<script');
      }
    }
  });

  it('serves the plain shell for reserved paths', async () => {
    for (const path of ['/painel', '/privacy-policy', '/painel/sms']) {
      const response = await ctx.app.inject({ url: path, headers: crawler });
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).not.toContain('og:title');
      expect(response.body, path).toContain('<title>Atalho</title>');
    }
    // An address that is neither a page nor a code: the same HTML, but 404 (decision 011).
    const miss = await ctx.app.inject({ url: '/a/b/c', headers: crawler });
    expect(miss.statusCode).toBe(404);
    expect(miss.body).toContain('<title>Atalho</title>');
  });
});
