import { SMS_BUSINESS_MAX, SmsConfig } from '@atalho/sdk/schemas/sms';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/test-app';
import { get, numberOf, owner, rows, saveAll, saveConfig } from '../contacts/fixtures';
import { grantPlan } from '../online-addresses/fixtures';

const ctx = useTestApp();

describe('GET /api/v1/sms-configs/users', () => {
  it('answers 404 before the business name is set, then the config', async () => {
    const me = await owner(ctx.app, 'ana@example.com', { business: null });
    const none = await get(ctx.app, me, '/api/v1/sms-configs/users');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ messages: ['not.found'] });
    await saveConfig(ctx.app, me, { business: 'loja' });
    const config = v.parse(SmsConfig, (await get(ctx.app, me, '/api/v1/sms-configs/users')).json());
    expect(config).toMatchObject({
      business: 'LOJA',
      buyAutomatically: false,
      creditsToBuy: 0,
      canSend: false,
    });
    const other = await owner(ctx.app, 'bia@example.com', { business: null });
    expect((await get(ctx.app, other, '/api/v1/sms-configs/users')).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/v1/sms-configs/users' })).statusCode).toBe(401);
  });

  it('says whether the plan sends SMS (smsSending: PRO)', async () => {
    const me = await owner(ctx.app, 'ana@example.com');
    expect((await get(ctx.app, me, '/api/v1/sms-configs/users')).json().canSend).toBe(false);
    await grantPlan(ctx.app, me.email, 'BASIC');
    expect((await get(ctx.app, me, '/api/v1/sms-configs/users')).json().canSend).toBe(false);
    await grantPlan(ctx.app, me.email, 'PRO');
    expect((await get(ctx.app, me, '/api/v1/sms-configs/users')).json().canSend).toBe(true);
    expect((await saveConfig(ctx.app, me, { business: 'LOJA DA ANA' })).json().canSend).toBe(true);
  });
});

describe('POST /api/v1/sms-configs', () => {
  it('creates and replaces one config per user, the business trimmed and uppercased', async () => {
    const me = await owner(ctx.app, 'ana@example.com', { business: null });
    const created = await saveConfig(ctx.app, me, { business: '  Loja da Ána ' });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ business: 'LOJA DA ÁNA' });
    const replaced = await saveConfig(ctx.app, me, {
      business: 'LOJA DA ÁNA',
      buyAutomatically: true,
      creditsToBuy: 2000,
    });
    expect(replaced.json()).toMatchObject({
      id: created.json().id,
      buyAutomatically: true,
      creditsToBuy: 2000,
    });
    expect(await rows(ctx.app, 'select user_id, business from sms_configs')).toEqual([
      { user_id: me.id, business: 'LOJA DA ÁNA' },
    ]);
  });

  it('refuses a missing, blank or too long business name and bad credit amounts', async () => {
    const me = await owner(ctx.app, 'ana@example.com', { business: null });
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'required'],
      [{ business: '   ' }, 'required'],
      [{ business: 'A'.repeat(SMS_BUSINESS_MAX + 1) }, 'invalidSize'],
      [{ business: 'LOJA', creditsToBuy: -1 }, 'invalid'],
      [{ business: 'LOJA', creditsToBuy: 1.5 }, 'invalid'],
      [{ business: 'LOJA', creditsToBuy: 100_001 }, 'invalid'],
    ];
    for (const [payload, key] of cases) {
      const response = await saveConfig(ctx.app, me, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().messages, JSON.stringify(payload)).toContain(key);
    }
    expect((await saveConfig(ctx.app, me, { business: 'A'.repeat(SMS_BUSINESS_MAX) })).statusCode).toBe(200);
  });

  it('asks for confirmation before a business change, then moves every contact to OPT_OUT with its proof', async () => {
    const me = await owner(ctx.app, 'ana@example.com');
    const other = await owner(ctx.app, 'bia@example.com');
    await saveAll(
      ctx.app,
      me,
      Array.from({ length: 5 }, (_, n) => ({ number: numberOf(n) })),
    );
    await saveAll(ctx.app, other, [{ number: numberOf(0) }]);
    const statuses = ['SAVED', 'OPT_IN_SENDED', 'OPT_IN', 'OPT_OUT', 'OPT_IN_REQUIRED_ERROR'];
    for (const [n, status] of statuses.entries()) {
      await ctx.app.db.execute(
        `update contacts set status = '${status}' where user_id = ${me.id} and number = '${numberOf(n)}'`,
      );
    }

    const unconfirmed = await saveConfig(ctx.app, me, { business: 'Nova Loja' });
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json()).toEqual({ messages: ['conflict'] });
    expect((await get(ctx.app, me, '/api/v1/sms-configs/users')).json().business).toBe('LOJA DA ANA');
    expect(await rows(ctx.app, "select count(*)::int as n from contacts where status = 'OPT_OUT'")).toEqual([
      { n: 1 },
    ]);

    // The same name (any case or spacing) is no change.
    expect((await saveConfig(ctx.app, me, { business: ' loja da ana', creditsToBuy: 100 })).statusCode).toBe(
      200,
    );

    const confirmed = await saveConfig(ctx.app, me, { business: 'Nova Loja', confirmBusinessChange: true });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().business).toBe('NOVA LOJA');
    expect(
      await rows(ctx.app, `select number, status from contacts where user_id = ${me.id} order by number`),
    ).toEqual(statuses.map((_, n) => ({ number: numberOf(n), status: 'OPT_OUT' })));
    expect(await rows(ctx.app, `select status from contacts where user_id = ${other.id}`)).toEqual([
      { status: 'SAVED' },
    ]);
    const proof = await rows(
      ctx.app,
      `select number, from_status, to_status, source, business from contact_consents
       where user_id = ${me.id} and source = 'BUSINESS_CHANGE' order by number`,
    );
    expect(proof).toEqual(
      statuses
        .map((from, n) => ({
          number: numberOf(n),
          from_status: from,
          to_status: 'OPT_OUT',
          source: 'BUSINESS_CHANGE',
          business: 'NOVA LOJA',
        }))
        .filter((row) => row.from_status !== 'OPT_OUT'),
    );
  });

  it('changes a business name without contacts after the confirmation too', async () => {
    const me = await owner(ctx.app, 'ana@example.com');
    expect((await saveConfig(ctx.app, me, { business: 'Outra' })).statusCode).toBe(409);
    expect(
      (await saveConfig(ctx.app, me, { business: 'Outra', confirmBusinessChange: true })).statusCode,
    ).toBe(200);
  });
});
