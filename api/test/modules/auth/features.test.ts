import { AuthUser } from '@atalho/sdk/schemas';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bearer, signIn, useTestApp } from '../../helpers/test-app';
import { grantPlan } from '../online-addresses/fixtures';

const ctx = useTestApp();

const basic = ['adFree', 'shortRedirectWait', 'editLink', 'viewCounts', 'brandedQrCode'];
const pro = [
  'adFree',
  'shortRedirectWait',
  'editLink',
  'viewCounts',
  'detailedAnalytics',
  'loadingScreen',
  'customPreview',
  'mediaUpload',
  'apiAccess',
  'smsSending',
  'smsCreditBonus',
  'infoproductPro',
  'bioPromoRemoval',
  'brandedQrCode',
];

async function me(token: string, method: 'GET' | 'POST' = 'GET') {
  const url = method === 'GET' ? '/api/v1/auth' : '/api/v1/auth/v2';
  const response = await ctx.app.inject({ method, url, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return v.parse(AuthUser, response.json());
}

describe('the signed-in user carries the features of their best plan', () => {
  it.each([
    { tier: 'FREE', features: [], pro: false },
    { tier: 'BASIC', features: basic, pro: false },
    { tier: 'PRO', features: pro, pro: true },
  ] as const)('$tier', async ({ tier, features, pro: isPro }) => {
    const email = `${tier.toLowerCase()}@example.com`;
    const token = await signIn(ctx.app, email);
    if (tier !== 'FREE') await grantPlan(ctx.app, email, tier);
    for (const method of ['GET', 'POST'] as const) {
      const user = await me(token, method);
      expect(user.features).toEqual(features);
      expect(user.shorterProUserOrBetter).toBe(isPro);
      expect(user.bellowShorterProUser).toBe(!isPro);
    }
  });
});
