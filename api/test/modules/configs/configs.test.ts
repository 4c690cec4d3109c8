import { Config } from '@atalho/sdk/schemas';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bearer, signIn, useTestApp } from '../../helpers/test-app';
import { createLink, grantPlan } from '../online-addresses/fixtures';

const ctx = useTestApp({ config: { allowPrivateUrls: true } });

function save(token: string, payload: Record<string, unknown>, method: 'POST' | 'PATCH' = 'POST') {
  return ctx.app.inject({ method, url: '/api/v1/configs', headers: bearer(token), payload });
}

const fullConfig = {
  picture: { src: 'https://cdn.exemplo.com/logo.png', deleted: false },
  siteName: 'Minha Loja',
  loaderTime: 5,
  bannerImage: { src: 'https://cdn.exemplo.com/banner.png', deleted: false },
  bannerLink: 'https://minhaloja.com.br/promo',
  googleAnalyticsId: 'G-ABC123',
};

describe('configs: plan rules enforced by the API', () => {
  it('refuses loading-screen fields below PRO (403 plan.required) but lets a free user save an empty config', async () => {
    const token = await signIn(ctx.app, 'free@example.com');
    for (const [field, value] of Object.entries(fullConfig)) {
      const response = await save(token, { [field]: value });
      expect(response.statusCode, field).toBe(403);
      expect(response.json(), field).toEqual({ messages: ['plan.required'] });
    }
    await grantPlan(ctx.app, 'free@example.com', 'BASIC');
    expect((await save(token, { siteName: 'X' })).statusCode).toBe(403);
    const empty = await save(token, {});
    expect(empty.statusCode).toBe(200);
    expect(v.parse(Config, empty.json())).toMatchObject({ siteName: null, loaderTime: null, picture: null });
  });

  it('lets PRO save the loading screen; domain and subdomain need BUSINESS', async () => {
    const token = await signIn(ctx.app, 'pro@example.com');
    await grantPlan(ctx.app, 'pro@example.com', 'PRO');
    const saved = await save(token, fullConfig);
    expect(saved.statusCode).toBe(200);
    expect(v.parse(Config, saved.json())).toMatchObject(fullConfig);
    expect((await save(token, { domain: 'minhaloja.com' }, 'PATCH')).json()).toEqual({
      messages: ['plan.required'],
    });
    await grantPlan(ctx.app, 'pro@example.com', 'BUSINESS');
    const business = await save(token, { domain: 'minhaloja.com', subdomain: 'links' }, 'PATCH');
    expect(business.statusCode).toBe(200);
    // PATCH changes only what was sent.
    expect(business.json()).toMatchObject({ ...fullConfig, domain: 'minhaloja.com', subdomain: 'links' });
  });

  it('validates the fields', async () => {
    const token = await signIn(ctx.app, 'val@example.com');
    await grantPlan(ctx.app, 'val@example.com', 'PRO');
    const cases: [Record<string, unknown>, string][] = [
      [{ siteName: 'x'.repeat(21) }, 'invalidSize'],
      [{ loaderTime: 11 }, 'invalid'],
      [{ loaderTime: -1 }, 'invalid'],
      [{ loaderTime: 2.5 }, 'invalid'],
      [{ bannerLink: 'não é url' }, 'invalidUrl'],
      [{ bannerLink: 'javascript:alert(document.cookie)' }, 'invalidUrl'],
      [{ bannerLink: 'data:text/html,<script>alert(1)</script>' }, 'invalidUrl'],
      [{ bannerLink: 'ftp://arquivos.exemplo.com/x' }, 'invalidUrl'],
      [{ siteName: 'Loja\u0000' }, 'invalid'],
      [{ picture: { id: 2_147_483_648, src: '/x.png' } }, 'invalid'],
      [{ googleAnalyticsId: 'G-1234567890A' }, 'invalidSize'],
      // Only a GA4 measurement id records anything (decision 039): not a Universal Analytics id, not junk.
      [{ googleAnalyticsId: 'UA-12345-1' }, 'invalid'],
      [{ googleAnalyticsId: 'G-ABC' }, 'invalid'],
      [{ googleAnalyticsId: 'G-ABC_123' }, 'invalid'],
      [{ googleAnalyticsId: 'GTM-ABC123' }, 'invalid'],
      [{ googleAnalyticsId: '<script>' }, 'invalid'],
      [{ domain: 'x'.repeat(26) }, 'invalidSize'],
      [{ subdomain: 'x'.repeat(51) }, 'invalidSize'],
    ];
    for (const [payload, key] of cases) {
      const response = await save(token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().messages, JSON.stringify(payload)).toContain(key);
    }
    expect((await save(token, { loaderTime: 0, siteName: 'x'.repeat(20) })).statusCode).toBe(200);
  });

  it('keeps a GA4 measurement id in capitals, trimmed, and clears it when empty', async () => {
    const token = await signIn(ctx.app, 'ga@example.com');
    await grantPlan(ctx.app, 'ga@example.com', 'PRO');
    const saved = await save(token, { googleAnalyticsId: '  g-ab12cd34ef ' }, 'PATCH');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().googleAnalyticsId).toBe('G-AB12CD34EF');
    const cleared = await save(token, { googleAnalyticsId: '' }, 'PATCH');
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().googleAnalyticsId ?? '').toBe('');
  });

  it('a downgraded user may clear fields and re-send stored values, not set new ones', async () => {
    const token = await signIn(ctx.app, 'down@example.com');
    await grantPlan(ctx.app, 'down@example.com', 'PRO');
    expect((await save(token, { siteName: 'Loja', loaderTime: 3 })).statusCode).toBe(200);
    await ctx.app.inject({
      method: 'POST',
      url: '/_admin/plan-revoke',
      headers: { 'x-admin-token': ctx.app.adminToken },
      payload: { email: 'down@example.com' },
    });
    expect((await save(token, { siteName: 'Loja', loaderTime: 3 })).statusCode).toBe(200);
    expect((await save(token, { siteName: 'Outra' }, 'PATCH')).statusCode).toBe(403);
    expect((await save(token, { loaderTime: null }, 'PATCH')).json()).toMatchObject({
      siteName: 'Loja',
      loaderTime: null,
    });
  });
});

