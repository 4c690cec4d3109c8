import { LeadPage, LeadReceipt, leadConsentText } from '@atalho/sdk/schemas/infoproducts';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp, useTestApp } from '../../helpers/test-app';
import { createItem, lead, owner, PDF, rows, submit } from './fixtures';

const ctx = useTestApp({ config: { leadsPerMinute: 100_000 } });

const FIELDS = [
  { name: 'Nome', required: true },
  { name: 'Idade', inputType: 'NUMERIC' as const },
  { name: 'Cargo', type: 'SELECT_FIELD' as const, options: ['Dev', 'Design'] },
  { name: 'Antigo', deleted: true },
];

async function proItem(code = 'guia-cafe') {
  const me = await owner(ctx.app, `${code}@example.com`, true);
  const item = await createItem(ctx.app, me.id, { code, fields: FIELDS });
  return { me, item, ids: item.fields };
}

describe('POST /api/v1/infoproducts-forms-answers', () => {
  it('saves a lead with its answers and consent, answers 201 with a delivery link, and queues the e-mail', async () => {
    const { me, item, ids } = await proItem();
    const [nome, idade, cargo] = ids as [number, number, number];
    const response = await submit(
      ctx.app,
      lead(item.id, ' Ana@Example.com ', [
        [nome, 'Ana'],
        [idade, '31'],
        [cargo, 'Dev'],
      ]),
      { 'user-agent': `Navegador/${'x'.repeat(2000)}` },
    );
    expect(response.statusCode).toBe(201);
    const receipt = v.parse(LeadReceipt, response.json());
    expect(receipt).toMatchObject({
      email: 'ana@example.com',
      updated: false,
      delivery: { action: 'DOWNLOAD' },
    });
    const [saved] = await rows(ctx.app, 'select * from infoproduct_leads');
    expect(saved).toMatchObject({
      email: 'ana@example.com',
      consent_ip: '127.0.0.1',
      consent_text: leadConsentText('Guia do Café'),
    });
    expect(String(saved?.consent_user_agent).length).toBe(512);
    const answers = await rows(
      ctx.app,
      'select form_field_id, value from infoproduct_lead_answers order by form_field_id',
    );
    expect(answers).toEqual([
      { form_field_id: nome, value: 'Ana' },
      { form_field_id: idade, value: '31' },
      { form_field_id: cargo, value: 'Dev' },
    ]);
    const mail = await rows(ctx.app, 'select key, user_id, "to", subject, text, html from mail_messages');
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      user_id: me.id,
      to: 'ana@example.com',
      subject: 'Seu e-book: Guia do Café',
    });
    expect(mail[0]?.key).toBe(`lead-delivery:${receipt.id}:${new Date().toISOString().slice(0, 10)}`);
    expect(mail[0]?.text).toContain(`Baixar o e-book: ${receipt.delivery?.href}`);
    expect(mail[0]?.text).toContain(`${ctx.app.config.publicUrl}/guia-cafe`);
    expect(mail[0]?.html).toContain('Baixar o e-book');
  });

  it('refuses a bad e-mail, and an unknown or inactive item with 404', async () => {
    const { item } = await proItem();
    for (const email of ['', 'ana', 'ana@x', 'a b@x.com']) {
      const response = await submit(ctx.app, lead(item.id, email));
      expect(response.statusCode, email).toBe(400);
      expect(response.json().messages[0], email).toBe(email === '' ? 'required' : 'invalid');
    }
    expect((await submit(ctx.app, lead(item.id + 99, 'a@b.com'))).statusCode).toBe(404);
    const me = await owner(ctx.app, 'off@example.com', true);
    const off = await createItem(ctx.app, me.id, { code: 'desligado', active: false });
    expect((await submit(ctx.app, lead(off.id, 'a@b.com'))).statusCode).toBe(404);
    expect(await rows(ctx.app, 'select id from infoproduct_leads')).toEqual([]);
  });

  it('checks required, NUMERIC and select answers, and refuses unknown or deleted fields', async () => {
    const { item, ids } = await proItem();
    const [nome, idade, cargo, antigo] = ids as [number, number, number, number];
    const cases: [[number, string][], string][] = [
      [[[cargo, 'Dev']], 'required'],
      [[[nome, 'Ana']], 'required'],
      [
        [
          [nome, 'Ana'],
          [idade, '3a'],
          [cargo, 'Dev'],
        ],
        'invalid',
      ],
      [
        [
          [nome, 'Ana'],
          [cargo, 'Gerente'],
        ],
        'invalid',
      ],
      [
        [
          [nome, 'Ana'],
          [cargo, 'Dev'],
          [antigo, 'x'],
        ],
        'invalid',
      ],
      [
        [
          [nome, 'Ana'],
          [cargo, 'Dev'],
          [99_999, 'x'],
        ],
        'invalid',
      ],
      [
        [
          [nome, 'Ana'],
          [nome, 'Bia'],
          [cargo, 'Dev'],
        ],
        'invalid',
      ],
    ];
    for (const [answers, key] of cases) {
      const response = await submit(ctx.app, lead(item.id, 'ana@example.com', answers));
      expect(response.statusCode, JSON.stringify(answers)).toBe(400);
      expect(response.json().messages, JSON.stringify(answers)).toEqual([key]);
    }
    expect(await rows(ctx.app, 'select id from infoproduct_leads')).toEqual([]);
  });

  it('ignores answers below PRO (the page shows no custom field) and does not require them', async () => {
    const me = await owner(ctx.app, 'free@example.com');
    const item = await createItem(ctx.app, me.id, { code: 'gratis', fields: FIELDS });
    const response = await submit(ctx.app, lead(item.id, 'ana@example.com', [[999_999, 'x']]));
    expect(response.statusCode).toBe(201);
    expect(await rows(ctx.app, 'select id from infoproduct_lead_answers')).toEqual([]);
  });

  it('keeps one lead per e-mail: a second submission updates consent and answers (200, updated), one e-mail a day', async () => {
    const { item, ids } = await proItem();
    const [nome, idade, cargo] = ids as [number, number, number];
    const first = await submit(
      ctx.app,
      lead(item.id, 'ana@example.com', [
        [nome, 'Ana'],
        [idade, '30'],
        [cargo, 'Dev'],
      ]),
    );
    const second = await submit(
      ctx.app,
      lead(item.id, 'ANA@example.com', [
        [nome, 'Ana Souza'],
        [cargo, 'Design'],
      ]),
      { 'user-agent': 'Outro/2.0' },
    );
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ id: first.json().id, updated: true });
    const leads = await rows(
      ctx.app,
      'select consent_user_agent, created_at < updated_at as moved from infoproduct_leads',
    );
    expect(leads).toEqual([{ consent_user_agent: 'Outro/2.0', moved: true }]);
    const answers = await rows(
      ctx.app,
      'select form_field_id, value from infoproduct_lead_answers order by form_field_id',
    );
    expect(answers).toEqual([
      { form_field_id: nome, value: 'Ana Souza' },
      { form_field_id: cargo, value: 'Design' },
    ]);
    expect(await rows(ctx.app, 'select id from mail_messages')).toHaveLength(1);
  });

  it('concurrent submissions of one e-mail make one lead', async () => {
    const { item, ids } = await proItem();
    const [nome, , cargo] = ids as [number, number, number];
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        submit(
          ctx.app,
          lead(item.id, i % 2 ? 'ana@example.com' : 'bia@example.com', [
            [nome, `N${i}`],
            [cargo, 'Dev'],
          ]),
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode).filter((s) => s === 201)).toHaveLength(2);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 201)).toBe(true);
    expect(
      await rows(
        ctx.app,
        'select email, count(*)::int as n from infoproduct_leads group by email order by email',
      ),
    ).toEqual([
      { email: 'ana@example.com', n: 1 },
      { email: 'bia@example.com', n: 1 },
    ]);
    expect(await rows(ctx.app, 'select lead_id from infoproduct_lead_answers')).toHaveLength(4);
  });
});

