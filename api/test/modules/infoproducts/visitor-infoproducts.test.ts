import { InfoproductView, leadConsentText } from '@atalho/sdk/schemas/infoproducts';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { loadInfoproductViews, renderInfoproductDocument } from '../../../src/modules/infoproducts';
import { signIn, staticRootWithShell, useTestApp } from '../../helpers/test-app';
import { eventually } from '../../helpers/visitor-cache';
import { grantPlan } from '../online-addresses/fixtures';
import { infoproductBody, resend, revokePlan, saveInfoproduct, uploadEbook, uploadImage } from './fixtures';

/** `/{subdomain}`: the lead page, server-rendered (decision 027), as a visitor's browser gets it. */
const ctx = useTestApp({ config: { staticRoot: staticRootWithShell(), publicUrl: 'https://atalho.test' } });

const browser = {
  accept: 'text/html',
  'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
};

function embedded(html: string): Record<string, unknown> {
  const json = /<script id="atalho-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return JSON.parse(json ?? 'null');
}

const XSS = '<img src=x onerror=alert(1)>';

const proParts = {
  formFields: [
    { name: `Nome ${XSS}`, type: 'TEXT_FIELD', required: true },
    { name: 'Cidade', type: 'SELECT_FIELD', options: [{ value: `Recife ${XSS}` }, { value: 'Olinda' }] },
    { name: 'Apagado', type: 'TEXT_FIELD', deleted: true },
  ],
  footer: { text: `Rodapé ${XSS}`, links: [{ name: 'Instagram', href: 'https://instagram.com/anadoces' }] },
  style: { formColor: '#00AA00FF', headerColor: '#220000FF' },
};

async function publish(
  email: string,
  subdomain: string,
  plan?: 'PRO',
  overrides: Record<string, unknown> = {},
) {
  const token = await signIn(ctx.app, email);
  if (plan) await grantPlan(ctx.app, email, plan);
  const ebook = await uploadEbook(ctx.app, token);
  const product = await uploadImage(ctx.app, token, 'png');
  const page = await saveInfoproduct(
    ctx.app,
    token,
    infoproductBody(subdomain, ebook, {
      title: `Guia <b>doce</b> ${XSS}`,
      subtitle: `Sub ${XSS}`,
      shortDescription: `Curto ${XSS}`,
      itensTitle: `Tópicos ${XSS}`,
      itens: [{ value: `Um ${XSS}` }, { value: 'Dois' }],
      description: `Descrição ${XSS}`,
      productImage: { id: product.id, src: product.src },
      ...overrides,
    }),
  );
  return { token, ebook, page };
}

