import { leadConsentText } from '@atalho/sdk/schemas/infoproducts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp, useTestApp } from '../../helpers/test-app';
import { createItem, lead, owner, rows, submit } from './fixtures';

const ctx = useTestApp({ config: { leadsPerMinute: 100_000 } });

const exportOf = (token: string, id: number) =>
  ctx.app.inject({
    url: `/api/v1/infoproducts-forms-answers/export?infoproductId=${id}`,
    headers: bearer(token),
  });

describe('GET /api/v1/infoproducts-forms-answers/export', () => {
  it('streams leeds.csv: email, the live fields in order, the consent; quoted and formula-safe', async () => {
    const me = await owner(ctx.app, 'pro@example.com', true);
    const item = await createItem(ctx.app, me.id, {
      code: 'csv',
      fields: [{ name: 'Nome; completo' }, { name: 'Velho', deleted: true }, { name: 'Empresa' }],
    });
    const [nome, , empresa] = item.fields as [number, number, number];
    await submit(
      ctx.app,
      lead(item.id, 'ana@example.com', [
        [nome, 'Ana "A" Souza'],
        [empresa, '=HYPERLINK("x")'],
      ]),
    );
    await submit(ctx.app, lead(item.id, 'bia@example.com', [[empresa, '-1+2']]), { 'user-agent': '@bot;1' });
    const response = await exportOf(me.token, item.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="leeds.csv"');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(
      'email;"Nome; completo";Empresa;dateCreate;consentAt;consentIp;consentUserAgent;consentText',
    );
    const consent = leadConsentText('Guia do Café');
    expect(lines[1]).toMatch(
      /^ana@example\.com;"Ana ""A"" Souza";"'=HYPERLINK\(""x""\)";\d{4}-[^;]+Z;[^;]+Z;127\.0\.0\.1;Teste\/1\.0;/,
    );
    expect(lines[1]?.endsWith(`;"${consent}"`)).toBe(true);
    expect(lines[2]).toMatch(/^bia@example\.com;;'-1\+2;[^;]+;[^;]+;127\.0\.0\.1;"'@bot;1";/);
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(4);
  });

  it('pages through many leads in order, masked below PRO', async () => {
    const me = await owner(ctx.app, 'free@example.com');
    const item = await createItem(ctx.app, me.id, { code: 'muitos', fields: [{ name: 'Nome' }] });
    await ctx.app.db.execute(sql`insert into infoproduct_leads (infoproduct_id, email, consent_text, created_at)
      select ${item.id}, 'pessoa' || g || '@example.com', 'ok', now() - (5000 - g) * interval '1 second' + (g % 3) * interval '1 microsecond'
      from generate_series(1, 4500) g`);
    const response = await exportOf(me.token, item.id);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(4501);
    expect(lines[0]).toBe('email;Nome;dateCreate;consentAt;consentIp;consentUserAgent;consentText');
    expect(lines[1]?.startsWith('pe****@example.com;;')).toBe(true);
    const dates = lines.slice(1).map((line) => line.split(';')[2] ?? '');
    expect(new Set(dates).size).toBe(4500);
    expect([...dates].sort()).toEqual(dates);
  });

  it("answers 404 for another's item", async () => {
    const me = await owner(ctx.app, 'dono@example.com', true);
    const item = await createItem(ctx.app, me.id, { code: 'dono' });
    const stranger = await owner(ctx.app, 'outra@example.com', true);
    const response = await exportOf(stranger.token, item.id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ messages: ['not.found'] });
  });
});

describe('the HTML form (JavaScript off)', () => {
  const post = (payload: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/infoproducts-forms-answers',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload,
    });

  it('answers the page with the confirmation, and the page with its errors and values on a mistake', async () => {
    const me = await owner(ctx.app, 'form@example.com', true);
    const item = await createItem(ctx.app, me.id, {
      code: 'formulario',
      fields: [{ name: 'Idade', inputType: 'NUMERIC', required: true }],
    });
    const [idade] = item.fields as [number];
    const sent = await post(`email=ana%40example.com&infoproduct.id=${item.id}&field.${idade}=31`);
    expect(sent.statusCode).toBe(200);
    expect(sent.headers['content-type']).toContain('text/html');
    expect(sent.body).toContain('ana@example.com');
    expect(await rows(ctx.app, 'select email from infoproduct_leads')).toEqual([
      { email: 'ana@example.com' },
    ]);
    const wrong = await post(`email=ana&infoproduct.id=${item.id}&field.${idade}=3%3Cb%3E`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.headers['content-type']).toContain('text/html');
    expect(wrong.body).not.toContain('3<b>');
    const wrongAnswer = await post(`email=bia%40example.com&infoproduct.id=${item.id}&field.${idade}=tres`);
    expect(wrongAnswer.statusCode).toBe(400);
    expect(wrongAnswer.headers['content-type']).toContain('text/html');
    expect(wrongAnswer.body).toContain('tres');
    expect(await rows(ctx.app, 'select email from infoproduct_leads')).toHaveLength(1);
  });

  it('refuses NUL, an unknown item (404), and stays a 415 on other routes', async () => {
    const me = await owner(ctx.app, 'nul@example.com', true);
    const item = await createItem(ctx.app, me.id, { code: 'nulo' });
    expect((await post(`email=a%00b%40example.com&infoproduct.id=${item.id}`)).statusCode).toBe(400);
    expect((await post('email=a%40example.com&infoproduct.id=abc')).statusCode).toBe(404);
    expect((await post(`email=a%40example.com&infoproduct.id=${item.id + 50}`)).statusCode).toBe(404);
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/links-reports',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'message=x',
    });
    expect(other.statusCode).toBe(415);
  });
});

describe('the rate limit', () => {
  it('answers 429 past RATE_LIMIT_LEADS per address', async () => {
    const limited = await buildTestApp({ config: { leadsPerMinute: 3 } });
    try {
      const me = await owner(limited.app, 'rl@example.com', true);
      const item = await createItem(limited.app, me.id, { code: 'limite' });
      const statuses = [];
      for (let i = 0; i < 4; i += 1)
        statuses.push((await submit(limited.app, lead(item.id, `p${i}@example.com`))).statusCode);
      expect(statuses).toEqual([201, 201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});
