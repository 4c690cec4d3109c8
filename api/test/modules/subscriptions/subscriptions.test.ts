import { randomUUID } from 'node:crypto';
import { Subscription, SubscriptionList } from '@atalho/sdk/schemas';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { payments, savedCards, subscriptionCycles, userSubscriptionPlans } from '../../../src/db/schema';
import { SANDBOX_SIGNATURE_HEADER, type SandboxPaymentProvider } from '../../../src/providers/payments';
import { bearer, signIn, useTestApp } from '../../helpers/test-app';
import { createLink } from '../online-addresses/fixtures';
import { saveSiteName, subscribe, testCards } from '../payments/fixtures';

const ctx = useTestApp();
const DAY = 86_400_000;

const subscriptionsOf = (userId: number) =>
  ctx.app.db.select().from(userSubscriptionPlans).where(eq(userSubscriptionPlans.userId, userId));

async function userIdOf(token: string): Promise<number> {
  const me = await ctx.app.inject({ url: '/api/v1/auth', headers: bearer(token) });
  return (me.json() as { id: number }).id;
}

async function paidSubscriptionsOf(userId: number) {
  return (await subscriptionsOf(userId)).filter((row) => row.interval !== null);
}

/** Moves a subscription's clock: its cycle and renewal are now `ms` in the past. */
async function endCycleAgo(subscriptionId: number, ms = 1_000) {
  const past = new Date(Date.now() - ms);
  await ctx.app.db
    .update(userSubscriptionPlans)
    .set({ endAt: past, nextBillingAt: past })
    .where(eq(userSubscriptionPlans.id, subscriptionId));
}

/** A user who had a subscription before (no trial any more): subscribe, cancel, let it expire. */
async function returningUser(email: string): Promise<{ token: string; userId: number }> {
  const token = await signIn(ctx.app, email);
  const userId = await userIdOf(token);
  expect((await subscribe(ctx.app, token, { planId: 2 })).statusCode).toBe(201);
  expect(
    (await ctx.app.inject({ method: 'DELETE', url: '/api/v1/subscriptions/2', headers: bearer(token) }))
      .statusCode,
  ).toBe(200);
  const [row] = await paidSubscriptionsOf(userId);
  if (!row) throw new Error('no subscription');
  await ctx.app.db
    .update(userSubscriptionPlans)
    .set({ endAt: new Date(Date.now() - 1000) })
    .where(eq(userSubscriptionPlans.id, row.id));
  await ctx.app.jobs.runNow('subscriptions.expire');
  return { token, userId };
}

