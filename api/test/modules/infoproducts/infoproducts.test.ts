import { InfoproductPage, infoproductStyleDefaults } from '@atalho/sdk/schemas/infoproducts';
import sharp from 'sharp';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bearer, signIn, useTestApp } from '../../helpers/test-app';
import { createLink, grantPlan } from '../online-addresses/fixtures';
import {
  ebookPdf,
  infoproductBody,
  postInfoproduct,
  resend,
  revokePlan,
  rows,
  saveInfoproduct,
  uploadEbook,
  uploadEbookBytes,
  uploadImage,
} from './fixtures';

const ctx = useTestApp();

async function owner(email = 'ana@example.com', plan?: 'PRO') {
  const token = await signIn(ctx.app, email);
  if (plan) await grantPlan(ctx.app, email, plan);
  const ebook = await uploadEbook(ctx.app, token);
  return { token, ebook };
}

/** A snapshot of every info-product table and INFOPRODUCT link: a refused request changes nothing. */
async function tables(): Promise<string> {
  const parts = await Promise.all(
    [
      'select * from infoproducts order by id',
      'select * from infoproduct_items order by id',
      'select * from infoproduct_form_fields order by id',
      'select * from infoproduct_form_field_options order by id',
      'select * from infoproduct_footers order by id',
      'select * from infoproduct_footer_links order by id',
      "select id, code, url, active, deleted_at from online_addresses where type = 'INFOPRODUCT' order by id",
    ].map((query) => rows(ctx.app, query)),
  );
  return JSON.stringify(parts);
}

const proParts = {
  formFields: [
    { name: 'Nome', type: 'TEXT_FIELD', required: true },
    { name: 'Idade', type: 'TEXT_FIELD', inputType: 'NUMERIC' },
    { name: 'Cidade', type: 'SELECT_FIELD', options: [{ value: 'Recife' }, { value: 'Olinda' }] },
  ],
  footer: {
    text: 'Doces da Ana © 2026',
    links: [{ name: 'Instagram', href: 'https://instagram.com/anadoces' }],
  },
  style: { formColor: '#00AA00FF', btnActionTextColor: '#111111FF' },
};

describe('POST /api/v1/infoproduts: create', () => {
  it('creates the page with its INFOPRODUCT link (code = subdomain), topics in order and every colour, and answers it whole', async () => {
    const { token, ebook } = await owner();
    const page = await saveInfoproduct(
      ctx.app,
      token,
      infoproductBody('guia-doces', ebook, { style: { headerColor: '#FF0000FF' } }),
    );
    expect(page).toMatchObject({
      type: 'E_BOOK',
      pageType: 'LEEDS',
      action: 'DOWNLOAD',
      resource: { id: ebook.id, src: ebook.src, deleted: false },
      brandImage: null,
      title: 'Guia de doces',
      footer: null,
      formFields: [],
      leads: 0,
      onlineAddress: {
        code: 'guia-doces',
        url: `${ctx.app.config.publicUrl}/guia-doces`,
        type: 'INFOPRODUCT',
        active: true,
        // A FREE owner: no view counts (decision 015), so null rather than a zero.
        clicks: null,
      },
    });
    expect(page.style).toEqual({ ...infoproductStyleDefaults, headerColor: '#FF0000FF' });
    expect(page.itens?.map((item) => [item.value, item.deleted])).toEqual([
      ['Brigadeiro', false],
      ['Beijinho', false],
      ['Bolo de rolo', false],
    ]);
    const stored = await rows(ctx.app, 'select value, position from infoproduct_items order by position');
    expect(stored.map((row) => row.position)).toEqual([0, 1, 2]);
  });

  it('PRO: custom fields with options, the footer with links and the PRO colours are stored', async () => {
    const { token, ebook } = await owner('pro@example.com', 'PRO');
    const logo = await uploadImage(ctx.app, token, 'png');
    const page = await saveInfoproduct(
      ctx.app,
      token,
      infoproductBody('guia-pro', ebook, {
        ...proParts,
        brandImage: { id: logo.id, src: logo.src },
        footer: { ...proParts.footer, brandImage: { id: logo.id, src: logo.src } },
      }),
    );
    expect(page.formFields?.map((field) => [field.name, field.type, field.inputType, field.order])).toEqual([
      ['Nome', 'TEXT_FIELD', 'ALPHANUMERIC', 0],
      ['Idade', 'TEXT_FIELD', 'NUMERIC', 1],
      ['Cidade', 'SELECT_FIELD', 'ALPHANUMERIC', 2],
    ]);
    expect(page.formFields?.[2]?.options?.map((option) => option.value)).toEqual(['Recife', 'Olinda']);
    expect(page.footer).toMatchObject({
      text: 'Doces da Ana © 2026',
      brandImage: { id: logo.id, src: logo.src },
      links: [{ name: 'Instagram', href: 'https://instagram.com/anadoces', deleted: false }],
    });
    expect(page.style.formColor).toBe('#00AA00FF');
    expect(page.brandImage).toEqual({ id: logo.id, src: logo.src, deleted: false });
  });
});

