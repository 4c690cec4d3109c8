import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config';
import { codeOf, postDevCallback, signInCookieOf, useTestApp } from '../../helpers/test-app';

// Issue 34 item 7: the development form signs anyone in as anyone, so it stays on the developer's machine.
describe('development sign-in stays on the developer machine', () => {
  it('listens on loopback by default while the form is on, on every interface otherwise; HOST wins', () => {
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({ devSignIn: true, host: '127.0.0.1' });
    expect(loadConfig({ PUBLIC_URL: 'https://atalho.example', DEV_SIGN_IN: '1' }).host).toBe('127.0.0.1');
    const google = { GOOGLE_CLIENT_ID: 'a', GOOGLE_CLIENT_SECRET: 'b' };
    expect(loadConfig(google)).toMatchObject({ devSignIn: false, host: '0.0.0.0' });
    expect(loadConfig({ ...google, NODE_ENV: 'production' }).host).toBe('0.0.0.0');
    expect(loadConfig({ PUBLIC_URL: 'https://atalho.example' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...google, HOST: '::1' }).host).toBe('::1');
  });

  const ctx = useTestApp();

  it('refuses the form and its callback to a client that is not on this machine (403), whatever it forwards', async () => {
    for (const remoteAddress of ['192.168.0.20', '203.0.113.9', '2001:db8::1', '::ffff:10.0.0.1']) {
      const form = await ctx.app.inject({
        url: '/oauth2/authorization/google',
        remoteAddress,
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(form.statusCode, remoteAddress).toBe(403);
      expect(form.json()).toEqual({ messages: ['signin.dev.loopback.only'] });
      expect(form.headers['set-cookie']).toBeUndefined();
    }
    // Even with a sign-in cookie obtained on this machine, the callback refuses a remote client.
    const cookie = signInCookieOf(await ctx.app.inject({ url: '/oauth2/authorization/google' }));
    const callback = await ctx.app.inject({
      method: 'POST',
      url: '/oauth2/dev/callback',
      remoteAddress: '192.168.0.20',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      payload: new URLSearchParams({ email: 'qualquer@example.com', name: 'X' }).toString(),
    });
    expect(callback.statusCode).toBe(403);
    expect(callback.json()).toEqual({ messages: ['signin.dev.loopback.only'] });
  });

  it('still signs in a loopback client (IPv4, IPv6 and IPv4-mapped)', async () => {
    for (const remoteAddress of ['127.0.0.1', '127.0.1.1', '::1', '::ffff:127.0.0.1']) {
      const form = await ctx.app.inject({ url: '/oauth2/authorization/google', remoteAddress });
      expect(form.statusCode, remoteAddress).toBe(200);
      expect(form.body).toContain('/oauth2/dev/callback');
      const callback = await postDevCallback(
        ctx.app,
        { email: 'local@example.com', name: 'Local' },
        signInCookieOf(form),
      );
      expect(callback.statusCode, remoteAddress).toBe(302);
      expect(codeOf(callback)).toBeTruthy();
    }
  });
});
