import { optInMessage } from '@atalho/sdk/schemas/sms';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../../src/db/rows';
import { bearer, useTestApp } from '../../helpers/test-app';
import { recordingGateway } from '../sms-messages/recording-gateway';
import { balanceOf, consentsOf, contact, credit, owner, smsConfig, smsOf, statusOf } from './fixtures';

const recorder = recordingGateway();
const ctx = useTestApp({ providers: { sms: recorder.gateway } });

beforeEach(() => recorder.reset());

const requestOne = (token: string, id: number) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/v1/contacts/${id}/opt-in-request`, headers: bearer(token) });
const requestAll = (token: string, count?: number) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/v1/contacts/opt-in-request${count === undefined ? '' : `?count=${count}`}`,
    headers: bearer(token),
  });

async function proOwner(email = 'pro@example.com', centavos = 100) {
  const me = await owner(ctx.app, email, true);
  await smsConfig(ctx.app, me.id, 'PADARIA SOL');
  if (centavos > 0) await credit(ctx.app, me.id, centavos);
  return me;
}

describe('PATCH /api/v1/contacts/{id}/opt-in-request', () => {
  it('debits R$ 0,30, moves the contact to OPT_IN_REQUIRED and queues the request SMS, in one go', async () => {
    const me = await proOwner();
    const one = await contact(ctx.app, me.id, { status: 'SAVED' });
    // Held: the request is looked at before the job records it sent.
    recorder.hold();
    const response = await requestOne(me.token, one.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: one.id, status: 'OPT_IN_REQUIRED', code: one.code });
    expect(await balanceOf(ctx.app, me.id)).toBe(70);
    const [sms, ...more] = await smsOf(ctx.app, me.id);
    expect(more).toEqual([]);
    expect(sms).toMatchObject({
      kind: 'OPT_IN_REQUEST',
      contact_id: one.id,
      to: one.number,
      text: optInMessage('PADARIA SOL', `${ctx.app.config.publicUrl}/i/${one.code}`),
    });
    const [consent] = await consentsOf(ctx.app, one.id);
    expect(consent).toMatchObject({ from_status: 'SAVED', to_status: 'OPT_IN_REQUIRED', source: 'OWNER' });
    expect(Number(consent?.sms_message_id)).toBe(Number(sms?.id));
    expect(sms?.key).toMatch(new RegExp(`^opt-in:${one.id}:\\d+$`));
    recorder.release();
    await vi.waitFor(async () => expect(await statusOf(ctx.app, one.id)).toBe('OPT_IN_SENDED'));
    const consents = await consentsOf(ctx.app, one.id);
    expect(consents.at(-1)).toMatchObject({
      from_status: 'OPT_IN_REQUIRED',
      to_status: 'OPT_IN_SENDED',
      source: 'GATEWAY',
    });
    expect(await balanceOf(ctx.app, me.id)).toBe(70);
  });

  it('gives the R$ 0,30 back and marks OPT_IN_REQUIRED_ERROR when the gateway refuses the SMS', async () => {
    const me = await proOwner();
    const one = await contact(ctx.app, me.id, { status: 'OPT_OUT' });
    recorder.fail('número inexistente', { rejected: true });
    expect((await requestOne(me.token, one.id)).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await statusOf(ctx.app, one.id)).toBe('OPT_IN_REQUIRED_ERROR'));
    expect(await balanceOf(ctx.app, me.id)).toBe(100);
    expect((await consentsOf(ctx.app, one.id)).map((row) => row.to_status)).toEqual([
      'OPT_IN_REQUIRED',
      'OPT_IN_REQUIRED_ERROR',
    ]);
    // Asked again after the error, and paid again.
    recorder.fail(undefined);
    expect((await requestOne(me.token, one.id)).statusCode).toBe(200);
    expect(await balanceOf(ctx.app, me.id)).toBe(70);
  });

  it('answers 402 insufient.credits and changes nothing when the balance is short', async () => {
    const me = await proOwner('pobre@example.com', 29);
    const one = await contact(ctx.app, me.id);
    const response = await requestOne(me.token, one.id);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ messages: ['insufient.credits'] });
    expect(await statusOf(ctx.app, one.id)).toBe('SAVED');
    expect(await smsOf(ctx.app, me.id)).toEqual([]);
    expect(await consentsOf(ctx.app, one.id)).toEqual([]);
    expect(await balanceOf(ctx.app, me.id)).toBe(29);
  });

  it('refuses statuses that cannot be asked, other owners, no business name and plans without SMS', async () => {
    const me = await proOwner();
    for (const status of ['OPT_IN', 'OPT_IN_REQUIRED'] as const) {
      const one = await contact(ctx.app, me.id, { status });
      const response = await requestOne(me.token, one.id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ messages: ['conflict'] });
    }
    const other = await proOwner('outra@example.com');
    const theirs = await contact(ctx.app, other.id);
    expect((await requestOne(me.token, theirs.id)).statusCode).toBe(404);
    expect(await statusOf(ctx.app, theirs.id)).toBe('SAVED');
    const noConfig = await owner(ctx.app, 'sem-nome@example.com', true);
    const mine = await contact(ctx.app, noConfig.id);
    const missing = await requestOne(noConfig.token, mine.id);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ messages: ['businerRequiredInfo'] });
    const free = await owner(ctx.app, 'free@example.com');
    await smsConfig(ctx.app, free.id);
    const freeContact = await contact(ctx.app, free.id);
    const refused = await requestOne(free.token, freeContact.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ messages: ['plan.required'] });
    expect(await balanceOf(ctx.app, me.id)).toBe(100);
  });
});