describe('subscribing (spec 002 §4 "Subscribe flow")', () => {
  it('a first activation with the approving card starts the 7-day trial and unlocks PRO at once', async () => {
    const token = await signIn(ctx.app, 'ana@example.com');
    const userId = await userIdOf(token);
    expect((await saveSiteName(ctx.app, token)).statusCode).toBe(403);

    const response = await subscribe(ctx.app, token, { discount: true });
    expect(response.statusCode).toBe(201);
    const subscription = v.parse(Subscription, response.json());
    expect(subscription).toMatchObject({
      status: 'future',
      subscriptionPlan: { id: 3, name: 'URL_SHORTNER_PRO' },
      interval: 'monthly',
      cycle: 0,
      current_cycle: { cycle: 0, status: 'trial', amount: 0 },
      discount: true,
      next_amount: 2490,
      card: { brand: 'visa', lastFourDigits: '1111' },
    });
    const trialDays =
      (Date.parse(subscription.current_cycle.end_at) - Date.parse(subscription.start_at)) / DAY;
    expect(trialDays).toBe(7);

    // The PRO-gated write answers 200 right after, and the user's features say so.
    expect((await saveSiteName(ctx.app, token)).statusCode).toBe(200);
    const me = await ctx.app.inject({ url: '/api/v1/auth', headers: bearer(token) });
    expect(me.json()).toMatchObject({ shorterProUserOrBetter: true });

    // Nothing charged in the trial; the card is kept as token, brand and last four digits only.
    expect(await ctx.app.db.select().from(payments)).toEqual([]);
    const cards = await ctx.app.db.select().from(savedCards).where(eq(savedCards.userId, userId));
    expect(cards).toHaveLength(1);
    expect(JSON.stringify(cards)).not.toContain(testCards.approved);
    expect(cards[0]).toMatchObject({ lastFourDigits: '1111', brand: 'visa', status: 'active' });

    const list = await ctx.app.inject({ url: '/api/v1/subscriptions', headers: bearer(token) });
    expect(v.parse(SubscriptionList, list.json()).map((item) => item.id)).toEqual([subscription.id]);
  });

  it('a declining card answers 402 subscription.failed: nothing charged, no subscription, no PRO', async () => {
    const token = await signIn(ctx.app, 'bia@example.com');
    const userId = await userIdOf(token);
    const response = await subscribe(ctx.app, token, { card: testCards.declined });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ messages: ['subscription.failed', 'payment.declined'] });
    expect(await paidSubscriptionsOf(userId)).toEqual([]);
    expect(await ctx.app.db.select().from(payments)).toEqual([]);
    expect((await saveSiteName(ctx.app, token)).statusCode).toBe(403);
  });

  it('a returning user is charged at once; a double submit with the same key charges once', async () => {
    const { token, userId } = await returningUser('caio@example.com');
    const sandbox = ctx.app.providers.payments as SandboxPaymentProvider;
    const callsBefore = sandbox.chargeCalls.length;
    const key = randomUUID();
    const [first, second] = await Promise.all([
      subscribe(ctx.app, token, { key }),
      subscribe(ctx.app, token, { key }),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    // The second is either the first's answer replayed or "still processing"; never a second charge.
    expect([
      [201, 201],
      [201, 409],
    ]).toContainEqual(statuses);
    const retry = await subscribe(ctx.app, token, { key });
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual((first.statusCode === 201 ? first : second).json());

    const charged = await ctx.app.db.select().from(payments).where(eq(payments.userId, userId));
    expect(
      charged.filter((payment) => payment.purpose === 'subscription' && payment.amount === 2990),
    ).toHaveLength(1);
    expect(sandbox.chargeCalls.length - callsBefore).toBe(1);
    const live = (await paidSubscriptionsOf(userId)).filter((row) => row.status === 'active');
    expect(live).toHaveLength(1);
    expect(live[0]).toMatchObject({ subscriptionPlanId: 3, cycle: 1 });
    const [cycle] = await ctx.app.db
      .select()
      .from(subscriptionCycles)
      .where(eq(subscriptionCycles.subscriptionId, live[0]?.id ?? 0));
    expect(cycle).toMatchObject({ cycle: 1, status: 'billed', amount: 2990 });
  });

  it('a returning user with an insufficient-funds card gets 402 and no subscription', async () => {
    const { token, userId } = await returningUser('duda@example.com');
    const response = await subscribe(ctx.app, token, { card: testCards.insufficientFunds });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ messages: ['subscription.failed', 'payment.insufficient.funds'] });
    expect((await paidSubscriptionsOf(userId)).filter((row) => row.status !== 'canceled')).toEqual([]);
    const [failed] = await ctx.app.db.select().from(payments).where(eq(payments.userId, userId));
    expect(failed).toMatchObject({ status: 'failed', failureReason: 'insufficient_funds' });
  });

  it('a plan already held answers 409 subscription.failed; a request without Idempotency-Key 400', async () => {
    const token = await signIn(ctx.app, 'edu@example.com');
    expect((await subscribe(ctx.app, token)).statusCode).toBe(201);
    const again = await subscribe(ctx.app, token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ messages: ['subscription.failed'] });
    const badDocument = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions',
      headers: { ...bearer(token), 'idempotency-key': randomUUID() },
      payload: {
        customer: {
          document: '111.111.111-11',
          name: 'X',
          phone: { countryCode: '55', areaCode: '11', number: '987654321' },
        },
        card: {
          hash: 'x',
          holderName: 'X',
          billingAddress: { line1: 'Rua', zipCode: '01310100', city: 'SP', state: 'XX' },
        },
        subscriptionPlan: { id: 3 },
      },
    });
    expect(badDocument.statusCode).toBe(400);
    expect(badDocument.json().messages).toEqual(
      expect.arrayContaining(['document.invalid', 'address.zipCode.invalid', 'address.state.required']),
    );
    const noKey = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions',
      headers: bearer(token),
      payload: {},
    });
    expect(noKey.statusCode).toBe(400);
  });
});