describe('the delivery link', () => {
  async function delivered() {
    const me = await owner(ctx.app, 'link@example.com', true);
    const item = await createItem(ctx.app, me.id, { code: 'link' });
    const receipt = v.parse(
      LeadReceipt,
      (await submit(ctx.app, lead(item.id, 'ana@example.com', []))).json(),
    );
    return { item, receipt, url: new URL(receipt.delivery?.href ?? '') };
  }

  it('serves the e-book as an attachment with the files module safe headers', async () => {
    const me = await owner(ctx.app, 'dl@example.com', true);
    const item = await createItem(ctx.app, me.id, { code: 'baixar', title: 'Guia do Café: edição 2!' });
    const receipt = v.parse(LeadReceipt, (await submit(ctx.app, lead(item.id, 'ana@example.com'))).json());
    const href = new URL(receipt.delivery?.href ?? '');
    expect(href.origin).toBe(ctx.app.config.publicUrl);
    expect(Date.parse(receipt.delivery?.expiresAt ?? '') - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    const response = await ctx.app.inject({ url: `${href.pathname}${href.search}` });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PDF)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="Guia-do-Cafe-edicao-2.pdf"',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
  });

  it('opens inline for ACCESS', async () => {
    const me = await owner(ctx.app, 'acc@example.com', true);
    const item = await createItem(ctx.app, me.id, { code: 'acessar', action: 'ACCESS' });
    const receipt = v.parse(LeadReceipt, (await submit(ctx.app, lead(item.id, 'ana@example.com'))).json());
    expect(receipt.delivery?.action).toBe('ACCESS');
    const href = new URL(receipt.delivery?.href ?? '');
    const response = await ctx.app.inject({ url: `${href.pathname}${href.search}` });
    expect(response.headers['content-disposition']).toBe('inline; filename="Guia-do-Cafe.pdf"');
    const [mail] = await rows(ctx.app, 'select subject, text from mail_messages');
    expect(mail?.subject).toBe('Seu acesso: Guia do Café');
    expect(mail?.text).toContain('Acessar: ');
  });

  it('answers 410 to a tampered, expired or unsigned link (a page for a browser), 404 once the lead is gone', async () => {
    const { url } = await delivered();
    const expires = Number(url.searchParams.get('expires'));
    const signature = url.searchParams.get('signature') ?? '';
    const tampered = [
      `?expires=${expires + 3600}&signature=${signature}`,
      `?expires=${expires}&signature=${signature.slice(1)}x`,
      '',
      `?expires=abc&signature=${signature}`,
    ];
    for (const search of tampered) {
      const response = await ctx.app.inject({ url: `${url.pathname}${search}` });
      expect(response.statusCode, search).toBe(410);
      expect(response.json(), search).toEqual({ messages: ['delivery.expired'] });
    }
    const otherLead = url.pathname.replace(/\/(\d+)\/delivery$/, (_, id) => `/${Number(id) + 1}/delivery`);
    expect((await ctx.app.inject({ url: `${otherLead}${url.search}` })).statusCode).toBe(410);
    const page = await ctx.app.inject({
      url: `${url.pathname}?expires=1&signature=x`,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(410);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Este link expirou');
    await ctx.app.db.execute('delete from infoproduct_leads');
    expect((await ctx.app.inject({ url: `${url.pathname}${url.search}` })).statusCode).toBe(404);
  });

  it('expires after its time', async () => {
    const short = await buildTestApp({ config: { leadDeliveryTtlHours: 1 / 3_600_000 } });
    try {
      const me = await owner(short.app, 'exp@example.com', true);
      const item = await createItem(short.app, me.id, { code: 'expira' });
      const receipt = v.parse(
        LeadReceipt,
        (await submit(short.app, lead(item.id, 'ana@example.com'))).json(),
      );
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const href = new URL(receipt.delivery?.href ?? '');
      expect((await short.app.inject({ url: `${href.pathname}${href.search}` })).statusCode).toBe(410);
    } finally {
      await short.close();
    }
  });
});

describe("the owner's leads", () => {
  async function seeded(pro: boolean) {
    const me = await owner(ctx.app, pro ? 'pro@example.com' : 'free@example.com', pro);
    const item = await createItem(ctx.app, me.id, {
      code: pro ? 'pagina-pro' : 'pagina-free',
      fields: [{ name: 'Nome' }],
    });
    const stranger = await owner(ctx.app, 'outra@example.com', true);
    return { me, item, stranger };
  }

  it('lists newest first with answers and consent; e-mails whole at PRO', async () => {
    const { me, item } = await seeded(true);
    const [nome] = item.fields as [number];
    await submit(ctx.app, lead(item.id, 'joana@gmail.com', [[nome, 'Joana']]));
    await submit(ctx.app, lead(item.id, 'bia@gmail.com'));
    const response = await ctx.app.inject({
      url: `/api/v1/infoproducts-forms-answers?infoproductId=${item.id}`,
      headers: bearer(me.token),
    });
    expect(response.statusCode).toBe(200);
    const page = v.parse(LeadPage, response.json());
    expect(page.totalElements).toBe(2);
    expect(page.content.map((l) => [l.email, l.masked])).toEqual([
      ['bia@gmail.com', false],
      ['joana@gmail.com', false],
    ]);
    expect(page.content[1]?.answers).toEqual([
      { id: expect.any(Number), field: { id: nome, name: 'Nome' }, value: 'Joana' },
    ]);
    expect(page.content[1]?.consent).toMatchObject({
      ip: '127.0.0.1',
      userAgent: 'Teste/1.0',
      text: leadConsentText('Guia do Café'),
    });
  });

  it('masks e-mails below PRO', async () => {
    const { me, item } = await seeded(false);
    await submit(ctx.app, lead(item.id, 'joana@gmail.com'));
    await submit(ctx.app, lead(item.id, 'a@b.com'));
    const page = v.parse(
      LeadPage,
      (
        await ctx.app.inject({
          url: `/api/v1/infoproducts-forms-answers?infoproductId=${item.id}&orderBy=email:ASC`,
          headers: bearer(me.token),
        })
      ).json(),
    );
    expect(page.content.map((l) => [l.email, l.masked])).toEqual([
      ['****@b.com', true],
      ['jo****@gmail.com', true],
    ]);
  });

  it("answers 404 for another's item or lead; deletes one's own (204)", async () => {
    const { me, item, stranger } = await seeded(true);
    const id = (await submit(ctx.app, lead(item.id, 'ana@example.com'))).json().id;
    const list = await ctx.app.inject({
      url: `/api/v1/infoproducts-forms-answers?infoproductId=${item.id}`,
      headers: bearer(stranger.token),
    });
    expect(list.statusCode).toBe(404);
    const url = `/api/v1/infoproducts-forms-answers/${id}`;
    expect(
      (await ctx.app.inject({ method: 'DELETE', url, headers: bearer(stranger.token) })).statusCode,
    ).toBe(404);
    expect(await rows(ctx.app, 'select id from infoproduct_leads')).toHaveLength(1);
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: bearer(me.token) })).statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: bearer(me.token) })).statusCode).toBe(404);
    expect(await rows(ctx.app, 'select id from infoproduct_leads')).toEqual([]);
    expect(
      (await ctx.app.inject({ url: '/api/v1/infoproducts-forms-answers?infoproductId=1' })).statusCode,
    ).toBe(401);
  });
});
