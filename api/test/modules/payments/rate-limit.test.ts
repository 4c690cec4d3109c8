import { describe, expect, it } from 'vitest';
import { bearer, signIn, useTestApp } from '../../helpers/test-app';
import { testCards } from './fixtures';

const ctx = useTestApp({ config: { purchasesPerMinute: 2 } });

describe('charging writes are rate limited per user and route (PURCHASES_PER_MINUTE)', () => {
  it('answers 429 rate.limited past the limit, counting each user apart', async () => {
    const tokenRequest = (token: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/payments/sandbox/card-tokens',
        headers: bearer(token),
        payload: { number: testCards.approved, cvv: '123', expiration: '12/39', holderName: 'ANA' },
      });
    const ana = await signIn(ctx.app, 'ana@example.com');
    const bia = await signIn(ctx.app, 'bia@example.com');
    expect((await tokenRequest(ana)).statusCode).toBe(201);
    expect((await tokenRequest(ana)).statusCode).toBe(201);
    const limited = await tokenRequest(ana);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ messages: ['rate.limited'] });
    expect((await tokenRequest(bia)).statusCode).toBe(201);
    // Each charging route counts on its own: two purchases (refused: no such card) then the limit.
    const purchase = (key: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/credits',
        headers: { ...bearer(ana), 'idempotency-key': key },
        payload: { total: 2000, card: { id: 1 } },
      });
    expect((await purchase('first-purchase')).statusCode).toBe(404);
    expect((await purchase('second-purchase')).statusCode).toBe(404);
    expect((await purchase('third-purchase')).statusCode).toBe(429);
  });
});
