import { type ContactStatus, contactStatuses, SMS_LIMITS } from '@atalho/sdk/schemas/sms';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../../src/db/rows';
import { staticRootWithShell, useTestApp } from '../../helpers/test-app';
import { consentsOf, contact, owner, smsConfig, statusOf } from './fixtures';

// The shell's page, so `/i/{code}` is rendered into it as in production.
const ctx = useTestApp({ config: { staticRoot: staticRootWithShell() } });

let address = 0;
/** Each test from its own client address: the per-address limit counts across the file's tests. */
const nextAddress = () => {
  address += 1;
  return `10.0.${Math.floor(address / 250)}.${address % 250}`;
};

function opt(direction: 'in' | 'out', body: Record<string, string>, remoteAddress: string) {
  return ctx.app.inject({
    method: 'PATCH',
    url: `/api/v1/contacts/opt-${direction}`,
    remoteAddress,
    headers: { 'user-agent': 'Celular/1.0' },
    payload: body,
  });
}

async function someone(status: ContactStatus) {
  const me = await owner(ctx.app, 'dono@example.com');
  await smsConfig(ctx.app, me.id, 'PADARIA SOL');
  return { me, one: await contact(ctx.app, me.id, { status }) };
}

const digits = (number: string) => number.slice(-4);
const wrong = (number: string) => String((Number(digits(number)) + 1) % 10_000).padStart(4, '0');

describe('GET /api/v1/sms-configs/opt-in/{code}', () => {
  it("answers the code's business, 404 for an unknown code", async () => {
    const { one } = await someone('OPT_IN_SENDED');
    const found = await ctx.app.inject({ url: `/api/v1/sms-configs/opt-in/${one.code}` });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ business: 'PADARIA SOL' });
    const missing = await ctx.app.inject({ url: '/api/v1/sms-configs/opt-in/Nenhum123' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ messages: ['not.found'] });
  });
});