describe('POST /api/v1/infoproduts: replace', () => {
  it('deleted-vs-dropped: saved parts sent deleted are kept marked, new ones sent deleted are never stored, left-out ones are marked, positions are the index', async () => {
    const { token, ebook } = await owner('pro@example.com', 'PRO');
    const page = await saveInfoproduct(ctx.app, token, infoproductBody('guia-pro', ebook, proParts));
    const [a, b, c] = page.itens ?? [];
    const [nome, , cidade] = page.formFields ?? [];
    const [recife, olinda] = cidade?.options ?? [];
    const again = await saveInfoproduct(
      ctx.app,
      token,
      resend(page, {
        itens: [
          { id: c?.id, value: 'Bolo de rolo' },
          { id: a?.id, value: 'Brigadeiro gourmet' },
          { id: b?.id, value: 'Beijinho', deleted: true },
          { value: 'Nunca guardado', deleted: true },
          { value: 'Cocada' },
        ],
        formFields: [
          { ...cidade, options: [{ ...olinda }, { ...recife, deleted: true }, { value: 'Paulista' }] },
          { ...nome, deleted: true },
          { name: 'Novo apagado', type: 'TEXT_FIELD', deleted: true },
        ],
        footer: { text: 'Novo rodapé', links: [{ name: 'Site', href: 'https://exemplo.com' }] },
      }),
    );
    expect(again.id).toBe(page.id);
    expect(again.itens?.map((item) => [item.value, item.deleted])).toEqual([
      ['Bolo de rolo', false],
      ['Brigadeiro gourmet', false],
      ['Beijinho', true],
      ['Cocada', false],
    ]);
    expect(await rows(ctx.app, "select 1 from infoproduct_items where value = 'Nunca guardado'")).toEqual([]);
    const fields = again.formFields ?? [];
    expect(fields.map((field) => [field.name, field.order, field.deleted])).toEqual([
      ['Cidade', 0, false],
      ['Nome', 1, true],
      // Left out of the body: marked deleted where it was.
      ['Idade', 2, true],
    ]);
    expect(fields[0]?.options?.map((option) => [option.value, option.deleted])).toEqual([
      ['Olinda', false],
      ['Recife', true],
      ['Paulista', false],
    ]);
    expect(await rows(ctx.app, "select 1 from infoproduct_form_fields where name = 'Novo apagado'")).toEqual(
      [],
    );
    expect(again.footer?.links?.map((link) => [link.name, link.deleted])).toEqual([
      ['Site', false],
      ['Instagram', true],
    ]);
    expect(again.dateUpdate >= page.dateUpdate).toBe(true);
  });

  it('renames the subdomain (the link keeps its id), and a missing or not-owned id is 404 with nothing written', async () => {
    const { token, ebook } = await owner();
    const page = await saveInfoproduct(ctx.app, token, infoproductBody('guia-doces', ebook));
    const renamed = await saveInfoproduct(
      ctx.app,
      token,
      resend(page, { onlineAddress: { code: 'guia-novo' } }),
    );
    expect(renamed.onlineAddress).toMatchObject({
      id: page.onlineAddress.id,
      code: 'guia-novo',
      url: `${ctx.app.config.publicUrl}/guia-novo`,
    });
    const other = await owner('bia@example.com');
    const before = await tables();
    for (const id of [page.id, 2_000_000]) {
      const response = await postInfoproduct(
        ctx.app,
        other.token,
        infoproductBody('roubado', other.ebook, { id }),
      );
      expect(response.statusCode).toBe(404);
    }
    // Another page's topic id under this page: 404.
    const second = await saveInfoproduct(ctx.app, other.token, infoproductBody('guia-bia', other.ebook));
    const foreignItem = renamed.itens?.[0]?.id;
    const response = await postInfoproduct(
      ctx.app,
      other.token,
      resend(second, { itens: [{ id: foreignItem, value: 'x' }] }),
    );
    expect(response.statusCode).toBe(404);
    // The first page is as it was.
    expect(JSON.parse(await tables())[0][0]).toEqual(JSON.parse(before)[0][0]);
  });
});

