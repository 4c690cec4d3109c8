import { randomUUID } from 'node:crypto';
import { CreditEntry, CreditEntryPage, SavedCardList } from '@atalho/sdk/schemas';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { creditDebits, creditEntries, payments } from '../../../src/db/schema';
import { AppError } from '../../../src/errors';
import { debitCredits } from '../../../src/modules/credits';
import type { SandboxPaymentProvider } from '../../../src/providers/payments';
import { bearer, signIn, useTestApp } from '../../helpers/test-app';
import { grantPlan } from '../online-addresses/fixtures';
import { customer, idempotent, newCard, sandboxToken, testCards } from '../payments/fixtures';

const ctx = useTestApp();

async function userIdOf(token: string): Promise<number> {
  return ((await ctx.app.inject({ url: '/api/v1/auth', headers: bearer(token) })).json() as { id: number })
    .id;
}

/** PUT /api/v1/credits: buy with a new card (sandbox token of the given test card). */
async function buyWithNewCard(token: string, total: number, card: string = testCards.approved, key?: string) {
  const hash = await sandboxToken(ctx.app, token, card);
  return ctx.app.inject({
    method: 'PUT',
    url: '/api/v1/credits',
    headers: idempotent(token, key),
    payload: { total, customer, card: newCard(hash) },
  });
}

function buyWithSavedCard(token: string, total: number, cardId: number, key?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/credits',
    headers: idempotent(token, key),
    payload: { total, card: { id: cardId } },
  });
}

async function balanceOf(token: string): Promise<number> {
  const response = await ctx.app.inject({ url: '/api/v1/credits/balance', headers: bearer(token) });
  return (response.json() as { balance: number }).balance;
}

