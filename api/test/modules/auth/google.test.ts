import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGoogleProvider } from '../../../src/providers/google/http-provider';
import { bearer, buildTestApp, codeOf, exchange, type TestApp } from '../../helpers/test-app';

interface SeenTokenRequest {
  form: URLSearchParams;
  authorization: string | undefined;
}

/** A stand-in for Google's token and userinfo endpoints. */
function startStub(): Promise<{ server: Server; url: string; seen: SeenTokenRequest[] }> {
  const seen: SeenTokenRequest[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      if (request.url === '/token' && request.method === 'POST') {
        const form = new URLSearchParams(body);
        seen.push({ form, authorization: request.headers.authorization });
        if (form.get('code') !== 'good-code') {
          response.statusCode = 400;
          return response.end('{"error":"invalid_grant"}');
        }
        return response.end('{"access_token":"stub-access","token_type":"Bearer"}');
      }
      if (request.url === '/userinfo' && request.headers.authorization === 'Bearer stub-access') {
        return response.end(
          JSON.stringify({
            sub: 'g-123',
            email: 'Gil@Example.com',
            email_verified: true,
            name: 'Gil',
            picture: 'https://img/p.png',
          }),
        );
      }
      response.statusCode = 404;
      response.end('{}');
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}`, seen });
    });
  });
}

let stub: Awaited<ReturnType<typeof startStub>>;
let testApp: TestApp;

beforeAll(async () => {
  stub = await startStub();
  const google = createGoogleProvider(
    { clientId: 'client-1', clientSecret: 'secret-1' },
    'http://atalho.test/oauth2/callback/google',
    {
      authorizationUrl: `${stub.url}/auth`,
      tokenUrl: `${stub.url}/token`,
      userInfoUrl: `${stub.url}/userinfo`,
    },
  );
  testApp = await buildTestApp({ providers: { google }, config: { publicUrl: 'http://atalho.test' } });
});

afterAll(async () => {
  await testApp?.close();
  stub?.server.close();
});

async function startSignIn() {
  const response = await testApp.app.inject({ url: '/oauth2/authorization/google' });
  expect(response.statusCode).toBe(302);
  const location = new URL(String(response.headers.location));
  const cookies = [response.headers['set-cookie']].flat().map((c) => String(c).split(';')[0]);
  return { location, cookie: cookies.join('; '), state: location.searchParams.get('state') ?? '' };
}

describe('Google sign-in', () => {
  it('redirects with state and PKCE, then the callback code is exchanged for a session', async () => {
    const { location, cookie, state } = await startSignIn();
    expect(location.origin + location.pathname).toBe(`${stub.url}/auth`);
    expect(location.searchParams.get('redirect_uri')).toBe('http://atalho.test/oauth2/callback/google');
    expect(location.searchParams.get('client_id')).toBe('client-1');
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    const challenge = location.searchParams.get('code_challenge') ?? '';

    const callback = await testApp.app.inject({
      url: `/oauth2/callback/google?code=good-code&state=${state}`,
      headers: { cookie },
    });
    const seen = stub.seen.at(-1);
    expect(seen?.authorization).toBe(`Basic ${Buffer.from('client-1:secret-1').toString('base64')}`);
    const verifier = seen?.form.get('code_verifier') ?? '';
    expect(createHash('sha256').update(verifier).digest('base64url')).toBe(challenge);
    const code = codeOf(callback);
    expect(code).not.toBe('good-code');

    const session = await exchange(testApp.app, code, cookie);
    expect(session.statusCode).toBe(200);
    const token = session.json().authorization;
    const me = (await testApp.app.inject({ url: '/api/v1/auth', headers: bearer(token) })).json();
    expect(me).toMatchObject({ email: 'gil@example.com', name: 'Gil', picture: 'https://img/p.png' });
    expect(me.userHasSubscriptionPlans[0].subscriptionPlan.id).toBe(1);
  });

  it('refuses a callback whose state does not match the cookie', async () => {
    const { cookie } = await startSignIn();
    const response = await testApp.app.inject({
      url: '/oauth2/callback/google?code=good-code&state=forged',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(400);
    const noCookie = await testApp.app.inject({ url: '/oauth2/callback/google?code=good-code&state=x' });
    expect(noCookie.statusCode).toBe(400);
  });

  it('refuses a callback from a browser without the sign-in cookie, even with the right state', async () => {
    const { cookie, state } = await startSignIn();
    const stateOnly = cookie
      .split('; ')
      .filter((c) => c.startsWith('atalho_oauth_state='))
      .join('; ');
    const response = await testApp.app.inject({
      url: `/oauth2/callback/google?code=good-code&state=${state}`,
      headers: { cookie: stateOnly },
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers 502 when the provider rejects the code', async () => {
    const { cookie, state } = await startSignIn();
    const response = await testApp.app.inject({
      url: `/oauth2/callback/google?code=bad&state=${state}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ messages: ['signin.failed'] });
  });

  it('has no dev sign-in when Google is configured', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/oauth2/dev/callback',
      payload: { email: 'x@y.co' },
    });
    expect(response.statusCode).toBe(404);
  });
});
