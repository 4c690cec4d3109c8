import { expect, it } from 'vitest';
import { bearer, signIn, useTestApp } from '../../helpers/test-app';
import { grantPlan } from '../online-addresses/fixtures';

const ctx = useTestApp({ config: { apiCredentialsPerHour: 3 } });

it('rate-limits credential creation per user (429 rate.limited), not across users', async () => {
  const create = async (email: string) => {
    const token = await signIn(ctx.app, email);
    await grantPlan(ctx.app, email, 'PRO');
    return () =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/auth/api-credentials', headers: bearer(token) });
  };
  const first = await create('muitas.api@example.com');
  const statuses: number[] = [];
  for (let i = 0; i < 4; i += 1) statuses.push((await first()).statusCode);
  expect(statuses).toEqual([201, 201, 201, 429]);
  const second = await create('outra.api@example.com');
  expect((await second()).statusCode).toBe(201);
});
