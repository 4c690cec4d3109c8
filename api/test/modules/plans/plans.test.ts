import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptionPlanIncludes, subscriptionPlans } from '../../../src/db/schema';
import { hasFeature, tierOf } from '../../../src/entitlements';
import type { AppPlugin } from '../../../src/http/validate';
import { grantPlanByEmail, revokePlanByEmail } from '../../../src/modules/admin';
import { findActivePlans, planCatalogue } from '../../../src/modules/plans';
import { bearer, signIn, useTestApp } from '../../helpers/test-app';

const gated: AppPlugin = async (app) => {
  app.get('/api/v1/test-pro', { config: { feature: 'customPreview' } }, async () => ({ ok: true }));
  app.get('/api/v1/test-signed-in', { config: { auth: true } }, async (request) => ({
    id: request.user?.id,
  }));
};

const ctx = useTestApp({ plugins: [gated] });

describe('plans and entitlements', () => {
  it('seeds exactly the catalogue', async () => {
    const rows = await ctx.app.db.select().from(subscriptionPlans).orderBy(asc(subscriptionPlans.id));
    expect(rows).toEqual(
      planCatalogue.map(({ id, name, free, price, annualPrice, order }) => ({
        id,
        name,
        free,
        price,
        annualPrice,
        order,
        active: true,
      })),
    );
    const includes = await ctx.app.db
      .select()
      .from(subscriptionPlanIncludes)
      .orderBy(asc(subscriptionPlanIncludes.id));
    for (const plan of planCatalogue) {
      expect(includes.filter((i) => i.subscriptionPlanId === plan.id).map((i) => i.name)).toEqual(
        plan.includes,
      );
    }
  });

  it('gates a PRO route: 401 anonymous, 403 on free, ok after a grant, 403 after revoke', async () => {
    expect((await ctx.app.inject({ url: '/api/v1/test-pro' })).statusCode).toBe(401);
    const token = await signIn(ctx.app, 'eva@example.com');
    const denied = await ctx.app.inject({ url: '/api/v1/test-pro', headers: bearer(token) });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ messages: ['plan.required'] });
    expect((await ctx.app.inject({ url: '/api/v1/test-signed-in', headers: bearer(token) })).statusCode).toBe(
      200,
    );

    // Through the loopback admin route, as the CLI does against a running server (clears the token cache).
    const grant = await ctx.app.inject({
      method: 'POST',
      url: '/_admin/plan-grant',
      headers: { 'x-admin-token': ctx.app.adminToken },
      payload: { email: 'EVA@example.com', plan: 'PRO', days: 30 },
    });
    expect(grant.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/v1/test-pro', headers: bearer(token) })).json()).toEqual({
      ok: true,
    });
    const me = (await ctx.app.inject({ url: '/api/v1/auth', headers: bearer(token) })).json();
    expect(me.shorterProUserOrBetter).toBe(true);
    expect(
      me.userHasSubscriptionPlans.map((p: { subscriptionPlan: { name: string } }) => p.subscriptionPlan.name),
    ).toEqual(['FREE', 'URL_SHORTNER_PRO']);

    await ctx.app.inject({
      method: 'POST',
      url: '/_admin/plan-revoke',
      headers: { 'x-admin-token': ctx.app.adminToken },
      payload: { email: 'eva@example.com' },
    });
    expect((await ctx.app.inject({ url: '/api/v1/test-pro', headers: bearer(token) })).statusCode).toBe(403);
  });

  it('refuses admin routes without the token', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/_admin/plan-grant',
      payload: { email: 'a@b.co', plan: 'PRO' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('grants through the service function; an expired plan no longer counts', async () => {
    await signIn(ctx.app, 'fabi@example.com');
    const { userId } = await grantPlanByEmail(ctx.app.db, { email: 'fabi@example.com', plan: 'BUSINESS' });
    const active = { plans: (await findActivePlans(ctx.app.db, [userId])).get(userId) ?? [] };
    expect(tierOf(active)).toBe('BUSINESS');
    expect(hasFeature(active, 'customDomain')).toBe(true);
    const later = new Date(Date.now() + 400 * 86_400_000);
    await grantPlanByEmail(ctx.app.db, { email: 'fabi@example.com', plan: 'BASIC', days: 1 });
    const basic = { plans: (await findActivePlans(ctx.app.db, [userId])).get(userId) ?? [] };
    expect(hasFeature(basic, 'editLink')).toBe(true);
    expect(hasFeature(basic, 'customPreview')).toBe(false);
    const expired = { plans: (await findActivePlans(ctx.app.db, [userId], later)).get(userId) ?? [] };
    expect(tierOf(expired)).toBe('FREE');
    expect((await revokePlanByEmail(ctx.app.db, { email: 'fabi@example.com' })).revoked).toBe(1);
  });

  it('answers 404 user.not.found for an unknown e-mail', async () => {
    await expect(
      grantPlanByEmail(ctx.app.db, { email: 'nobody@example.com', plan: 'PRO' }),
    ).rejects.toMatchObject({
      status: 404,
      messages: ['user.not.found'],
    });
  });
});