describe('buying credits (spec 002 §4 "Credit purchase wizard")', () => {
  it('a new card buys R$ 20 (PAID, counted) and is saved; the saved card buys again', async () => {
    const token = await signIn(ctx.app, 'ana@example.com');
    const first = await buyWithNewCard(token, 2000);
    expect(first.statusCode).toBe(201);
    expect(v.parse(CreditEntry, first.json())).toMatchObject({
      type: 'PURCHASE',
      status: 'PAID',
      total: 2000,
      remaining: 2000,
      card: { brand: 'visa', lastFourDigits: '1111' },
    });
    const cards = v.parse(
      SavedCardList,
      (await ctx.app.inject({ url: '/api/v1/cards', headers: bearer(token) })).json(),
    );
    expect(cards).toEqual([
      expect.objectContaining({
        lastFourDigits: '1111',
        brand: 'visa',
        status: 'active',
        holderName: 'MARIA DA SILVA',
      }),
    ]);
    const second = await buyWithSavedCard(token, 100_000, cards[0]?.id ?? 0);
    expect(second.statusCode).toBe(201);
    expect(await balanceOf(token)).toBe(102_000);
    const page = await ctx.app.inject({
      url: '/api/v1/credits?statusIn=PAID,SUCCESS&page=0&size=100&orderBy=dateCreate:DESC',
      headers: bearer(token),
    });
    const entries = v.parse(CreditEntryPage, page.json());
    expect(entries.totalElements).toBe(2);
    expect(entries.content.map((entry) => entry.total)).toEqual([100_000, 2000]);
  });

  it('refuses amounts outside 20–1000 BRL or off the R$ 10 steps, with credit.amount.invalid', async () => {
    const token = await signIn(ctx.app, 'bia@example.com');
    for (const total of [1000, 2500, 110_000, 20.5]) {
      const response = await buyWithNewCard(token, total);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ messages: ['credit.amount.invalid'] });
    }
    expect(await ctx.app.db.select().from(payments)).toEqual([]);
  });

  it('a declined or insufficient-funds card answers 402 and credits nothing', async () => {
    const token = await signIn(ctx.app, 'caio@example.com');
    const declined = await buyWithNewCard(token, 5000, testCards.declined);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ messages: ['payment.declined'] });
    const poor = await buyWithNewCard(token, 5000, testCards.insufficientFunds);
    expect(poor.statusCode).toBe(402);
    expect(poor.json()).toEqual({ messages: ['payment.insufficient.funds'] });
    expect(await ctx.app.db.select().from(creditEntries)).toEqual([]);
    expect(await balanceOf(token)).toBe(0);
  });

  it('a double click with one Idempotency-Key charges once and credits once', async () => {
    const token = await signIn(ctx.app, 'duda@example.com');
    const userId = await userIdOf(token);
    const sandbox = ctx.app.providers.payments as SandboxPaymentProvider;
    expect((await buyWithNewCard(token, 2000)).statusCode).toBe(201);
    const [card] = v.parse(
      SavedCardList,
      (await ctx.app.inject({ url: '/api/v1/cards', headers: bearer(token) })).json(),
    );
    const before = sandbox.chargeCalls.length;
    const key = randomUUID();
    const answers = await Promise.all([
      buyWithSavedCard(token, 3000, card?.id ?? 0, key),
      buyWithSavedCard(token, 3000, card?.id ?? 0, key),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toContain(201);
    const retry = await buyWithSavedCard(token, 3000, card?.id ?? 0, key);
    expect(retry.statusCode).toBe(201);
    expect(sandbox.chargeCalls.length - before).toBe(1);
    const charged = await ctx.app.db.select().from(payments).where(eq(payments.userId, userId));
    expect(charged.filter((payment) => payment.amount === 3000)).toHaveLength(1);
    expect(await balanceOf(token)).toBe(5000);
  });

  it("owner scoping: another user's card is 404, their ledger and cards are not listed", async () => {
    const owner = await signIn(ctx.app, 'eva@example.com');
    const other = await signIn(ctx.app, 'fred@example.com');
    expect((await buyWithNewCard(owner, 2000)).statusCode).toBe(201);
    const [card] = v.parse(
      SavedCardList,
      (await ctx.app.inject({ url: '/api/v1/cards', headers: bearer(owner) })).json(),
    );
    const stolen = await buyWithSavedCard(other, 2000, card?.id ?? 0);
    expect(stolen.statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/v1/cards', headers: bearer(other) })).json()).toEqual([]);
    const list = v.parse(
      CreditEntryPage,
      (await ctx.app.inject({ url: '/api/v1/credits', headers: bearer(other) })).json(),
    );
    expect(list.totalElements).toBe(0);
    expect(await balanceOf(other)).toBe(0);
    expect(await balanceOf(owner)).toBe(2000);
    expect((await ctx.app.inject({ url: '/api/v1/credits' })).statusCode).toBe(401);
  });
});

describe('the monthly PRO bonus job', () => {
  it('grants R$ 4,00 once per month to PRO or better, nothing to others', async () => {
    const pro = await signIn(ctx.app, 'gabi@example.com');
    const basic = await signIn(ctx.app, 'hugo@example.com');
    const free = await signIn(ctx.app, 'ines@example.com');
    await grantPlan(ctx.app, 'gabi@example.com', 'PRO');
    await grantPlan(ctx.app, 'hugo@example.com', 'BASIC');
    const now = new Date('2026-11-10T12:00:00Z');
    expect(await ctx.app.jobs.runNow('credits.monthly-bonus', { now })).toEqual({
      month: '2026-11',
      granted: 1,
    });
    expect(
      await ctx.app.jobs.runNow('credits.monthly-bonus', { now: new Date('2026-11-28T00:00:00Z') }),
    ).toEqual({
      month: '2026-11',
      granted: 0,
    });
    expect(await balanceOf(pro)).toBe(400);
    expect(await balanceOf(basic)).toBe(0);
    expect(await balanceOf(free)).toBe(0);
    const bonuses = await ctx.app.db.select().from(creditEntries);
    expect(bonuses).toEqual([
      expect.objectContaining({ type: 'BONUS', status: 'SUCCESS', total: 400, bonusMonth: '2026-11' }),
    ]);
    expect(
      await ctx.app.jobs.runNow('credits.monthly-bonus', { now: new Date('2026-12-01T03:00:00Z') }),
    ).toEqual({
      month: '2026-12',
      granted: 1,
    });
    expect(await balanceOf(pro)).toBe(800);
  });
});

describe('debits (what the SMS module spends)', () => {
  it('spend oldest first, refuse more than the balance with insufient.credits, never go negative', async () => {
    const token = await signIn(ctx.app, 'joao@example.com');
    const userId = await userIdOf(token);
    expect((await buyWithNewCard(token, 2000)).statusCode).toBe(201);
    expect(await debitCredits(ctx.app.db, userId, 30, 'sms:1')).toEqual({ debited: true, balance: 1970 });
    // The same reference is spent once.
    expect(await debitCredits(ctx.app.db, userId, 30, 'sms:1')).toEqual({ debited: false, balance: 1970 });
    await expect(debitCredits(ctx.app.db, userId, 5000)).rejects.toEqual(
      new AppError(402, ['insufient.credits']),
    );
    expect(await balanceOf(token)).toBe(1970);
    // Many at once: exactly as many as the balance pays for succeed.
    const attempts = await Promise.allSettled(
      Array.from({ length: 8 }, (_, index) => debitCredits(ctx.app.db, userId, 300, `burst:${index}`)),
    );
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(6);
    expect(await balanceOf(token)).toBe(170);
    const [entry] = await ctx.app.db.select().from(creditEntries).where(eq(creditEntries.userId, userId));
    expect(entry?.remaining).toBe(170);
    expect(await ctx.app.db.select().from(creditDebits).where(eq(creditDebits.userId, userId))).toHaveLength(
      7,
    );
    // The database refuses a negative remainder whatever the code does.
    await expect(
      ctx.app.db.update(creditEntries).set({ remaining: -1 }).where(eq(creditEntries.userId, userId)),
    ).rejects.toThrow();
  });
});