describe('POST /api/v1/infoproduts: the rules of spec 001 §5', () => {
  const long = (n: number) => 'a'.repeat(n);
  it.each([
    ['title', 'required', { title: '' }],
    ['title', 'invalidSize', { title: long(81) }],
    ['subtitle', 'invalidSize', { subtitle: long(51) }],
    ['subtitle', 'required', { subtitle: '   ' }],
    ['shortDescription', 'invalidSize', { shortDescription: long(301) }],
    ['itensTitle', 'invalidSize', { itensTitle: long(201) }],
    ['itens', 'invalidSize', { itens: [{ value: long(101) }] }],
    ['itens', 'required', { itens: [{ value: '' }] }],
    ['itens', 'required', { itens: [] }],
    ['itens', 'required', { itens: [{ value: 'apagado', deleted: true }] }],
    ['description', 'invalidSize', { description: long(1501) }],
    ['description', 'required', { description: '' }],
    ['subdomain', 'invalid', { onlineAddress: { code: 'com espaço' } }],
    ['subdomain', 'invalid', { onlineAddress: { code: 'guia2' } }],
    ['subdomain', 'required', { onlineAddress: { code: '' } }],
    ['subdomain', 'invalidSize', { onlineAddress: { code: long(51) } }],
    ['subdomain', 'invalid', { onlineAddress: { code: 'painel' } }],
    ['type', 'invalid', { type: 'LINK' }],
    ['type', 'required', { type: undefined }],
    ['responsibility', 'required', { responsibility: false }],
    ['resource', 'required', { resource: null }],
    ['resource', 'invalid', { resource: { src: 'https://exemplo.com/livro.pdf' } }],
    ['style', 'invalid', { style: { headerColor: 'red' } }],
  ])('%s → 400 %s, nothing stored', async (_name, key, overrides) => {
    const { token, ebook } = await owner();
    const before = await tables();
    const response = await postInfoproduct(ctx.app, token, infoproductBody('guia-doces', ebook, overrides));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().messages).toContain(key);
    expect(await tables()).toBe(before);
  });

  it.each([
    ['field name', 'invalidSize', { formFields: [{ name: 'a'.repeat(51), type: 'TEXT_FIELD' }] }],
    ['field name', 'required', { formFields: [{ name: '', type: 'TEXT_FIELD' }] }],
    ['field type', 'invalid', { formFields: [{ name: 'x', type: 'CHECKBOX' }] }],
    ['select without options', 'required', { formFields: [{ name: 'x', type: 'SELECT_FIELD' }] }],
    [
      'select with only deleted options',
      'required',
      { formFields: [{ name: 'x', type: 'SELECT_FIELD', options: [{ value: 'a', deleted: true }] }] },
    ],
    [
      'option value',
      'invalidSize',
      { formFields: [{ name: 'x', type: 'SELECT_FIELD', options: [{ value: 'a'.repeat(51) }] }] },
    ],
    ['footer text', 'invalidSize', { footer: { text: 'a'.repeat(801) } }],
    ['footer text', 'required', { footer: { text: '' } }],
    [
      'footer link name',
      'invalidSize',
      { footer: { text: 'x', links: [{ name: 'a'.repeat(51), href: 'https://a.com' }] } },
    ],
    ['footer link href', 'invalidUrl', { footer: { text: 'x', links: [{ name: 'a', href: 'exemplo' }] } }],
    [
      'footer link href',
      'invalidUrl',
      { footer: { text: 'x', links: [{ name: 'a', href: 'javascript:alert(1)' }] } },
    ],
    [
      'too many fields',
      'invalidSize',
      { formFields: Array.from({ length: 21 }, (_, i) => ({ name: `f${i}`, type: 'TEXT_FIELD' })) },
    ],
    ['too many topics', 'invalidSize', { itens: Array.from({ length: 31 }, (_, i) => ({ value: `t${i}` })) }],
    [
      'too many footer links',
      'invalidSize',
      {
        footer: {
          text: 'x',
          links: Array.from({ length: 11 }, (_, i) => ({ name: `l${i}`, href: 'https://a.com' })),
        },
      },
    ],
  ])('PRO %s → 400 %s', async (_name, key, overrides) => {
    const { token, ebook } = await owner('pro@example.com', 'PRO');
    const response = await postInfoproduct(ctx.app, token, infoproductBody('guia-pro', ebook, overrides));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().messages).toContain(key);
  });

  it('refuses NUL in any text (the text guard), with nothing stored', async () => {
    const { token, ebook } = await owner();
    for (const overrides of [{ title: 'a\u0000b' }, { itens: [{ value: 'x\u0000' }] }]) {
      const response = await postInfoproduct(ctx.app, token, infoproductBody('guia-doces', ebook, overrides));
      expect(response.statusCode).toBe(400);
    }
    expect(await rows(ctx.app, 'select 1 from infoproducts')).toEqual([]);
  });
});

