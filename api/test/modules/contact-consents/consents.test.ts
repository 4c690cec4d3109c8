import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../../src/db/rows';
import { moveContacts, optedInContactIds } from '../../../src/modules/contact-consents';
import { isStopReply, optOutOnStopReply } from '../../../src/modules/contact-consents/stop-words';
import { bearer, useTestApp } from '../../helpers/test-app';
import { consentsOf, contact, owner, smsConfig, statusOf } from './fixtures';

const ctx = useTestApp();

async function reply(from: string, text: string) {
  const [row] = rowsOf<{ id: number }>(
    await ctx.app.db.execute(sql`insert into sms_inbound (adapter, provider_message_id, "from", text)
      values ('outbox', ${`in-${Math.random()}`}, ${from}, ${text}) returning id`),
  );
  const id = Number(row?.id);
  await optOutOnStopReply(ctx.app.db, {
    id,
    adapter: 'outbox',
    providerMessageId: `in-${id}`,
    from,
    to: null,
    text,
    receivedAt: new Date(),
  });
}

describe('stop words', () => {
  it('reads a stop word alone, whatever its case, accents and punctuation', () => {
    for (const text of ['sair', ' Sáir! ', 'CANCELAR.', 'Parar', 'stop', '"Stop"', 'PÁRÁR!!']) {
      expect(isStopReply(text), text).toBe(true);
    }
    for (const text of ['quero sair', 'sai', 'OK', '', 'STOP agora'])
      expect(isStopReply(text), text).toBe(false);
  });

  it('opts out every contact with the number, of every owner, with the reply as proof', async () => {
    const a = await owner(ctx.app, 'a@example.com');
    const b = await owner(ctx.app, 'b@example.com');
    await smsConfig(ctx.app, a.id, 'LOJA A');
    const number = '5511987650001';
    const mine = await contact(ctx.app, a.id, { number, status: 'OPT_IN' });
    const theirs = await contact(ctx.app, b.id, { number, status: 'OPT_IN_SENDED' });
    const other = await contact(ctx.app, a.id, { status: 'OPT_IN' });
    await reply('+55 11 98765-0001', 'oi, tudo bem?');
    expect(await statusOf(ctx.app, mine.id)).toBe('OPT_IN');
    await reply('5511987650001', 'Sáir');
    expect(await statusOf(ctx.app, mine.id)).toBe('OPT_OUT');
    expect(await statusOf(ctx.app, theirs.id)).toBe('OPT_OUT');
    expect(await statusOf(ctx.app, other.id)).toBe('OPT_IN');
    expect((await consentsOf(ctx.app, mine.id))[0]).toMatchObject({ source: 'REPLY', business: 'LOJA A' });
    const list = await ctx.app.inject({
      url: `/api/v1/contacts/${mine.id}/consents`,
      headers: bearer(a.token),
    });
    expect(list.json().content[0]).toMatchObject({
      from: 'OPT_IN',
      to: 'OPT_OUT',
      source: 'REPLY',
      message: 'Sáir',
    });
  });
});

describe('GET /api/v1/contacts/{id}/consents and /export', () => {
  it("pages the owner's record newest first; 404 for another's contact", async () => {
    const me = await owner(ctx.app, 'dono@example.com');
    await smsConfig(ctx.app, me.id, 'PADARIA; "SOL"');
    const one = await contact(ctx.app, me.id);
    const move = { userId: me.id, contactIds: [one.id] };
    await moveContacts(ctx.app.db, { ...move, to: 'OPT_IN_REQUIRED', source: 'OWNER' });
    await moveContacts(ctx.app.db, { ...move, to: 'OPT_IN_SENDED', source: 'GATEWAY' });
    await moveContacts(ctx.app.db, {
      ...move,
      to: 'OPT_IN',
      source: 'PAGE',
      ip: '10.0.0.9',
      userAgent: '=cmd',
    });
    const page = await ctx.app.inject({
      url: `/api/v1/contacts/${one.id}/consents?size=2`,
      headers: bearer(me.token),
    });
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body).toMatchObject({ totalElements: 3, totalPages: 2, number: 0, size: 2 });
    expect(body.content.map((r: { to: string }) => r.to)).toEqual(['OPT_IN', 'OPT_IN_SENDED']);
    expect(body.content[0]).toMatchObject({
      from: 'OPT_IN_SENDED',
      source: 'PAGE',
      number: one.number,
      business: 'PADARIA; "SOL"',
      ip: '10.0.0.9',
      userAgent: '=cmd',
      message: null,
    });
    const csv = await ctx.app.inject({
      url: `/api/v1/contacts/${one.id}/consents/export`,
      headers: bearer(me.token),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="consentimentos-${one.id}.csv"`);
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFdateCreate;from;to;source;number;business;ip;userAgent;message');
    expect(lines[1]).toMatch(
      new RegExp(
        `^\\d{4}-[^;]+Z;OPT_IN_SENDED;OPT_IN;PAGE;${one.number};"PADARIA; ""SOL""";10\\.0\\.0\\.9;'=cmd;$`,
      ),
    );
    expect(lines[3]).toMatch(new RegExp(`;SAVED;OPT_IN_REQUIRED;OWNER;${one.number};`));
    expect(lines).toHaveLength(5);

    const stranger = await owner(ctx.app, 'outra@example.com');
    for (const url of [`/api/v1/contacts/${one.id}/consents`, `/api/v1/contacts/${one.id}/consents/export`]) {
      const response = await ctx.app.inject({ url, headers: bearer(stranger.token) });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ messages: ['not.found'] });
    }
    expect((await ctx.app.inject({ url: `/api/v1/contacts/${one.id}/consents` })).statusCode).toBe(401);
  });
});

describe('optedInContactIds (what campaigns must send to)', () => {
  it("keeps only the owner's OPT_IN contacts", async () => {
    const me = await owner(ctx.app, 'dono@example.com');
    const other = await owner(ctx.app, 'outra@example.com');
    const yes = await contact(ctx.app, me.id, { status: 'OPT_IN' });
    const sent = await contact(ctx.app, me.id, { status: 'OPT_IN_SENDED' });
    const theirs = await contact(ctx.app, other.id, { status: 'OPT_IN' });
    expect(await optedInContactIds(ctx.app.db, me.id, [yes.id, sent.id, theirs.id])).toEqual([yes.id]);
  });
});