describe('canceling, renewing and expiring (jobs)', () => {
  it('cancel keeps the benefits until the cycle ends; then the expiry job removes them', async () => {
    const token = await signIn(ctx.app, 'fabi@example.com');
    const userId = await userIdOf(token);
    expect((await subscribe(ctx.app, token)).statusCode).toBe(201);
    const canceled = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/subscriptions/3',
      headers: bearer(token),
    });
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json()).toMatchObject({ status: 'canceled', next_billing_at: null });
    expect((await saveSiteName(ctx.app, token)).statusCode).toBe(200);

    // Nothing to do before the cycle ends.
    expect(await ctx.app.jobs.runNow('subscriptions.expire')).toEqual({ expired: 0 });
    const [row] = await paidSubscriptionsOf(userId);
    await endCycleAgo(row?.id ?? 0);
    await ctx.app.db
      .update(userSubscriptionPlans)
      .set({ nextBillingAt: null })
      .where(eq(userSubscriptionPlans.userId, userId));
    expect(await ctx.app.jobs.runNow('subscriptions.expire')).toEqual({ expired: 1 });
    expect(await ctx.app.jobs.runNow('subscriptions.expire')).toEqual({ expired: 0 });
    const [expired] = await paidSubscriptionsOf(userId);
    expect(expired?.expiredAt).not.toBeNull();
    expect((await saveSiteName(ctx.app, token)).statusCode).toBe(403);
    // The renewal job never charges a canceled subscription.
    expect(await ctx.app.jobs.runNow('subscriptions.renew')).toEqual({
      renewed: 0,
      retrying: 0,
      failed: 0,
      skipped: 0,
    });
    expect(await ctx.app.db.select().from(payments)).toEqual([]);
  });

  it('the renewal job charges the trial end once (discounted price), then the next cycle is a month on', async () => {
    const token = await signIn(ctx.app, 'gabi@example.com');
    const userId = await userIdOf(token);
    const created = v.parse(Subscription, (await subscribe(ctx.app, token, { discount: true })).json());
    await endCycleAgo(created.id);
    expect(await ctx.app.jobs.runNow('subscriptions.renew')).toEqual({
      renewed: 1,
      retrying: 0,
      failed: 0,
      skipped: 0,
    });
    expect(await ctx.app.jobs.runNow('subscriptions.renew')).toEqual({
      renewed: 0,
      retrying: 0,
      failed: 0,
      skipped: 0,
    });
    const charged = await ctx.app.db.select().from(payments).where(eq(payments.userId, userId));
    expect(charged).toHaveLength(1);
    expect(charged[0]).toMatchObject({ amount: 2490, status: 'paid', cycle: 1, subscriptionId: created.id });
    const [renewed] = await paidSubscriptionsOf(userId);
    expect(renewed).toMatchObject({ status: 'active', cycle: 1 });
    const cycleDays = ((renewed?.endAt?.getTime() ?? 0) - Date.now()) / DAY;
    expect(cycleDays).toBeGreaterThan(26);
    expect(cycleDays).toBeLessThan(32);
    expect(renewed?.nextBillingAt).toEqual(renewed?.endAt);
    expect((await saveSiteName(ctx.app, token)).statusCode).toBe(200);
  });

  it('a renewal the card cannot pay keeps the benefits while it is retried (dunning.test.ts has the schedule)', async () => {
    const token = await signIn(ctx.app, 'hugo@example.com');
    const userId = await userIdOf(token);
    const created = v.parse(
      Subscription,
      (await subscribe(ctx.app, token, { card: testCards.insufficientFunds })).json(),
    );
    expect(created.status).toBe('future');
    await endCycleAgo(created.id);
    expect(await ctx.app.jobs.runNow('subscriptions.renew')).toEqual({
      renewed: 0,
      retrying: 1,
      failed: 0,
      skipped: 0,
    });
    const [retrying] = await paidSubscriptionsOf(userId);
    expect(retrying).toMatchObject({ status: 'future', renewalAttempts: 1 });
    expect((await saveSiteName(ctx.app, token)).statusCode).toBe(200);
    const list = v.parse(
      SubscriptionList,
      (await ctx.app.inject({ url: '/api/v1/subscriptions', headers: bearer(token) })).json(),
    );
    expect(list[0]).toMatchObject({ status: 'future', current_cycle: { cycle: 0, status: 'trial' } });
    expect(list[0]?.past_due).toMatchObject({ attempts: 1 });
  });
});