describe('POST /api/v1/infoproduts: files', () => {
  it('the e-book is a PDF upload of the owner: an image, another user’s upload or a wrong src are refused', async () => {
    const { token, ebook } = await owner();
    const image = await uploadImage(ctx.app, token, 'png');
    const asEbook = await postInfoproduct(
      ctx.app,
      token,
      infoproductBody('guia-doces', ebook, { resource: { id: image.id, src: image.src } }),
    );
    expect(asEbook.statusCode).toBe(400);
    expect(asEbook.json().messages).toEqual(['invalid']);
    const wrongSrc = await postInfoproduct(
      ctx.app,
      token,
      infoproductBody('guia-doces', ebook, { resource: { id: ebook.id, src: image.src } }),
    );
    expect(wrongSrc.statusCode).toBe(400);
    // A PDF as the brand image is refused the other way round.
    const pdfAsImage = await postInfoproduct(
      ctx.app,
      token,
      infoproductBody('guia-doces', ebook, { brandImage: { id: ebook.id, src: ebook.src } }),
    );
    expect(pdfAsImage.statusCode).toBe(400);
    const other = await owner('bia@example.com');
    const foreign = await postInfoproduct(ctx.app, token, infoproductBody('guia-doces', other.ebook));
    expect(foreign.statusCode).toBe(404);
    expect(await rows(ctx.app, 'select 1 from infoproducts')).toEqual([]);
  });

  it('a PNG renamed .pdf and a PDF with HTML after its header never become an e-book (415 at upload)', async () => {
    const token = await signIn(ctx.app, 'ana@example.com');
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect((await uploadEbookBytes(ctx.app, token, png, 'livro.pdf')).statusCode).toBe(415);
    const pdf = await ebookPdf();
    const withHtml = Buffer.concat([
      pdf.subarray(0, 9),
      Buffer.from('<html><script>alert(1)</script></html>\n'),
      pdf.subarray(9),
    ]);
    expect((await uploadEbookBytes(ctx.app, token, withHtml, 'livro.pdf')).statusCode).toBe(415);
    const appended = Buffer.concat([pdf, Buffer.from('\n<html><script>alert(1)</script></html>\n')]);
    expect((await uploadEbookBytes(ctx.app, token, appended, 'livro.pdf')).statusCode).toBe(415);
    expect(await rows(ctx.app, "select 1 from files where kind = 'pdf'")).toEqual([]);
  });
});

