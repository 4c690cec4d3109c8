import { type ContactStatus, contactStatuses, contactTransitions } from '@atalho/sdk/schemas/sms';
import { describe, expect, it } from 'vitest';
import { moveContacts } from '../../../src/modules/contact-consents';
import { useTestApp } from '../../helpers/test-app';
import { consentsOf, contact, owner, smsConfig, statusOf } from './fixtures';

const ctx = useTestApp();

const pairs = contactStatuses.flatMap((from) => contactStatuses.map((to) => [from, to] as const));

describe('moveContacts', () => {
  it.each(pairs)('%s → %s as the lifecycle says', async (from: ContactStatus, to: ContactStatus) => {
    const me = await owner(ctx.app, 'dono@example.com');
    await smsConfig(ctx.app, me.id, 'LOJA');
    const one = await contact(ctx.app, me.id, { status: from });
    const moved = await moveContacts(ctx.app.db, {
      userId: me.id,
      contactIds: [one.id],
      to,
      source: 'OWNER',
    });
    const allowed = contactTransitions[from].includes(to);
    expect(moved.map((row) => row.id)).toEqual(allowed ? [one.id] : []);
    expect(await statusOf(ctx.app, one.id)).toBe(allowed ? to : from);
    const consents = await consentsOf(ctx.app, one.id);
    if (allowed) {
      expect(moved[0]).toMatchObject({ status: to, fromStatus: from, number: one.number, code: one.code });
      expect(moved[0]?.createdAt).toBeInstanceOf(Date);
      expect(consents).toEqual([
        expect.objectContaining({
          from_status: from,
          to_status: to,
          source: 'OWNER',
          number: one.number,
          business: 'LOJA',
        }),
      ]);
    } else {
      expect(consents).toEqual([]);
    }
  });

  it("moves every contact of the owner, in `from` only, never another owner's", async () => {
    const me = await owner(ctx.app, 'dono@example.com');
    const other = await owner(ctx.app, 'outra@example.com');
    const saved = await contact(ctx.app, me.id);
    const optIn = await contact(ctx.app, me.id, { status: 'OPT_IN' });
    const out = await contact(ctx.app, me.id, { status: 'OPT_OUT' });
    const theirs = await contact(ctx.app, other.id);
    const moved = await moveContacts(ctx.app.db, {
      userId: me.id,
      contactIds: 'all',
      to: 'OPT_OUT',
      source: 'BUSINESS_CHANGE',
      business: 'NOVA',
      from: ['OPT_IN'],
    });
    expect(moved.map((row) => row.id)).toEqual([optIn.id]);
    expect(await statusOf(ctx.app, saved.id)).toBe('SAVED');
    expect(await statusOf(ctx.app, out.id)).toBe('OPT_OUT');
    expect(await statusOf(ctx.app, theirs.id)).toBe('SAVED');
    expect((await consentsOf(ctx.app, optIn.id))[0]).toMatchObject({
      business: 'NOVA',
      source: 'BUSINESS_CHANGE',
    });
    const byIds = await moveContacts(ctx.app.db, {
      userId: other.id,
      contactIds: [saved.id, theirs.id],
      to: 'OPT_OUT',
      source: 'OWNER',
    });
    expect(byIds.map((row) => row.id)).toEqual([theirs.id]);
    expect(await statusOf(ctx.app, saved.id)).toBe('SAVED');
  });
});
