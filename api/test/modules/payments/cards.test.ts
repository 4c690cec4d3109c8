import { SavedCard, SavedCardList } from '@atalho/sdk/schemas';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { savedCards, userSubscriptionPlans } from '../../../src/db/schema';
import { bearer, signIn, useTestApp } from '../../helpers/test-app';
import { customer, idempotent, newCard, sandboxToken, subscribe, testCards } from './fixtures';

const ctx = useTestApp();
const otherApproved = '5555555555554444';

async function buyWithNewCard(token: string, number: string) {
  const hash = await sandboxToken(ctx.app, token, number);
  return ctx.app.inject({
    method: 'PUT',
    url: '/api/v1/credits',
    headers: idempotent(token),
    payload: { total: 2000, customer, card: newCard(hash) },
  });
}

async function cardsOf(token: string) {
  const response = await ctx.app.inject({ url: '/api/v1/cards', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return v.parse(SavedCardList, response.json());
}

const cardRowsOf = (userId: number) =>
  ctx.app.db.select().from(savedCards).where(eq(savedCards.userId, userId));

describe('saved cards (issue 35 item 5)', () => {
  it('the same card saved twice is one row, listed with brand, last digits, expiry and default', async () => {
    const token = await signIn(ctx.app, 'card-dedupe@example.com');
    expect((await buyWithNewCard(token, testCards.approved)).statusCode).toBe(201);
    expect((await buyWithNewCard(token, testCards.approved)).statusCode).toBe(201);
    expect((await subscribe(ctx.app, token, { card: testCards.approved })).statusCode).toBe(201);

    const cards = await cardsOf(token);
    expect(cards).toEqual([
      {
        id: expect.any(Number),
        brand: 'visa',
        lastFourDigits: '1111',
        status: 'active',
        holderName: 'MARIA DA SILVA',
        expiration: '12/39',
        isDefault: true,
        lastChargeFailure: null,
      },
    ]);
    const [row] = await ctx.app.db.select().from(savedCards);
    if (!row) throw new Error('no card');
    expect(await cardRowsOf(row.userId)).toHaveLength(1);
    // The database refuses a second row of the same card for the same user.
    await expect(
      ctx.app.db.insert(savedCards).values({ ...row, id: undefined, providerCardId: 'another' }),
    ).rejects.toThrow();
  });

  it('a card a live subscription charges is refused with 409 card.in.use unless another card replaces it', async () => {
    const token = await signIn(ctx.app, 'card-remove@example.com');
    expect((await subscribe(ctx.app, token, { card: testCards.approved })).statusCode).toBe(201);
    expect((await buyWithNewCard(token, otherApproved)).statusCode).toBe(201);
    const cards = await cardsOf(token);
    const visa = cards.find((card) => card.lastFourDigits === '1111');
    const master = cards.find((card) => card.lastFourDigits === '4444');
    if (!visa || !master) throw new Error('cards missing');
    expect(visa.isDefault).toBe(true);

    const refused = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/cards/${visa.id}`,
      headers: bearer(token),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ messages: ['card.in.use'] });

    const badReplacement = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/cards/${visa.id}?replacementCardId=${visa.id}`,
      headers: bearer(token),
    });
    expect(badReplacement.statusCode).toBe(422);
    expect(badReplacement.json()).toEqual({ messages: ['card.replacement.invalid'] });

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/cards/${visa.id}?replacementCardId=${master.id}`,
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(204);
    expect(await cardsOf(token)).toEqual([expect.objectContaining({ id: master.id, isDefault: true })]);
    const subscriptions = await ctx.app.db.select().from(userSubscriptionPlans);
    expect(subscriptions.filter((row) => row.interval !== null).map((row) => row.cardId)).toEqual([
      master.id,
    ]);

    // Removed: a purchase with it is 404, as is removing it again.
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/cards/${visa.id}`,
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(404);
  });

  it('a card no live subscription charges is removed; another user gets 404 and changes nothing', async () => {
    const token = await signIn(ctx.app, 'card-owner@example.com');
    const stranger = await signIn(ctx.app, 'card-stranger@example.com');
    expect((await buyWithNewCard(token, testCards.approved)).statusCode).toBe(201);
    const [card] = await cardsOf(token);
    if (!card) throw new Error('no card');
    for (const request of [
      { method: 'DELETE' as const, url: `/api/v1/cards/${card.id}` },
      { method: 'PUT' as const, url: `/api/v1/cards/${card.id}/default` },
    ]) {
      const response = await ctx.app.inject({ ...request, headers: bearer(stranger) });
      expect(response.statusCode).toBe(404);
    }
    expect(await cardsOf(token)).toHaveLength(1);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/cards/${card.id}`,
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(204);
    expect(await cardsOf(token)).toEqual([]);
    // Saving the same card again brings it back (the same row), as the default.
    expect((await buyWithNewCard(token, testCards.approved)).statusCode).toBe(201);
    expect(await cardsOf(token)).toEqual([expect.objectContaining({ id: card.id, isDefault: true })]);
  });

  it('chooses the default card', async () => {
    const token = await signIn(ctx.app, 'card-default@example.com');
    expect((await buyWithNewCard(token, testCards.approved)).statusCode).toBe(201);
    expect((await buyWithNewCard(token, otherApproved)).statusCode).toBe(201);
    const master = (await cardsOf(token)).find((card) => card.lastFourDigits === '4444');
    if (!master) throw new Error('no card');
    expect(master.isDefault).toBe(false);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/cards/${master.id}/default`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(v.parse(SavedCard, response.json())).toMatchObject({ id: master.id, isDefault: true });
    const cards = await cardsOf(token);
    expect(cards.map((card) => [card.lastFourDigits, card.isDefault])).toEqual([
      ['4444', true],
      ['1111', false],
    ]);
  });

  it('a card whose charge failed for insufficient funds carries the reason until a charge succeeds', async () => {
    const token = await signIn(ctx.app, 'card-funds@example.com');
    expect((await buyWithNewCard(token, testCards.insufficientFunds)).statusCode).toBe(402);
    expect(await cardsOf(token)).toEqual([
      expect.objectContaining({
        lastFourDigits: '9995',
        status: 'active',
        lastChargeFailure: 'insufficient_funds',
      }),
    ]);
  });
});

describe('card fields (issue 35 item 7)', () => {
  const tokenFor = (token: string, number: string, cvv: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/payments/sandbox/card-tokens',
      headers: bearer(token),
      payload: { number, cvv, expiration: '12/39', holderName: 'maria da silva' },
    });

  it('a 4-digit CVV is refused for Visa with card.cvv.invalid and accepted for American Express', async () => {
    const token = await signIn(ctx.app, 'cvv@example.com');
    const visa = await tokenFor(token, testCards.approved, '1234');
    expect(visa.statusCode).toBe(400);
    expect(visa.json()).toEqual({ messages: ['card.cvv.invalid'] });
    expect((await tokenFor(token, '378282246310005', '1234')).statusCode).toBe(201);
    expect((await tokenFor(token, '378282246310005', '123')).statusCode).toBe(400);
  });
});