describe('POST /api/v1/infoproduts: plan', () => {
  it.each([
    ['custom fields', { formFields: [{ name: 'Nome', type: 'TEXT_FIELD' }] }],
    ['a deleted new field', { formFields: [{ name: 'Nome', type: 'TEXT_FIELD', deleted: true }] }],
    ['the footer', { footer: { text: 'Rodapé' } }],
    ['the form colour', { style: { formColor: '#000000FF' } }],
    ['the button text colour', { style: { btnActionTextColor: '#000000FF' } }],
  ])('FREE with %s → 403 plan.required, nothing stored', async (_name, overrides) => {
    const { token, ebook } = await owner();
    const response = await postInfoproduct(ctx.app, token, infoproductBody('guia-doces', ebook, overrides));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ messages: ['plan.required'] });
    expect(await rows(ctx.app, 'select 1 from infoproducts')).toEqual([]);
  });

  it('FREE may send the default PRO colours; a plan that ended keeps its saved fields untouched when the page is saved again', async () => {
    const { token, ebook } = await owner();
    const ok = await postInfoproduct(
      ctx.app,
      token,
      infoproductBody('guia-doces', ebook, {
        style: { formColor: infoproductStyleDefaults.formColor.toLowerCase() },
      }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const pro = await owner('pro@example.com', 'PRO');
    const page = await saveInfoproduct(ctx.app, pro.token, infoproductBody('guia-pro', pro.ebook, proParts));
    await revokePlan(ctx.app, 'pro@example.com');
    const again = await postInfoproduct(
      ctx.app,
      pro.token,
      resend(page, { formFields: [], footer: null, title: 'Novo título' }),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().formFields).toHaveLength(3);
    expect(again.json().formFields.every((field: { deleted: boolean }) => !field.deleted)).toBe(true);
    expect(again.json().footer).not.toBeNull();
  });
});

