import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import { loadConfig } from '../../../src/config';
import { signInCodes } from '../../../src/db/schema';
import {
  bearer,
  buildTestApp,
  codeOf,
  exchange,
  postDevCallback,
  signIn,
  signInCookieOf,
  testConfig,
  useTestApp,
} from '../../helpers/test-app';
import { createTestDatabase } from '../../helpers/test-database';

const ctx = useTestApp();

/** Starts a dev sign-in as one browser and returns its cookie and the callback's code. */
async function devCallback(email: string) {
  const cookie = signInCookieOf(await ctx.app.inject({ url: '/oauth2/authorization/google' }));
  const callback = await postDevCallback(ctx.app, { email, name: 'X' }, cookie);
  return { cookie, code: codeOf(callback) };
}

describe('the sign-in code exchange', () => {
  it('sets an HttpOnly, SameSite=Lax sign-in cookie when sign-in starts', async () => {
    const response = await ctx.app.inject({ url: '/oauth2/authorization/google' });
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/^atalho_sign_in=[^;]+; Path=\/; Max-Age=600; HttpOnly; SameSite=Lax$/);
  });

  it('works once', async () => {
    const { cookie, code } = await devCallback('once@example.com');
    expect((await exchange(ctx.app, code, cookie)).statusCode).toBe(200);
    const again = await exchange(ctx.app, code, cookie);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ messages: ['signin.code.invalid'] });
  });

  it('refuses a request without the sign-in cookie or from another browser, and the code is spent', async () => {
    const { cookie, code } = await devCallback('victim@example.com');
    expect((await exchange(ctx.app, code)).json()).toEqual({ messages: ['signin.code.invalid'] });

    const other = await devCallback('attacker@example.com');
    const planted = await exchange(ctx.app, other.code, cookie);
    expect(planted.statusCode).toBe(400);
    expect((await exchange(ctx.app, other.code, other.cookie)).statusCode).toBe(400);
    expect((await exchange(ctx.app, code, cookie)).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const { cookie, code } = await devCallback('late@example.com');
    await ctx.app.db.update(signInCodes).set({ expiresAt: new Date(Date.now() - 1) });
    expect((await exchange(ctx.app, code, cookie)).statusCode).toBe(400);
  });

  it('refuses a forged sign-in cookie and the dev callback without one', async () => {
    const { code } = await devCallback('forged@example.com');
    expect((await exchange(ctx.app, code, 'atalho_sign_in=abc.99999999999999.xyz')).statusCode).toBe(400);
    const callback = await postDevCallback(ctx.app, { email: 'nocookie@example.com', name: 'X' });
    expect(callback.statusCode).toBe(400);
    expect(callback.json()).toEqual({ messages: ['signin.expired'] });
  });
});

describe('logout', () => {
  it('revokes the token at once, through the resolved-token cache, and leaves other sessions alone', async () => {
    const token = await signIn(ctx.app, 'leaving@example.com');
    const other = await signIn(ctx.app, 'leaving@example.com');
    // Resolved once, so the auth plugin has it cached.
    expect((await ctx.app.inject({ url: '/api/v1/auth', headers: bearer(token) })).statusCode).toBe(200);

    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(204);
    for (const request of [
      { method: 'GET' as const, url: '/api/v1/auth' },
      { method: 'POST' as const, url: '/api/v1/auth/v2' },
      { method: 'POST' as const, url: '/api/v1/auth/logout' },
    ]) {
      const response = await ctx.app.inject({ ...request, headers: bearer(token) });
      expect(response.statusCode, request.url).toBe(401);
    }
    expect((await ctx.app.inject({ url: '/api/v1/auth', headers: bearer(other) })).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/logout' })).statusCode).toBe(401);
  });
});

describe('development sign-in', () => {
  it('is on only for a loopback PUBLIC_URL or DEV_SIGN_IN=1, and never with Google', () => {
    const base = { NODE_ENV: 'development' };
    expect(loadConfig(base).devSignIn).toBe(true);
    expect(loadConfig({ ...base, PUBLIC_URL: 'http://127.0.0.1:9000' }).devSignIn).toBe(true);
    expect(loadConfig({ ...base, PUBLIC_URL: 'http://[::1]:9000' }).devSignIn).toBe(true);
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://atalho.example' }).devSignIn).toBe(false);
    expect(loadConfig({ ...base, PUBLIC_URL: 'http://localhost.example.com' }).devSignIn).toBe(false);
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://atalho.example', DEV_SIGN_IN: '1' }).devSignIn).toBe(
      true,
    );
    const google = { GOOGLE_CLIENT_ID: 'a', GOOGLE_CLIENT_SECRET: 'b' };
    expect(loadConfig({ ...base, ...google }).devSignIn).toBe(false);
  });

  it('refuses to start in production without Google credentials', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_SIGN_IN: '1' })).toThrow(
      /NODE_ENV=production needs GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', GOOGLE_CLIENT_ID: 'a', GOOGLE_CLIENT_SECRET: 'b' }).devSignIn,
    ).toBe(false);
  });

  it('answers 503 and has no dev callback on a public address without DEV_SIGN_IN', async () => {
    const testApp = await buildTestApp({ config: { publicUrl: 'https://atalho.example', devSignIn: false } });
    try {
      const start = await testApp.app.inject({ url: '/oauth2/authorization/google' });
      expect(start.statusCode).toBe(503);
      expect(start.json()).toEqual({ messages: ['signin.unavailable'] });
      const callback = await postDevCallback(testApp.app, { email: 'paid@example.com', name: 'X' });
      expect(callback.statusCode).toBe(404);
    } finally {
      await testApp.close();
    }
  });
});

describe('the request log', () => {
  it('never records the sign-in code of /loading', async () => {
    const lines: string[] = [];
    const testDatabase = await createTestDatabase();
    const app = await buildApp(testConfig(), {
      database: testDatabase.database,
      closeDatabase: false,
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      await app.inject({
        url: '/loading?authorization=secret-code-value&x=1',
        headers: { accept: 'text/html' },
      });
      const logged = lines.join('');
      expect(logged).toContain('/loading?authorization=[redacted]&x=1');
      expect(logged).not.toContain('secret-code-value');
    } finally {
      await app.close();
      await testDatabase.destroy();
    }
  });
});