describe('PATCH /api/v1/contacts/opt-in-request (every SAVED contact)', () => {
  it('debits N × R$ 0,30 once and queues one SMS per SAVED contact, only the owner’s', async () => {
    const me = await proOwner();
    const saved = [
      await contact(ctx.app, me.id),
      await contact(ctx.app, me.id),
      await contact(ctx.app, me.id),
    ];
    const optIn = await contact(ctx.app, me.id, { status: 'OPT_IN' });
    const other = await proOwner('outra@example.com');
    const theirs = await contact(ctx.app, other.id);
    const mismatch = await requestAll(me.token, 2);
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json()).toEqual({ messages: ['count.changed'] });
    expect(await smsOf(ctx.app, me.id)).toEqual([]);
    const response = await requestAll(me.token, 3);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ requested: 3, costCentavos: 90 });
    expect(await balanceOf(ctx.app, me.id)).toBe(10);
    const debits = rowsOf<{ amount: number }>(
      await ctx.app.db.execute(sql`select amount from credit_debits where user_id = ${me.id}`),
    );
    expect(debits.map((row) => Number(row.amount))).toEqual([90]);
    const sms = await smsOf(ctx.app, me.id);
    expect(sms.map((row) => row.contact_id).sort()).toEqual(saved.map((one) => one.id).sort());
    for (const one of saved) expect(await statusOf(ctx.app, one.id)).toBe('OPT_IN_REQUIRED');
    expect(await statusOf(ctx.app, optIn.id)).toBe('OPT_IN');
    expect(await statusOf(ctx.app, theirs.id)).toBe('SAVED');
    expect(await balanceOf(ctx.app, other.id)).toBe(100);
    const again = await requestAll(me.token);
    expect(again.json()).toEqual({ requested: 0, costCentavos: 0 });
  });

  it('answers 402 and sends nothing when the balance does not pay them all', async () => {
    const me = await proOwner('pobre@example.com', 59);
    const saved = [await contact(ctx.app, me.id), await contact(ctx.app, me.id)];
    const response = await requestAll(me.token, 2);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ messages: ['insufient.credits'] });
    for (const one of saved) expect(await statusOf(ctx.app, one.id)).toBe('SAVED');
    expect(await smsOf(ctx.app, me.id)).toEqual([]);
    expect(await balanceOf(ctx.app, me.id)).toBe(59);
  });

  it('stays set-based for thousands of contacts', async () => {
    const me = await proOwner('muitos@example.com', 3000 * 30);
    await ctx.app.db.execute(sql`insert into contacts (user_id, number, code)
      select ${me.id}, '5511' || (900000000 + g)::text, 'Bulk' || lpad(g::text, 6, '0') from generate_series(1, 3000) g`);
    const response = await requestAll(me.token, 3000);
    expect(response.json()).toEqual({ requested: 3000, costCentavos: 90_000 });
    expect(await balanceOf(ctx.app, me.id)).toBe(0);
    const [row] = rowsOf<{ n: number; linked: number }>(
      // The request's own rows (the sending job may already have added OPT_IN_SENDED ones beside them).
      await ctx.app.db.execute(sql`select count(*)::int as n, count(cc.sms_message_id)::int as linked
        from contact_consents cc where cc.user_id = ${me.id} and cc.to_status = 'OPT_IN_REQUIRED'`),
    );
    expect(row).toEqual({ n: 3000, linked: 3000 });
    expect((await smsOf(ctx.app, me.id)).length).toBe(3000);
  }, 120_000);
});
