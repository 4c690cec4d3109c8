import { randomUUID } from 'node:crypto';
import { Subscription, SubscriptionList, SubscriptionOffer } from '@atalho/sdk/schemas';
import { ReceiptPage } from '@atalho/sdk/schemas/receipts';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { payments, subscriptionCycles, userSubscriptionPlans } from '../../../src/db/schema';
import { cycleEnd } from '../../../src/modules/subscriptions/cycles';
import { unusedValue } from '../../../src/modules/subscriptions/proration';
import { bearer, signIn, useTestApp } from '../../helpers/test-app';
import { saveSiteName, subscribe } from '../payments/fixtures';

const ctx = useTestApp();
const DAY = 86_400_000;
const [BASIC, PRO, BUSINESS] = [2, 3, 4];

async function userIdOf(token: string): Promise<number> {
  return ((await ctx.app.inject({ url: '/api/v1/auth', headers: bearer(token) })).json() as { id: number })
    .id;
}

const liveRowsOf = (userId: number) =>
  ctx.app.db
    .select()
    .from(userSubscriptionPlans)
    .where(
      and(
        eq(userSubscriptionPlans.userId, userId),
        inArray(userSubscriptionPlans.status, ['active', 'future']),
        isNotNull(userSubscriptionPlans.interval),
      ),
    );

const paymentsOf = (userId: number) => ctx.app.db.select().from(payments).where(eq(payments.userId, userId));

async function quote(token: string, planId: number, early = false) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/subscriptions/offer',
    headers: bearer(token),
    payload: { subscriptionPlan: { id: planId }, early },
  });
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(SubscriptionOffer, response.json());
}

/** Puts the subscription's paid cycle `daysIn` days in (its start moved back), as time would. */
async function moveCycle(id: number, daysIn: number, interval: 'monthly' | 'yearly' = 'monthly') {
  const [row] = await ctx.app.db.select().from(userSubscriptionPlans).where(eq(userSubscriptionPlans.id, id));
  const start = new Date(Date.now() - daysIn * DAY);
  const end = cycleEnd(start, interval);
  await ctx.app.db
    .update(subscriptionCycles)
    .set({ startAt: start, endAt: end })
    .where(and(eq(subscriptionCycles.subscriptionId, id), eq(subscriptionCycles.cycle, row?.cycle ?? 0)));
  await ctx.app.db
    .update(userSubscriptionPlans)
    .set({ endAt: end, nextBillingAt: end })
    .where(eq(userSubscriptionPlans.id, id));
  return { start, end };
}

/** A user on a paid plan: the trial, then its end charged by the renewal job (cycle 1, full price). */
async function paidSubscriber(email: string, planId = BASIC, early = false) {
  const token = await signIn(ctx.app, email);
  const created = v.parse(Subscription, (await subscribe(ctx.app, token, { planId, early })).json());
  const past = new Date(Date.now() - 1000);
  await ctx.app.db
    .update(userSubscriptionPlans)
    .set({ endAt: past, nextBillingAt: past })
    .where(eq(userSubscriptionPlans.id, created.id));
  expect(await ctx.app.jobs.runNow('subscriptions.renew')).toMatchObject({ renewed: 1 });
  return { token, userId: await userIdOf(token), id: created.id };
}

