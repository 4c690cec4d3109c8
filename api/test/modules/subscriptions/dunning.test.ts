import { Subscription, SubscriptionList } from '@atalho/sdk/schemas';
import { and, eq, like } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  creditEntries,
  mailMessages,
  payments,
  savedCards,
  subscriptionCycles,
  userSubscriptionPlans,
} from '../../../src/db/schema';
import { RENEWAL_RETRY_DAYS } from '../../../src/modules/subscriptions/cycles';
import { bearer, signIn, useTestApp } from '../../helpers/test-app';
import { saveSiteName, subscribe, testCards } from '../payments/fixtures';

const ctx = useTestApp();
const DAY = 86_400_000;
const renew = (now: Date) => ctx.app.jobs.runNow('subscriptions.renew', { now });

async function userIdOf(token: string): Promise<number> {
  return ((await ctx.app.inject({ url: '/api/v1/auth', headers: bearer(token) })).json() as { id: number })
    .id;
}

const rowOf = async (id: number) =>
  (await ctx.app.db.select().from(userSubscriptionPlans).where(eq(userSubscriptionPlans.id, id)))[0];

async function listed(token: string) {
  const response = await ctx.app.inject({ url: '/api/v1/subscriptions', headers: bearer(token) });
  return v.parse(SubscriptionList, response.json());
}

const paymentsOf = (userId: number) => ctx.app.db.select().from(payments).where(eq(payments.userId, userId));

const mailsOf = (userId: number, prefix: string) =>
  ctx.app.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.userId, userId), like(mailMessages.key, `${prefix}%`)));

/**
 * A PRO trial with the insufficient-funds card whose end (the first renewal) passed a minute ago, so the real
 * clock, which the entitlements read, is past the paid time: only the grace period keeps the benefits.
 */
async function trialThatCannotPay(email: string) {
  const token = await signIn(ctx.app, email);
  const created = v.parse(
    Subscription,
    (await subscribe(ctx.app, token, { card: testCards.insufficientFunds })).json(),
  );
  expect(created.status).toBe('future');
  const due = new Date(Date.now() - 60_000);
  await ctx.app.db
    .update(userSubscriptionPlans)
    .set({ endAt: due, nextBillingAt: due })
    .where(eq(userSubscriptionPlans.id, created.id));
  return { token, userId: await userIdOf(token), id: created.id, due, failedAt: new Date() };
}