describe('configs: reads', () => {
  it('GET /configs/auth, the config in GET /auth, and by link for the owner only', async () => {
    const token = await signIn(ctx.app, 'dona@example.com');
    const other = await signIn(ctx.app, 'outra@example.com');
    const none = await ctx.app.inject({ url: '/api/v1/configs/auth', headers: bearer(token) });
    expect(none.statusCode).toBe(204);
    expect(none.body).toBe('');
    expect((await ctx.app.inject({ url: '/api/v1/auth', headers: bearer(token) })).json().config).toBeNull();

    await grantPlan(ctx.app, 'dona@example.com', 'PRO');
    const saved = (await save(token, { siteName: 'Dona', loaderTime: 7 })).json();
    expect((await ctx.app.inject({ url: '/api/v1/configs/auth', headers: bearer(token) })).json()).toEqual(
      saved,
    );
    expect((await ctx.app.inject({ url: '/api/v1/auth', headers: bearer(token) })).json().config).toEqual(
      saved,
    );

    const link = await createLink(ctx.app, 'exemplo.com', token);
    expect(
      (
        await ctx.app.inject({ url: `/api/v1/configs/online-addresses/${link.id}`, headers: bearer(token) })
      ).json(),
    ).toEqual(saved);
    expect(
      (await ctx.app.inject({ url: `/api/v1/configs/online-addresses/${link.id}`, headers: bearer(other) }))
        .statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ url: '/api/v1/configs/auth' })).statusCode).toBe(401);
  });

  it("a config write shows at once in the visitor view of the owner's links (cache invalidated)", async () => {
    const token = await signIn(ctx.app, 'cache@example.com');
    await grantPlan(ctx.app, 'cache@example.com', 'PRO');
    const link = await createLink(ctx.app, 'exemplo.com', token);
    const view = async () =>
      (await ctx.app.inject({ url: `/api/v1/online-addresses/code/${link.code}?view=true` })).json();
    expect((await view()).user.config).toBeNull();
    await save(token, { ...fullConfig, domain: undefined });
    expect((await view()).user.config).toEqual({
      picture: fullConfig.picture,
      siteName: 'Minha Loja',
      bannerImage: fullConfig.bannerImage,
      bannerLink: fullConfig.bannerLink,
      loaderTime: 5,
      // A PRO owner's visitor pages report to their GA4 id (decision 039); the domain stays private.
      googleAnalyticsId: 'G-ABC123',
    });
    await save(token, { loaderTime: 9 }, 'PATCH');
    expect((await view()).user.config.loaderTime).toBe(9);
  });
});