describe('PATCH /api/v1/contacts/opt-in and /opt-out', () => {
  it.each(contactStatuses)('opt-in from %s', async (status) => {
    const { one } = await someone(status);
    const response = await opt(
      'in',
      { smsOptInCode: one.code, last4NumberDigits: digits(one.number) },
      nextAddress(),
    );
    const allowed = status === 'OPT_IN_SENDED' || status === 'OPT_IN_REQUIRED';
    if (allowed) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ business: 'PADARIA SOL', status: 'OPT_IN' });
      const last = (await consentsOf(ctx.app, one.id)).at(-1);
      expect(last).toMatchObject({
        to_status: 'OPT_IN',
        source: 'PAGE',
        user_agent: 'Celular/1.0',
        business: 'PADARIA SOL',
      });
      expect(last?.ip).toMatch(/^10\.0\./);
    } else {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ messages: ['contact:already:opt:in:or:number:invalid'] });
    }
    expect(await statusOf(ctx.app, one.id)).toBe(allowed ? 'OPT_IN' : status);
  });

  it.each(contactStatuses)('opt-out from %s', async (status) => {
    const { one } = await someone(status);
    const response = await opt(
      'out',
      { smsOptInCode: one.code, last4NumberDigits: digits(one.number) },
      nextAddress(),
    );
    if (status !== 'OPT_OUT') {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ business: 'PADARIA SOL', status: 'OPT_OUT' });
    } else {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ messages: ['contact:already:opt:out:or:number:invalid'] });
    }
    expect(await statusOf(ctx.app, one.id)).toBe('OPT_OUT');
  });

  it('refuses wrong digits and an unknown code alike; the code locks after too many wrong tries', async () => {
    const { one } = await someone('OPT_IN_SENDED');
    const bad = { smsOptInCode: one.code, last4NumberDigits: wrong(one.number) };
    for (let n = 1; n <= SMS_LIMITS.optAttemptsPerCode; n++) {
      const response = await opt('in', bad, nextAddress());
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ messages: ['contact:already:opt:in:or:number:invalid'] });
    }
    const right = { smsOptInCode: one.code, last4NumberDigits: digits(one.number) };
    for (const direction of ['in', 'out'] as const) {
      const locked = await opt(direction, right, nextAddress());
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual({ messages: ['too.many.requests'] });
    }
    expect(await statusOf(ctx.app, one.id)).toBe('OPT_IN_SENDED');
    const unknown = await opt('in', { smsOptInCode: 'Nenhum123', last4NumberDigits: '1234' }, nextAddress());
    expect(unknown.statusCode).toBe(400);
    await ctx.app.db.execute(
      sql`update contacts set opt_locked_until = now() - interval '1 second' where id = ${one.id}`,
    );
    expect((await opt('in', right, nextAddress())).statusCode).toBe(200);
    const [row] = rowsOf<{ opt_failures: number }>(
      await ctx.app.db.execute(sql`select opt_failures from contacts where id = ${one.id}`),
    );
    expect(Number(row?.opt_failures)).toBe(0);
  });

  it('limits the tries of one address (per route, an hour)', async () => {
    const { one } = await someone('OPT_IN_SENDED');
    const from = nextAddress();
    const bad = { smsOptInCode: 'Nenhum123', last4NumberDigits: '0000' };
    const right = { smsOptInCode: one.code, last4NumberDigits: digits(one.number) };
    for (let n = 0; n < SMS_LIMITS.optAttemptsPerAddress; n++)
      expect((await opt('in', bad, from)).statusCode).toBe(400);
    const limited = await opt('in', right, from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ messages: ['rate.limited'] });
    expect(await statusOf(ctx.app, one.id)).toBe('OPT_IN_SENDED');
    expect((await opt('in', right, nextAddress())).statusCode).toBe(200);
  });

  it('answers the HTML form (JavaScript off) with the page: the form again saying why, or the confirmation', async () => {
    const { one } = await someone('OPT_IN_SENDED');
    const post = (direction: 'in' | 'out', last4: string, code = one.code) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/contacts/opt-${direction}`,
        remoteAddress: nextAddress(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ smsOptInCode: code, last4NumberDigits: last4 }).toString(),
      });
    const refused = await post('in', wrong(one.number));
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(refused.body).toContain('Os dígitos não conferem');
    // The same form again, posting the same code: the person tries again where they are.
    expect(refused.body).toContain('action="/api/v1/contacts/opt-in"');
    expect(refused.body).toContain(`name="smsOptInCode" value="${one.code}"`);
    expect(refused.body).toContain('aria-invalid="true"');
    expect(refused.body).not.toContain('<script');
    const invalid = await post('in', 'abc');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain('<!doctype html>');
    const unknown = await post('in', '1234', 'Nenhum123');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('Link inválido ou expirado');
    const done = await post('in', digits(one.number));
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Pronto! Você vai receber as mensagens de PADARIA SOL.');
    expect(await statusOf(ctx.app, one.id)).toBe('OPT_IN');
    const out = await post('out', digits(one.number));
    expect(out.statusCode).toBe(200);
    expect(out.body).toContain('Você não vai mais receber mensagens de PADARIA SOL.');
    expect(await statusOf(ctx.app, one.id)).toBe('OPT_OUT');
  });
});

describe('GET /i/{code} and /o/{code}', () => {
  it('serve the page with its form in the HTML (usable with JavaScript off) and name the island', async () => {
    const { me, one } = await someone('OPT_IN_SENDED');
    await smsConfig(ctx.app, me.id, 'CAFÉ <B> & CIA');
    for (const [path, action, title] of [
      ['i', 'opt-in', 'Confirme que quer receber SMS de CAFÉ &lt;B&gt; &amp; CIA'],
      ['o', 'opt-out', 'Deixar de receber SMS de CAFÉ &lt;B&gt; &amp; CIA?'],
    ] as const) {
      const page = await ctx.app.inject({ url: `/${path}/${one.code}`, headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain(`<h1>${title}</h1>`);
      expect(page.body).toContain(`<form class="opt-form" method="post" action="/api/v1/contacts/${action}"`);
      expect(page.body).toContain(`name="smsOptInCode" value="${one.code}"`);
      expect(page.body).toContain('name="last4NumberDigits"');
      expect(page.body).toContain('<meta name="robots" content="noindex">');
      expect(page.body).toContain('"exposed":"OptIsland"');
      expect(page.body).not.toContain('<B>');
    }
  });

  it('answer 404 with the invalid link page for an unknown or malformed code', async () => {
    for (const path of ['/i/Nenhum123', '/o/Nenhum123', '/i/x', '/o/%3Cscript%3E']) {
      const page = await ctx.app.inject({ url: path, headers: { accept: 'text/html' } });
      expect(page.statusCode, path).toBe(404);
      expect(page.body).toContain('<h1>Link inválido ou expirado</h1>');
      expect(page.body).toContain('href="/"');
      expect(page.body).not.toContain('<script>');
      expect(page.body).toContain('<div id="root"><main class="opt-page">');
    }
  });
});
