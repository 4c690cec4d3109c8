import { composeShootingMessage } from '@atalho/sdk/schemas/sms';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bearer, useTestApp } from '../../helpers/test-app';
import { recordingGateway } from '../sms-messages/recording-gateway';
import {
  balanceOf,
  contact,
  ledgerOf,
  messagesOf,
  owner,
  recipientsOf,
  runSendJob,
  saveShooting,
  send,
  sender,
  setContactStatus,
  shootingRow,
  smsConfig,
} from './send-fixtures';

const recorder = recordingGateway();
const ctx = useTestApp({ providers: { sms: recorder.gateway } });

beforeEach(() => recorder.reset());

describe('POST /api/v1/sms-shootings/send: the start', () => {
  it('debits exactly OPT_IN recipients × R$ 0,30 once, then the job sends only to them, each once', async () => {
    const me = await sender(ctx.app, 'pro@example.com', 100);
    const optedIn = [
      await contact(ctx.app, me.id, { status: 'OPT_IN' }),
      await contact(ctx.app, me.id, { status: 'OPT_IN' }),
      await contact(ctx.app, me.id, { status: 'OPT_IN' }),
    ];
    const saved = await contact(ctx.app, me.id, { status: 'SAVED' });
    const optedOut = await contact(ctx.app, me.id, { status: 'OPT_OUT' });
    const id = await saveShooting(
      ctx.app,
      me.token,
      [...optedIn, saved, optedOut].map((c) => c.id),
    );

    const response = await send(ctx.app, me.token, id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, status: 'PROCESSING', costEffective: 90, processing: 3 });
    expect(response.json().dateTimeSend).toEqual(expect.any(String));
    expect(await balanceOf(ctx.app, me.id)).toBe(10);
    expect((await ledgerOf(ctx.app, me.id)).debits).toEqual([
      { amount: 90, reference: `sms-shooting:${id}` },
    ]);
    // Not charged, never sent: skipped at the start.
    const before = await recipientsOf(ctx.app, id);
    expect(before.get(saved.id)?.state).toBe('SKIPPED');
    expect(before.get(optedOut.id)?.state).toBe('SKIPPED');
    expect(await messagesOf(ctx.app, id)).toEqual([]);

    expect(await runSendJob(ctx.app, id)).toEqual({ queued: 3, skipped: 0, sent: true });
    // Twice, and twice at once: nothing more is queued or sent.
    await Promise.all([runSendJob(ctx.app, id), runSendJob(ctx.app, id)]);
    const messages = await messagesOf(ctx.app, id);
    expect(messages.map((m) => Number(m.contact_id)).sort()).toEqual(optedIn.map((c) => c.id).sort());
    for (const message of messages) {
      expect(message.key).toBe(`shooting:${id}:${message.contact_id}`);
      expect(message.text).toBe(
        composeShootingMessage({ business: 'PADARIA SOL', template: 'Pao quentinho hoje' }),
      );
    }
    await vi.waitFor(() => expect(recorder.sent).toHaveLength(3));
    expect(new Set(recorder.sent.map((m) => m.to))).toEqual(new Set(optedIn.map((c) => c.number)));
    const after = await recipientsOf(ctx.app, id);
    for (const c of optedIn) expect(after.get(c.id)?.state).toBe('QUEUED');
    expect(await shootingRow(ctx.app, id)).toMatchObject({
      status: 'SENT',
      cost_debited: 90,
      cost_refunded: 0,
    });
    expect(await balanceOf(ctx.app, me.id)).toBe(10);
    const got = await ctx.app.inject({ url: `/api/v1/sms-shootings/${id}`, headers: bearer(me.token) });
    await vi.waitFor(async () => {
      const now = await ctx.app.inject({ url: `/api/v1/sms-shootings/${id}`, headers: bearer(me.token) });
      expect(now.json()).toMatchObject({ status: 'SENT', submissions: 3, processing: 0, costEffective: 90 });
    });
    expect(got.statusCode).toBe(200);
  });

  it('answers 402 insufient.credits with nothing debited, sent or changed', async () => {
    const me = await sender(ctx.app, 'short@example.com', 59);
    const a = await contact(ctx.app, me.id, { status: 'OPT_IN' });
    const b = await contact(ctx.app, me.id, { status: 'OPT_IN' });
    const c = await contact(ctx.app, me.id, { status: 'OPT_OUT' });
    const id = await saveShooting(ctx.app, me.token, [a.id, b.id, c.id]);
    const response = await send(ctx.app, me.token, id);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ messages: ['insufient.credits'] });
    expect(await balanceOf(ctx.app, me.id)).toBe(59);
    expect((await ledgerOf(ctx.app, me.id)).debits).toEqual([]);
    expect(await shootingRow(ctx.app, id)).toMatchObject({ status: 'SAVED', cost_debited: 0 });
    expect([...(await recipientsOf(ctx.app, id)).values()].map((r) => r.state)).toEqual([
      'WAITING',
      'WAITING',
      'WAITING',
    ]);
    await runSendJob(ctx.app, id);
    expect(await messagesOf(ctx.app, id)).toEqual([]);
    // With the credit bought, the same shooting goes.
    await ctx.app.db.execute(sql`insert into credit_entries (user_id, type, status, total, remaining)
      values (${me.id}, 'PURCHASE', 'PAID', 1, 1)`);
    expect((await send(ctx.app, me.token, id)).statusCode).toBe(200);
    expect(await balanceOf(ctx.app, me.id)).toBe(0);
  });

  it('refunds and skips a contact that opted out between the start and its batch', async () => {
    const me = await sender(ctx.app, 'leaver@example.com', 100);
    const stays = await contact(ctx.app, me.id, { status: 'OPT_IN' });
    const leaves = await contact(ctx.app, me.id, { status: 'OPT_IN' });
    const id = await saveShooting(ctx.app, me.token, [stays.id, leaves.id]);
    expect((await send(ctx.app, me.token, id)).statusCode).toBe(200);
    expect(await balanceOf(ctx.app, me.id)).toBe(40);
    await setContactStatus(ctx.app, leaves.id, 'OPT_OUT');

    expect(await runSendJob(ctx.app, id)).toEqual({ queued: 1, skipped: 1, sent: true });
    expect((await messagesOf(ctx.app, id)).map((m) => Number(m.contact_id))).toEqual([stays.id]);
    expect((await recipientsOf(ctx.app, id)).get(leaves.id)?.state).toBe('SKIPPED');
    expect(await balanceOf(ctx.app, me.id)).toBe(70);
    const { entries } = await ledgerOf(ctx.app, me.id);
    expect(entries.at(-1)).toEqual({ type: 'REFUND', status: 'SUCCESS', total: 30, remaining: 30 });
    expect(await shootingRow(ctx.app, id)).toMatchObject({ cost_debited: 60, cost_refunded: 30 });
    // Run again: refunded once.
    await runSendJob(ctx.app, id);
    expect(await balanceOf(ctx.app, me.id)).toBe(70);
    await vi.waitFor(() => expect(recorder.sent).toHaveLength(1));
    expect(recorder.sent[0]?.to).toBe(stays.number);
  });

  it('composes each DYNAMICS recipient its own message, with its values and its per-contact link', async () => {
    const me = await sender(ctx.app, 'dyn@example.com', 100);
    const ana = await contact(ctx.app, me.id, { status: 'OPT_IN' });
    const bia = await contact(ctx.app, me.id, { status: 'OPT_IN' });
    await ctx.app.db.execute(sql`insert into contact_properties (contact_id, user_id, name, value)
      values (${ana.id}, ${me.id}, 'nome', 'Ana'), (${bia.id}, ${me.id}, 'nome', 'Béa')`);
    const id = await saveShooting(ctx.app, me.token, [ana.id, bia.id], {
      type: 'DYNAMICS',
      template: 'Oi {nome}, veja https://exemplo.com.br/oferta',
      variables: ['nome'],
      shortenUrls: true,
    });
    const saved = await ctx.app.inject({ url: `/api/v1/sms-shootings/${id}`, headers: bearer(me.token) });
    const [link] = saved.json().smsShootingHasOnlineAddresses;
    expect(link).toBeTruthy();
    expect((await send(ctx.app, me.token, id)).statusCode).toBe(200);
    await runSendJob(ctx.app, id);
    const texts = new Map((await messagesOf(ctx.app, id)).map((m) => [Number(m.contact_id), m.text]));
    expect(texts.get(ana.id)).toBe(
      `PADARIA SOL: Oi Ana, veja ${link.onlineAddress.shortUrl}/${ana.code} Para sair responda SAIR`,
    );
    expect(texts.get(bia.id)).toBe(
      `PADARIA SOL: Oi Bea, veja ${link.onlineAddress.shortUrl}/${bia.code} Para sair responda SAIR`,
    );
  });

  it('refuses: no plan 403, no OPT_IN recipient 400, another owner 404, sending twice 409, too long 400', async () => {
    const free = await owner(ctx.app, 'free@example.com');
    await smsConfig(ctx.app, free.id);
    const freeContact = await contact(ctx.app, free.id, { status: 'OPT_IN' });
    const freeShooting = await saveShooting(ctx.app, free.token, [freeContact.id]);
    const noPlan = await send(ctx.app, free.token, freeShooting);
    expect(noPlan.statusCode).toBe(403);
    expect(noPlan.json()).toEqual({ messages: ['plan.required'] });

    const me = await sender(ctx.app, 'refused@example.com', 1000);
    const saved = await contact(ctx.app, me.id, { status: 'SAVED' });
    const nobody = await saveShooting(ctx.app, me.token, [saved.id]);
    const none = await send(ctx.app, me.token, nobody);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ messages: ['invalid'] });
    expect(await shootingRow(ctx.app, nobody)).toMatchObject({ status: 'SAVED' });

    const theirs = await send(ctx.app, me.token, freeShooting);
    expect(theirs.statusCode).toBe(404);

    const one = await contact(ctx.app, me.id, { status: 'OPT_IN' });
    const id = await saveShooting(ctx.app, me.token, [one.id]);
    expect((await send(ctx.app, me.token, id)).statusCode).toBe(200);
    const again = await send(ctx.app, me.token, id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ messages: ['conflict'] });
    expect((await ledgerOf(ctx.app, me.id)).debits).toHaveLength(1);

    const long = await contact(ctx.app, me.id, { status: 'OPT_IN' });
    await ctx.app.db.execute(sql`insert into contact_properties (contact_id, user_id, name, value)
      values (${long.id}, ${me.id}, 'nome', ${'x'.repeat(150)})`);
    const large = await saveShooting(ctx.app, me.token, [long.id], {
      type: 'DYNAMICS',
      template: 'Oi {nome}',
      variables: ['nome'],
    });
    const tooLong = await send(ctx.app, me.token, large);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ messages: ['large.sms.text'] });
    expect(await balanceOf(ctx.app, me.id)).toBe(970);
  });
});
