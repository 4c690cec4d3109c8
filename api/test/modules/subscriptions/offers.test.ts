import { Subscription, SubscriptionOffer } from '@atalho/sdk/schemas';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { creditEntries, payments } from '../../../src/db/schema';
import { bearer, signIn, useTestApp } from '../../helpers/test-app';
import { customer, idempotent, newCard, sandboxToken, subscribe, testCards } from '../payments/fixtures';

const ctx = useTestApp();
const otherApproved = '5555555555554444';
const otherCpf = '111.444.777-35';

/** POST /api/v1/subscriptions with a chosen card and document. */
async function subscribeAs(token: string, options: { card: string; document: string; discount?: boolean }) {
  const hash = await sandboxToken(ctx.app, token, options.card);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/subscriptions',
    headers: idempotent(token),
    payload: {
      customer: { ...customer, document: options.document },
      card: newCard(hash),
      subscriptionPlan: { id: 3 },
      discount: options.discount ?? false,
    },
  });
}

async function offer(token: string, payload: Record<string, unknown>) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/subscriptions/offer',
    headers: bearer(token),
    payload,
  });
  expect(response.statusCode).toBe(200);
  return v.parse(SubscriptionOffer, response.json());
}

describe('discounts decided by the server (issue 35 item 3)', () => {
  it('an existing subscriber asking discount: true pays the full price', async () => {
    const token = await signIn(ctx.app, 'subscriber@example.com');
    expect((await subscribe(ctx.app, token, { planId: 2 })).statusCode).toBe(201);
    const response = await subscribe(ctx.app, token, { planId: 3, discount: true });
    expect(response.statusCode).toBe(201);
    const subscription = v.parse(Subscription, response.json());
    expect(subscription).toMatchObject({ status: 'active', discount: false, next_amount: 2990 });
    expect(subscription.current_cycle.amount).toBe(2990);
    const charged = await ctx.app.db.select().from(payments);
    expect(charged.map((payment) => payment.amount)).toEqual([2990]);
  });

  it('the offer grants the discount to a new customer only, monthly only', async () => {
    const token = await signIn(ctx.app, 'new-customer@example.com');
    expect(await offer(token, { subscriptionPlan: { id: 3 }, discount: true })).toMatchObject({
      trial: true,
      discount: true,
      amountNow: 0,
      nextAmount: 2490,
    });
    expect(await offer(token, { subscriptionPlan: { id: 3 }, discount: true, early: true })).toMatchObject({
      trial: true,
      discount: false,
      nextAmount: 25200,
    });
    expect((await subscribe(ctx.app, token, { planId: 2 })).statusCode).toBe(201);
    expect(await offer(token, { subscriptionPlan: { id: 4 }, discount: true, early: true })).toMatchObject({
      trial: false,
      discount: false,
      amountNow: 67200,
    });
  });

  it('no yearly price saves more than 30 %', async () => {
    const response = await ctx.app.inject({ url: '/api/v1/subscriptions-plans?page=0&size=100' });
    const plans = (response.json() as { content: { price: number; annualPrice: number; free: boolean }[] })
      .content;
    for (const plan of plans.filter((entry) => !entry.free)) {
      expect(plan.annualPrice).toBeGreaterThanOrEqual(plan.price * 12 * 0.7);
      expect(plan.annualPrice % 100).toBe(0);
    }
  });
});

describe('one trial per person (issue 35 item 2)', () => {
  it('the same CPF on another account gets no trial: the first cycle is charged at once', async () => {
    const first = await signIn(ctx.app, 'first@example.com');
    expect(
      (await subscribeAs(first, { card: testCards.approved, document: customer.document })).json(),
    ).toMatchObject({
      status: 'future',
    });
    const second = await signIn(ctx.app, 'throwaway@example.com');
    expect(
      await offer(second, {
        subscriptionPlan: { id: 3 },
        discount: true,
        customer: { document: customer.document },
      }),
    ).toMatchObject({ trial: false, discount: false, amountNow: 2990 });
    const response = await subscribeAs(second, {
      card: otherApproved,
      document: customer.document,
      discount: true,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 'active', cycle: 1, discount: false });
  });

  it('the same card with another CPF on another account gets no trial', async () => {
    const first = await signIn(ctx.app, 'card-first@example.com');
    expect(
      (await subscribeAs(first, { card: testCards.approved, document: customer.document })).json(),
    ).toMatchObject({
      status: 'future',
    });
    const second = await signIn(ctx.app, 'card-second@example.com');
    const hash = await sandboxToken(ctx.app, second, testCards.approved);
    expect(
      await offer(second, { subscriptionPlan: { id: 3 }, customer: { document: otherCpf }, card: { hash } }),
    ).toMatchObject({ trial: false, amountNow: 2990 });
    const response = await subscribeAs(second, { card: testCards.approved, document: otherCpf });
    expect(response.json()).toMatchObject({ status: 'active', cycle: 1 });
    // A new person with a new card still gets it.
    const third = await signIn(ctx.app, 'card-third@example.com');
    expect(
      (await subscribeAs(third, { card: otherApproved, document: '11.222.333/0001-81' })).json(),
    ).toMatchObject({
      status: 'future',
    });
  });

  it('a canceled trial earns no monthly SMS bonus', async () => {
    const token = await signIn(ctx.app, 'canceled-trial@example.com');
    expect((await subscribe(ctx.app, token)).statusCode).toBe(201);
    const canceled = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/subscriptions/3',
      headers: bearer(token),
    });
    expect(canceled.statusCode).toBe(200);
    expect(await ctx.app.jobs.runNow('credits.monthly-bonus', { now: new Date() })).toMatchObject({
      granted: 0,
    });
    expect(await ctx.app.db.select().from(creditEntries)).toEqual([]);
  });
});