describe('failed renewals (dunning, issue 35 item 6)', () => {
  it('retries 1, 3 and 5 days after the failure with the benefits kept, then ends the plan; each step once', async () => {
    expect(RENEWAL_RETRY_DAYS).toEqual([1, 3, 5]);
    const { token, userId, id, failedAt } = await trialThatCannotPay('dora@example.com');

    // The renewal at the trial's end is refused: retry in a day, benefits kept, the user told.
    const both = await Promise.all([renew(failedAt), renew(failedAt)]);
    expect(both.map((counts) => (counts as { retrying: number }).retrying).sort()).toEqual([0, 1]);
    expect(await renew(failedAt)).toEqual({ renewed: 0, retrying: 0, failed: 0, skipped: 0 });
    expect(await rowOf(id)).toMatchObject({
      status: 'future',
      cycle: 0,
      renewalAttempts: 1,
      pastDueSince: failedAt,
      nextBillingAt: new Date(failedAt.getTime() + DAY),
    });
    expect((await saveSiteName(ctx.app, token)).statusCode).toBe(200);
    const [shown] = await listed(token);
    expect(shown?.past_due).toEqual({
      since: failedAt.toISOString(),
      attempts: 1,
      retry_at: new Date(failedAt.getTime() + DAY).toISOString(),
      ends_at: new Date(failedAt.getTime() + 5 * DAY).toISOString(),
    });
    const [retryMail] = await mailsOf(userId, 'renewal-retry:');
    expect(retryMail?.subject).toBe('Não conseguimos renovar o seu Plano Profissional — Atalho');
    expect(retryMail?.text).toContain('Até lá o seu plano continua ativo');
    expect(retryMail?.text).toContain('Visa final 9995');

    // Nothing happens before the retry is due.
    expect(await renew(new Date(failedAt.getTime() + DAY - 1000))).toMatchObject({ retrying: 0 });

    // Retries on days 1 and 3 are refused: still in grace.
    for (const [attempt, days] of [
      [2, 1],
      [3, 3],
    ] as const) {
      const at = new Date(failedAt.getTime() + days * DAY);
      expect(await renew(at)).toEqual({ renewed: 0, retrying: 1, failed: 0, skipped: 0 });
      expect(await renew(at)).toEqual({ renewed: 0, retrying: 0, failed: 0, skipped: 0 });
      const row = await rowOf(id);
      expect(row).toMatchObject({ status: 'future', renewalAttempts: attempt });
      expect(row?.nextBillingAt).toEqual(
        new Date(failedAt.getTime() + (RENEWAL_RETRY_DAYS[attempt - 1] ?? 0) * DAY),
      );
      expect((await saveSiteName(ctx.app, token)).statusCode).toBe(200);
    }
    // No monthly SMS bonus for a renewal not paid.
    await ctx.app.jobs.runNow('credits.monthly-bonus', { now: new Date(failedAt.getTime() + 3 * DAY) });
    expect(await ctx.app.db.select().from(creditEntries).where(eq(creditEntries.userId, userId))).toEqual([]);

    // The last retry (day 5) is refused: the plan fails and the benefits end.
    const last = new Date(failedAt.getTime() + 5 * DAY);
    const ends = await Promise.all([renew(last), renew(last)]);
    expect(ends.map((counts) => (counts as { failed: number }).failed).sort()).toEqual([0, 1]);
    expect(await rowOf(id)).toMatchObject({ status: 'failed', nextBillingAt: null, endAt: last, cycle: 1 });
    expect((await saveSiteName(ctx.app, token)).statusCode).toBe(403);
    const [ended] = await listed(token);
    expect(ended).toMatchObject({
      status: 'failed',
      past_due: null,
      current_cycle: { cycle: 1, status: 'failed' },
    });
    expect(await renew(new Date(last.getTime() + 30 * DAY))).toEqual({
      renewed: 0,
      retrying: 0,
      failed: 0,
      skipped: 0,
    });

    // Four attempts, four refused charges (one per attempt, whatever ran twice), three retry mails, one end mail.
    const charged = await paymentsOf(userId);
    expect(charged.map((payment) => payment.status)).toEqual(['failed', 'failed', 'failed', 'failed']);
    expect(new Set(charged.map((payment) => payment.idempotencyKey)).size).toBe(4);
    expect(await mailsOf(userId, 'renewal-retry:')).toHaveLength(3);
    const [endMail] = await mailsOf(userId, 'renewal-ended:');
    expect(endMail?.subject).toBe('O seu Plano Profissional foi encerrado — Atalho');
  });

  it('a retry that goes through renews from where the paid cycle ended and clears the notice', async () => {
    const { token, userId, id, due, failedAt } = await trialThatCannotPay('edu@example.com');
    expect(await renew(failedAt)).toMatchObject({ retrying: 1 });
    // The card has funds again (the sandbox decides by the card's id at the processor).
    const [card] = await ctx.app.db.select().from(savedCards).where(eq(savedCards.userId, userId));
    await ctx.app.db
      .update(savedCards)
      .set({ providerCardId: `sbx_card_approved_${card?.id}` })
      .where(eq(savedCards.id, card?.id ?? 0));

    expect(await renew(new Date(failedAt.getTime() + DAY))).toEqual({
      renewed: 1,
      retrying: 0,
      failed: 0,
      skipped: 0,
    });
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'active', cycle: 1, renewalAttempts: 0, pastDueSince: null });
    // The cycle starts at the trial's end: the grace days were days of the plan.
    const [cycle] = await ctx.app.db
      .select()
      .from(subscriptionCycles)
      .where(and(eq(subscriptionCycles.subscriptionId, id), eq(subscriptionCycles.cycle, 1)));
    expect(cycle).toMatchObject({ status: 'billed', startAt: due });
    expect(row?.endAt).toEqual(cycle?.endAt);
    const [shown] = await listed(token);
    expect(shown?.past_due).toBeNull();
    expect((await paymentsOf(userId)).map((payment) => payment.status).sort()).toEqual(['failed', 'paid']);
  });

  it('canceling during the grace period stops the retries and ends the benefits', async () => {
    const { token, id, failedAt } = await trialThatCannotPay('fabio@example.com');
    expect(await renew(failedAt)).toMatchObject({ retrying: 1 });
    const canceled = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/subscriptions/3',
      headers: bearer(token),
    });
    expect(canceled.statusCode).toBe(200);
    expect(await renew(new Date(failedAt.getTime() + DAY))).toMatchObject({ retrying: 0, failed: 0 });
    expect(await rowOf(id)).toMatchObject({ status: 'canceled', nextBillingAt: null });
    // The paid time was over: canceling ends the grace and the benefits.
    expect((await saveSiteName(ctx.app, token)).statusCode).toBe(403);
  });
});
