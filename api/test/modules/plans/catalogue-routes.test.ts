import {
  featuresOf,
  SubscriptionPlan,
  SubscriptionPlanIncludePage,
  SubscriptionPlanPage,
} from '@atalho/sdk/schemas';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { planCatalogue } from '../../../src/modules/plans';
import { useTestApp } from '../../helpers/test-app';

const ctx = useTestApp();

describe('plans catalogue (read-only)', () => {
  it('lists active plans with their includes and prices in centavos, as the plans page asks', async () => {
    const response = await ctx.app.inject({
      url: '/api/v1/subscriptions-plans?page=0&size=100&active=true&embedSubscriptionPlanInclude=true',
    });
    expect(response.statusCode).toBe(200);
    const page = v.parse(SubscriptionPlanPage, response.json());
    expect(
      page.content.map(({ id, name, price, annualPrice, free }) => ({ id, name, price, annualPrice, free })),
    ).toEqual(
      planCatalogue.map(({ id, name, price, annualPrice, free }) => ({ id, name, price, annualPrice, free })),
    );
    expect(page.content[2]?.subscriptionPlanIncludes?.map((i) => i.name)).toEqual(planCatalogue[2]?.includes);
    // The `d` discount (spec 002 §9): R$ 2 off plan 2, R$ 5 off the other paid plans, for three months.
    expect(
      page.content.map(({ id, discountPrice, discountMonths }) => ({ id, discountPrice, discountMonths })),
    ).toEqual([
      { id: 1, discountPrice: 0, discountMonths: 0 },
      { id: 2, discountPrice: 1290, discountMonths: 3 },
      { id: 3, discountPrice: 2490, discountMonths: 3 },
      { id: 4, discountPrice: 7490, discountMonths: 3 },
    ]);
  });

  it('says what each plan unlocks from the entitlements table, as the plans page compares them', async () => {
    const page = v.parse(
      SubscriptionPlanPage,
      (await ctx.app.inject({ url: '/api/v1/subscriptions-plans?active=true' })).json(),
    );
    const byId = new Map(page.content.map((plan) => [plan.id, plan.features]));
    expect(byId.get(1)).toEqual([]);
    expect(byId.get(2)).toEqual(featuresOf('BASIC'));
    expect(byId.get(3)).toEqual(featuresOf('PRO'));
    expect(byId.get(4)).toEqual(featuresOf('BUSINESS'));
    // API access starts at PRO (the table), whatever the includes' text says; a custom domain is BUSINESS's.
    expect(byId.get(2)).not.toContain('apiAccess');
    expect(byId.get(3)).toContain('apiAccess');
    expect(byId.get(3)).not.toContain('customDomain');
    expect(byId.get(4)).toContain('customDomain');
  });

  it('leaves the includes out unless asked', async () => {
    const page = (await ctx.app.inject({ url: '/api/v1/subscriptions-plans' })).json();
    expect(page.content[0].subscriptionPlanIncludes).toBeUndefined();
  });

  it('reads one plan and the includes', async () => {
    const pro = v.parse(
      SubscriptionPlan,
      (await ctx.app.inject({ url: '/api/v1/subscriptions-plans/3' })).json(),
    );
    expect(pro).toMatchObject({ id: 3, name: 'URL_SHORTNER_PRO', price: 2990, free: false });
    expect((await ctx.app.inject({ url: '/api/v1/subscriptions-plans/99' })).statusCode).toBe(404);
    const includes = v.parse(
      SubscriptionPlanIncludePage,
      (
        await ctx.app.inject({
          url: '/api/v1/subscriptions-plans-include?page=0&size=100&orderBy=order&active=true',
        })
      ).json(),
    );
    expect(includes.totalElements).toBe(planCatalogue.reduce((n, plan) => n + plan.includes.length, 0));
    const first = includes.content[0];
    const one = (await ctx.app.inject({ url: `/api/v1/subscriptions-plans-include/${first?.id}` })).json();
    expect(one).toEqual(first);
    expect((await ctx.app.inject({ url: '/api/v1/subscriptions-plans-include/9999' })).statusCode).toBe(404);
  });
});