describe('changing plan (issue 35 item 1)', () => {
  it('BASIC → PRO: the quote and the charge agree, BASIC is replaced at once, one plan, one receipt', async () => {
    const { token, userId, id } = await paidSubscriber('gil@example.com');
    const cycle = await moveCycle(id, 10.5);
    const expectedCredit = unusedValue({ value: 1490, ...cycle }, new Date());
    // 10.5 days in: day 11 has begun, so the days left are the cycle's days less 11.
    const days = Math.round((cycle.end.getTime() - cycle.start.getTime()) / DAY);
    expect(expectedCredit).toBe(Math.floor((1490 * (days - 11)) / days));

    const offer = await quote(token, PRO);
    expect(offer).toMatchObject({
      trial: false,
      discount: false,
      amountNow: 2990 - expectedCredit,
      nextAmount: 2990,
      change: {
        kind: 'upgrade',
        credit: expectedCredit,
        price: 2990,
        from: { subscriptionPlan: { id: BASIC } },
      },
    });

    const response = await subscribe(ctx.app, token, { planId: PRO });
    expect(response.statusCode, response.body).toBe(201);
    const changed = v.parse(Subscription, response.json());
    expect(changed).toMatchObject({
      id,
      status: 'active',
      subscriptionPlan: { id: PRO },
      cycle: 2,
      current_cycle: { cycle: 2, status: 'billed', amount: offer.amountNow },
      next_amount: 2990,
      scheduled_change: null,
    });
    // The same day a moment later (the screen shows the day).
    expect(
      Math.abs(new Date(changed.next_billing_at ?? 0).getTime() - new Date(offer.nextBillingAt).getTime()),
    ).toBeLessThan(60_000);
    expect((await saveSiteName(ctx.app, token)).statusCode).toBe(200);

    const live = await liveRowsOf(userId);
    expect(live.map((row) => row.subscriptionPlanId)).toEqual([PRO]);
    const listed = v.parse(
      SubscriptionList,
      (await ctx.app.inject({ url: '/api/v1/subscriptions', headers: bearer(token) })).json(),
    );
    expect(listed.map((row) => [row.subscriptionPlan.id, row.status])).toEqual([[PRO, 'active']]);
    expect((await paymentsOf(userId)).map((payment) => [payment.amount, payment.status])).toEqual([
      [1490, 'paid'],
      [offer.amountNow, 'paid'],
    ]);
    const receipts = v.parse(
      ReceiptPage,
      (await ctx.app.inject({ url: '/api/v1/receipts', headers: bearer(token) })).json(),
    );
    expect(receipts.content[0]).toMatchObject({
      amount: offer.amountNow,
      subscriptionPlan: { id: PRO },
      cycle: 2,
    });
    // The plan now held cannot be subscribed again.
    expect((await subscribe(ctx.app, token, { planId: PRO })).statusCode).toBe(409);
  });

  it('PRO → BASIC waits for the cycle end: nothing now, shown as scheduled, the renewal job applies it', async () => {
    const { token, userId, id } = await paidSubscriber('hana@example.com', PRO);
    const { end } = await moveCycle(id, 3);
    const offer = await quote(token, BASIC);
    expect(offer).toMatchObject({
      amountNow: 0,
      nextAmount: 1490,
      nextBillingAt: end.toISOString(),
      change: { kind: 'scheduled', credit: 0, effectiveAt: end.toISOString() },
    });
    const response = await subscribe(ctx.app, token, { planId: BASIC });
    expect(response.statusCode, response.body).toBe(201);
    expect(v.parse(Subscription, response.json())).toMatchObject({
      subscriptionPlan: { id: PRO },
      next_amount: 1490,
      scheduled_change: { subscriptionPlan: { id: BASIC }, interval: 'monthly', at: end.toISOString() },
    });
    expect(await paymentsOf(userId)).toHaveLength(1);
    expect((await saveSiteName(ctx.app, token)).statusCode).toBe(200);

    // At the cycle's end the renewal charges BASIC and the plan becomes BASIC.
    const renewal = await ctx.app.jobs.runNow('subscriptions.renew', {
      now: new Date(end.getTime() + 60_000),
    });
    expect(renewal).toMatchObject({ renewed: 1 });
    const [row] = await liveRowsOf(userId);
    expect(row).toMatchObject({
      subscriptionPlanId: BASIC,
      cycle: 2,
      scheduledPlanId: null,
      scheduledInterval: null,
    });
    expect((await paymentsOf(userId)).map((payment) => payment.amount)).toEqual([2990, 1490]);
  });

  it('monthly → yearly of the same plan is now, prorated; yearly → monthly waits; asking the held plan again undoes it', async () => {
    const monthly = await paidSubscriber('ivo@example.com', PRO);
    await moveCycle(monthly.id, 0.5);
    const toYearly = await quote(monthly.token, PRO, true);
    expect(toYearly.change).toMatchObject({ kind: 'upgrade', price: 25200 });
    expect(toYearly.amountNow).toBe(25200 - (toYearly.change?.credit ?? 0));

    const yearly = await paidSubscriber('jade@example.com', PRO, true);
    await moveCycle(yearly.id, 20, 'yearly');
    const toMonthly = await quote(yearly.token, PRO);
    expect(toMonthly).toMatchObject({ amountNow: 0, change: { kind: 'scheduled', price: 2990 } });
    expect((await subscribe(ctx.app, yearly.token, { planId: PRO })).statusCode).toBe(201);
    const undo = await subscribe(ctx.app, yearly.token, { planId: PRO, early: true });
    expect(undo.statusCode, undo.body).toBe(201);
    expect(v.parse(Subscription, undo.json()).scheduled_change).toBeNull();
  });

  it('10 concurrent BASIC → PRO double-submits, with and without the same key: one plan, one charge', async () => {
    const { token, userId, id } = await paidSubscriber('kai@example.com');
    await moveCycle(id, 5);
    const sharedKey = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        subscribe(ctx.app, token, { planId: PRO, key: index % 2 === 0 ? sharedKey : undefined }),
      ),
    );
    const statuses = answers.map((response) => response.statusCode);
    const upgrades = (await paymentsOf(userId)).filter((payment) => payment.status === 'paid').length - 1;
    console.log(
      `concurrent upgrades: answers ${statuses.join(',')}; charges counted ${upgrades} vs expected 1`,
    );
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    expect(statuses).toContain(201);
    expect(upgrades).toBe(1);
    expect((await liveRowsOf(userId)).map((row) => row.subscriptionPlanId)).toEqual([PRO]);
  });

  it('concurrent upgrades to PRO and BUSINESS end with one plan; each change that answered 201 was charged once', async () => {
    const { token, userId, id } = await paidSubscriber('lara@example.com');
    await moveCycle(id, 5);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        subscribe(ctx.app, token, { planId: index % 2 ? PRO : BUSINESS }),
      ),
    );
    const statuses = answers.map((response) => response.statusCode);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    const live = await liveRowsOf(userId);
    expect(live).toHaveLength(1);
    const upgrades = (await paymentsOf(userId)).filter((payment) => payment.status === 'paid').length - 1;
    // A later request may upgrade PRO on to BUSINESS (one after the other), never two plans at once.
    expect(upgrades).toBe(statuses.filter((status) => status === 201).length);
    expect(live[0]?.cycle).toBe(1 + upgrades);
  });

  it('the database refuses a second live paid plan for the same user', async () => {
    const { userId } = await paidSubscriber('lia@example.com');
    await expect(
      ctx.app.db.insert(userSubscriptionPlans).values({
        userId,
        subscriptionPlanId: PRO,
        status: 'active',
        interval: 'monthly',
        cycle: 1,
        endAt: new Date(Date.now() + 30 * DAY),
        nextBillingAt: new Date(Date.now() + 30 * DAY),
      }),
    ).rejects.toThrow();
  });
});
