import { AuthSession, AuthUser } from '@atalho/sdk/schemas';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../../src/auth/tokens';
import { authTokens } from '../../../src/db/schema';
import { findUserByEmail } from '../../../src/modules/users';
import {
  bearer,
  codeOf,
  exchange,
  postDevCallback,
  signIn,
  signInCookieOf,
  useTestApp,
} from '../../helpers/test-app';

const ctx = useTestApp();

describe('dev sign-in and the current user', () => {
  it('shows the development sign-in form when Google is not configured', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/oauth2/authorization/google' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<label for="email">');
    expect(response.body).toContain('name="name"');
    expect(response.body).toContain('action="/oauth2/dev/callback"');
  });

  it('redirects to /loading with a single-use code that the same browser exchanges for a token', async () => {
    const cookie = signInCookieOf(await ctx.app.inject({ url: '/oauth2/authorization/google' }));
    const response = await postDevCallback(ctx.app, { email: 'Ana@Example.com', name: 'Ana Souza' }, cookie);
    expect(response.statusCode).toBe(302);
    expect(String(response.headers.location)).toMatch(/^\/loading\?authorization=[A-Za-z0-9_-]{43}$/);
    const session = await exchange(ctx.app, codeOf(response), cookie);
    expect(session.statusCode).toBe(200);
    const { authorization: token, expiredAt } = v.parse(AuthSession, session.json());
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(token).not.toBe(codeOf(response));
    expect(Date.parse(expiredAt) - Date.now()).toBeGreaterThan(54_000_000 - 60_000);

    for (const request of [
      { method: 'GET' as const, url: '/api/v1/auth' },
      { method: 'POST' as const, url: '/api/v1/auth/v2' },
    ]) {
      const me = await ctx.app.inject({ ...request, headers: bearer(token) });
      expect(me.statusCode).toBe(200);
      const user = v.parse(AuthUser, me.json());
      expect(user).toMatchObject({
        name: 'Ana Souza',
        email: 'ana@example.com',
        config: null,
        bellowShorterProUser: true,
        shorterProUserOrBetter: false,
      });
      expect(user.userHasSubscriptionPlans.map((p) => p.subscriptionPlan)).toEqual([
        { id: 1, name: 'FREE', free: true },
      ]);
    }
  });

  it('accepts POST /api/v1/auth/v2 with an empty JSON body', async () => {
    const token = await signIn(ctx.app, 'bia@example.com');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/v2',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
  });

  it('stores only the sha256 of the token and keeps one free plan across sign-ins', async () => {
    const token = await signIn(ctx.app, 'caio@example.com');
    await signIn(ctx.app, 'caio@example.com', 'Caio Novo');
    const rows = await ctx.app.db.select().from(authTokens);
    expect(rows.map((r) => r.tokenHash)).toContain(hashToken(token));
    expect(rows.map((r) => r.tokenHash)).not.toContain(token);
    const me = (await ctx.app.inject({ url: '/api/v1/auth', headers: bearer(token) })).json();
    expect(me.name).toBe('Caio Novo');
    expect(me.userHasSubscriptionPlans).toHaveLength(1);
  });

  it('answers 401 without, with a forged and with an expired token', async () => {
    expect((await ctx.app.inject({ url: '/api/v1/auth' })).json()).toEqual({ messages: ['unauthorized'] });
    const forged = await ctx.app.inject({ url: '/api/v1/auth', headers: bearer('x'.repeat(43)) });
    expect(forged.statusCode).toBe(401);

    await signIn(ctx.app, 'dani@example.com');
    const user = await findUserByEmail(ctx.app.db, 'dani@example.com');
    const expired = 'expired-token-expired-token-expired-token-00';
    await ctx.app.db.insert(authTokens).values({
      tokenHash: hashToken(expired),
      userId: user?.id ?? 0,
      expiresAt: new Date(Date.now() - 1000),
    });
    const response = await ctx.app.inject({ url: '/api/v1/auth', headers: bearer(expired) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ messages: ['unauthorized'] });
  });

  it('rejects an invalid e-mail on the dev callback with the spec key', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/oauth2/dev/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=not-an-email&name=X&role=admin',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ messages: ['invalid'] });
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/oauth2/dev/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=X',
    });
    expect(missing.json()).toEqual({ messages: ['required'] });
  });
});