describe('/{subdomain}: the public lead page', () => {
  it('is the page rendered on the server: its five sections, a real form, every text escaped, its tags and the island', async () => {
    const { page, ebook } = await publish('pro@example.com', 'guia-doce', 'PRO', proParts);
    const response = await ctx.app.inject({ url: '/guia-doce', headers: browser });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<div id="root"><div class="ip-page');
    for (const id of ['header-section', 'itens-section', 'more-section', 'form-section', 'footer-section']) {
      expect(html).toContain(`id="${id}"`);
    }
    expect(html).toMatch(/<form [^>]*method="post" action="\/api\/v1\/infoproducts-forms-answers"/);
    expect(html).toContain(`name="infoproduct.id" value="${page.id}"`);
    expect(html).not.toContain(XSS);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('Guia &lt;b&gt;doce&lt;/b&gt;');
    // PRO: the custom fields (not the deleted one) and the footer.
    expect(html).toContain(`name="field.${page.formFields?.[0]?.id}"`);
    expect(html).toContain('Olinda');
    expect(html).not.toContain('Apagado');
    expect(html).toContain('href="https://instagram.com/anadoces"');
    // Never the e-book's address: it is what the lead earns.
    expect(html).not.toContain(ebook.src);
    expect(html).toContain('<meta property="og:title" content="Guia &#60;b&#62;doce&#60;/b&#62; &#60;img');
    expect(html).toContain('<meta property="og:description" content="Curto &#60;img');
    expect(html).toContain(`<meta property="og:image" content="${page.productImage?.src}">`);
    expect(html).toContain('<link rel="canonical" href="https://atalho.test/guia-doce">');
    expect(html).not.toContain('http-equiv="refresh"');
    expect(response.headers['content-security-policy']).toContain("form-action 'self'");
    const data = embedded(html);
    expect(data.island).toEqual({ remote: 'mf_infoproduct', exposed: 'InfoproductIsland', hydrate: true });
    const view = v.parse(InfoproductView, (data.link as { infoproduct: unknown }).infoproduct);
    expect(view.style.formColor).toBe('#00AA00FF');
    expect(view.consentText).toBe(leadConsentText(page.title));
    expect(JSON.stringify(data)).not.toContain('pro@example.com');
  });

  it('a FREE owner’s page shows no custom fields and no footer, and the PRO colours are the defaults', async () => {
    const pro = await publish('ana@example.com', 'guia-ana', 'PRO', proParts);
    await ctx.app.inject({ url: '/guia-ana', headers: browser });
    // The plan ends: the owner event drops the cached page.
    await revokePlan(ctx.app, 'ana@example.com');
    await eventually(() => ctx.app.visitorCache.get('guia-ana') === undefined);
    const response = await ctx.app.inject({ url: '/guia-ana', headers: browser });
    const html = response.body;
    expect(html).toContain('id="form-section"');
    expect(html).toContain('name="email"');
    expect(html).not.toContain('name="field.');
    expect(html).not.toContain('id="footer-section"');
    const view = v.parse(InfoproductView, (embedded(html).link as { infoproduct: unknown }).infoproduct);
    expect(view.formFields).toEqual([]);
    expect(view.footer).toBeNull();
    expect(view.style.formColor).toBe('#1565C0FF');
    expect(view.style.headerColor).toBe('#220000FF');
    expect(pro.page.formFields).toHaveLength(2);
  });

  it('loadInfoproductViews: per link id, live topics in order; other links are absent', async () => {
    const { page } = await publish('pro@example.com', 'guia-doce', 'PRO', proParts);
    const views = await loadInfoproductViews(ctx.app.db, [page.onlineAddress.id, 2_000_000]);
    expect([...views.keys()]).toEqual([page.onlineAddress.id]);
    const view = v.parse(InfoproductView, views.get(page.onlineAddress.id));
    expect(view.itens).toEqual([`Um ${XSS}`, 'Dois']);
    expect(view.formFields.map((field) => field.name)).toEqual([`Nome ${XSS}`, 'Cidade']);
    expect(view.formFields[1]?.options.map((option) => option.value)).toEqual([`Recife ${XSS}`, 'Olinda']);
    expect(view.footer?.links).toEqual([{ name: 'Instagram', href: 'https://instagram.com/anadoces' }]);
    expect(await loadInfoproductViews(ctx.app.db, [])).toEqual(new Map());
  });

  it('editing the page drops its cached page (the API, and plain SQL on every part table)', async () => {
    const { token, page } = await publish('pro@example.com', 'guia-doce', 'PRO', proParts);
    const code = 'guia-doce';
    const cache = () =>
      eventually(async () => {
        await ctx.app.inject({ url: `/${code}`, headers: browser });
        return ctx.app.visitorCache.get(code) !== undefined;
      });
    const gone = () => eventually(() => ctx.app.visitorCache.get(code) === undefined);
    const sql = (statement: string) => ctx.app.database.exec(statement);
    await cache();
    await saveInfoproduct(ctx.app, token, resend(page, { title: 'Título novo' }));
    await gone();
    expect((await ctx.app.inject({ url: `/${code}`, headers: browser })).body).toContain('Título novo');
    const field = page.formFields?.[1];
    for (const statement of [
      `update infoproducts set subtitle = 'x' where id = ${page.id}`,
      `update infoproduct_items set value = 'y' where infoproduct_id = ${page.id}`,
      `update infoproduct_form_fields set name = 'z' where id = ${field?.id}`,
      `update infoproduct_form_field_options set value = 'w' where form_field_id = ${field?.id}`,
      `update infoproduct_footers set text = 'v' where infoproduct_id = ${page.id}`,
      `update infoproduct_footer_links set name = 'u' where footer_id = ${page.footer?.id}`,
    ]) {
      await cache();
      await sql(statement);
      await gone();
    }
  });

  it('renderInfoproductDocument: the same document with the form in the given state; undefined once the page is gone', async () => {
    const { token, page } = await publish('pro@example.com', 'guia-doce', 'PRO', proParts);
    const field = `field.${page.formFields?.[0]?.id}`;
    const withErrors = await renderInfoproductDocument(ctx.app, page.id, {
      kind: 'form',
      values: { email: `ana${XSS}@x`, [field]: 'Ana' },
      errors: { email: 'invalid' },
    });
    expect(withErrors?.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(withErrors?.headers['content-security-policy']).toContain("form-action 'self'");
    const html = withErrors?.html ?? '';
    expect(html).toContain('<div id="root"><div class="ip-page');
    expect(html).toContain('<link rel="canonical" href="https://atalho.test/guia-doce">');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('value="Ana"');
    expect(html).not.toContain(XSS);
    expect(embedded(html).island).toEqual({
      remote: 'mf_infoproduct',
      exposed: 'InfoproductIsland',
      hydrate: true,
    });
    const sent = await renderInfoproductDocument(ctx.app, page.id, {
      kind: 'sent',
      email: 'ana@exemplo.com',
      delivery: { action: 'DOWNLOAD', href: 'https://atalho.test/d/abc', expiresAt: '2026-11-28T00:00:00Z' },
    });
    expect(sent?.html).toContain('id="form-section"');
    expect(sent?.html).toContain('ana@exemplo.com');
    expect(sent?.html).toContain('href="https://atalho.test/d/abc"');
    expect(sent?.html).not.toMatch(/<form [^>]*method="post"/);
    expect(await renderInfoproductDocument(ctx.app, 2_000_000, { kind: 'form' })).toBeUndefined();
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/infoproduts/${page.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await renderInfoproductDocument(ctx.app, page.id, { kind: 'form' })).toBeUndefined();
    expect((await ctx.app.inject({ url: '/guia-doce', headers: browser })).statusCode).toBe(404);
  });
});