describe('POST /api/v1/infoproduts: subdomain', () => {
  it('taken by another link → 409 subdomainAlreadyInUSe; its own page may keep it', async () => {
    const { token, ebook } = await owner();
    const link = await createLink(ctx.app, 'https://exemplo.com', token);
    const taken = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/online-addresses/${link.id}`,
      headers: bearer(token),
      payload: { code: 'guia-doces', url: 'https://exemplo.com' },
    });
    // A FREE owner may not rename a link: put the code in place directly.
    if (taken.statusCode !== 200) {
      await ctx.app.db.execute(`update online_addresses set code = 'guia-doces' where id = ${link.id}`);
    }
    const response = await postInfoproduct(ctx.app, token, infoproductBody('guia-doces', ebook));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ messages: ['subdomainAlreadyInUSe'] });
    const page = await saveInfoproduct(ctx.app, token, infoproductBody('guia-livre', ebook));
    const same = await postInfoproduct(ctx.app, token, resend(page));
    expect(same.statusCode).toBe(200);
    const other = await owner('bia@example.com');
    const second = await postInfoproduct(ctx.app, other.token, infoproductBody('guia-livre', other.ebook));
    expect(second.statusCode).toBe(409);
  });
});

describe('GET /api/v1/infoproduts', () => {
  it('pages the owner’s pages (10 by default), last changed first, with leads and clicks; lists only when asked; never another’s', async () => {
    const { token, ebook } = await owner('pro@example.com', 'PRO');
    const names = ['um', 'dois', 'tres', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove', 'dez', 'onze'];
    const saved = [];
    for (const name of names) {
      saved.push(await saveInfoproduct(ctx.app, token, infoproductBody(`guia-${name}`, ebook, proParts)));
    }
    const other = await owner('bia@example.com');
    await saveInfoproduct(ctx.app, other.token, infoproductBody('guia-bia', other.ebook));
    const first = saved[0];
    if (!first) throw new Error('no page');
    await saveInfoproduct(ctx.app, token, resend(first, { title: 'Mudou' }));
    await ctx.app.db.execute(
      `insert into infoproduct_leads (infoproduct_id, email, consent_text) values (${first.id}, 'a@b.com', 'x'), (${first.id}, 'c@d.com', 'x')`,
    );
    await ctx.app.db.execute(
      `insert into online_address_clicks (online_address_id, clicks) values (${first.onlineAddress.id}, 7) on conflict (online_address_id) do update set clicks = 7`,
    );

    const list = await ctx.app.inject({ url: '/api/v1/infoproduts', headers: bearer(token) });
    expect(list.statusCode).toBe(200);
    const page = v.parse(InfoproductPage, list.json());
    expect(page).toMatchObject({ totalElements: 11, totalPages: 2, size: 10, number: 0 });
    expect(page.content).toHaveLength(10);
    expect(page.content[0]).toMatchObject({ id: first.id, title: 'Mudou', leads: 2 });
    expect(page.content[0]?.onlineAddress.clicks).toBe(7);
    for (const item of page.content) {
      expect(item).not.toHaveProperty('itens');
      expect(item).not.toHaveProperty('formFields');
      expect(item.footer).not.toHaveProperty('links');
    }
    expect(page.content.map((item) => item.onlineAddress.code)).not.toContain('guia-bia');

    const embedded = await ctx.app.inject({
      url: '/api/v1/infoproduts?page=1&embedItens=true&embedfooterLinks=true&embedInfoproductFormFields=true&embedInfoproductFormFieldsOptions=true',
      headers: bearer(token),
    });
    const second = v.parse(InfoproductPage, embedded.json());
    expect(second.content).toHaveLength(1);
    expect(second.content[0]?.itens).toHaveLength(3);
    expect(second.content[0]?.formFields?.[2]?.options).toHaveLength(2);
    expect(second.content[0]?.footer?.links).toHaveLength(1);

    const fieldsOnly = await ctx.app.inject({
      url: '/api/v1/infoproduts?embedInfoproductFormFields=true&orderBy=dateCreate:ASC',
      headers: bearer(token),
    });
    const oldest = v.parse(InfoproductPage, fieldsOnly.json()).content[0];
    expect(oldest?.id).toBe(first.id);
    expect(oldest?.formFields?.[0]).not.toHaveProperty('options');
    expect(
      (
        await ctx.app.inject({
          url: '/api/v1/infoproduts?orderBy=dateUpdate:DESC,dateCreate:DESC',
          headers: bearer(token),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await ctx.app.inject({ url: '/api/v1/infoproduts?orderBy=title', headers: bearer(token) })).statusCode,
    ).toBe(400);
    expect((await ctx.app.inject({ url: '/api/v1/infoproduts' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/v1/infoproduts/{id}', () => {
  it('deletes the page, its parts and leads, retires its link so /{code} stops serving it, and frees the subdomain; another user gets 404', async () => {
    const { token, ebook } = await owner('pro@example.com', 'PRO');
    const page = await saveInfoproduct(ctx.app, token, infoproductBody('guia-pro', ebook, proParts));
    await ctx.app.db.execute(
      `insert into infoproduct_leads (infoproduct_id, email, consent_text) values (${page.id}, 'a@b.com', 'x')`,
    );
    expect(
      (await ctx.app.inject({ url: '/api/v1/online-addresses/code/guia-pro?view=true' })).json().infoproduct,
    ).toMatchObject({ id: page.id });
    const other = await signIn(ctx.app, 'bia@example.com');
    const foreign = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/infoproduts/${page.id}`,
      headers: bearer(other),
    });
    expect(foreign.statusCode).toBe(404);

    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/infoproduts/${page.id}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(204);
    for (const table of [
      'infoproducts',
      'infoproduct_items',
      'infoproduct_form_fields',
      'infoproduct_form_field_options',
      'infoproduct_footers',
      'infoproduct_footer_links',
      'infoproduct_leads',
    ]) {
      expect(await rows(ctx.app, `select 1 from ${table}`), table).toEqual([]);
    }
    const [link] = await rows(
      ctx.app,
      `select code, active, deleted_at from online_addresses where id = ${page.onlineAddress.id}`,
    );
    expect(link?.active).toBe(false);
    expect(link?.deleted_at).not.toBeNull();
    expect(link?.code).not.toBe('guia-pro');
    expect(
      (await ctx.app.inject({ url: '/api/v1/online-addresses/code/guia-pro?view=true' })).statusCode,
    ).toBe(404);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/infoproduts/${page.id}`,
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(404);
    // The subdomain is free again.
    await saveInfoproduct(ctx.app, token, infoproductBody('guia-pro', ebook));
  });
});