describe('owner scoping', () => {
  it("another user neither lists nor cancels someone's subscription", async () => {
    const owner = await signIn(ctx.app, 'ines@example.com');
    const other = await signIn(ctx.app, 'joao@example.com');
    const ownerId = await userIdOf(owner);
    expect((await subscribe(ctx.app, owner)).statusCode).toBe(201);
    const list = await ctx.app.inject({ url: '/api/v1/subscriptions', headers: bearer(other) });
    expect(list.json()).toEqual([]);
    const cancel = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/subscriptions/3',
      headers: bearer(other),
    });
    expect(cancel.statusCode).toBe(404);
    const [row] = await paidSubscriptionsOf(ownerId);
    expect(row?.status).toBe('future');
    expect((await ctx.app.inject({ url: '/api/v1/subscriptions' })).statusCode).toBe(401);
  });
});

describe('what else follows a subscription', () => {
  it("the owner's links show the new plan to visitors at once (the visitor cache is invalidated)", async () => {
    const token = await signIn(ctx.app, 'karla@example.com');
    const link = await createLink(ctx.app, 'exemplo.com', token);
    const features = async (): Promise<string[]> =>
      (await ctx.app.inject({ url: `/api/v1/online-addresses/code/${link.code}?view=true` })).json().user
        .features;
    expect(await features()).toEqual([]);
    expect(await features()).toEqual([]); // now cached
    expect((await subscribe(ctx.app, token)).statusCode).toBe(201);
    expect(await features()).toContain('loadingScreen');
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: '/api/v1/subscriptions/3', headers: bearer(token) }))
        .statusCode,
    ).toBe(200);
    expect(await features()).toContain('loadingScreen');
  });

  it('a signed webhook saying the charge was refunded fails the subscription; a forged one changes nothing', async () => {
    const { token, userId } = await returningUser('lara@example.com');
    expect((await subscribe(ctx.app, token)).statusCode).toBe(201);
    const [charge] = (await ctx.app.db.select().from(payments).where(eq(payments.userId, userId))).filter(
      (payment) => payment.amount === 2990,
    );
    const paymentId = charge?.providerPaymentId ?? '';
    const sandbox = ctx.app.providers.payments as SandboxPaymentProvider;
    sandbox.settle(paymentId, 'refunded');
    const payload = JSON.stringify({ paymentId });
    const webhook = (signature: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/payments/webhook',
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
        payload,
      });
    expect((await webhook('0'.repeat(64))).statusCode).toBe(401);
    expect((await saveSiteName(ctx.app, token)).statusCode).toBe(200);
    const accepted = await webhook(sandbox.signWebhook(payload));
    expect(accepted.json()).toEqual({ updated: true });
    const live = (await paidSubscriptionsOf(userId)).find((row) => row.subscriptionPlanId === 3);
    expect(live).toMatchObject({ status: 'failed', nextBillingAt: null });
    const [cycle] = await ctx.app.db
      .select()
      .from(subscriptionCycles)
      .where(eq(subscriptionCycles.subscriptionId, live?.id ?? 0));
    expect(cycle?.status).toBe('failed');
    expect((await saveSiteName(ctx.app, token)).statusCode).toBe(403);
  });
});
