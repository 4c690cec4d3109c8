import { randomInt } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config';
import { redisUp, redisUrl } from '../helpers/redis';
import { bearer, buildTestApp, signIn, type TestApp } from '../helpers/test-app';
import { createLink } from '../modules/online-addresses/fixtures';

const LIMIT = 3;
const limits: Partial<Config> = {
  allowPrivateUrls: true,
  visitorRateLimits: { clicks: LIMIT, linkReports: LIMIT, codeLookups: LIMIT, codeMisses: 100_000 },
  shortenPerMinute: LIMIT,
  anonymousShortenPerMinute: LIMIT,
};

/** Another made-up client address per call, so runs sharing a Redis server do not count each other. */
const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

function expectLimited(responses: LightMyRequestResponse[]) {
  const last = responses.at(-1);
  expect(responses.slice(0, LIMIT).map((r) => r.statusCode)).not.toContain(429);
  expect(responses[0]?.headers['ratelimit-limit']).toBe(String(LIMIT));
  expect(responses[0]?.headers['ratelimit-remaining']).toBe(String(LIMIT - 1));
  expect(responses[0]?.headers).toHaveProperty('ratelimit-reset');
  expect(last?.statusCode).toBe(429);
  expect(last?.json()).toEqual({ messages: ['rate.limited'] });
  expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
  expect(last?.headers['ratelimit-remaining']).toBe('0');
}

function routes(testApp: TestApp) {
  const inject = (remoteAddress: string, options: InjectOptions) =>
    testApp.app.inject({ ...options, remoteAddress });
  return {
    async times(n: number, send: () => Promise<LightMyRequestResponse>) {
      const responses: LightMyRequestResponse[] = [];
      for (let i = 0; i < n; i += 1) responses.push(await send());
      return responses;
    },
    click: (from: string, id: number) =>
      inject(from, { method: 'POST', url: '/api/v1/clicks', payload: { onlineAddress: { id } } }),
    report: (from: string, id: number) =>
      inject(from, {
        method: 'POST',
        url: '/api/v1/links-reports',
        payload: { message: 'Este link parece golpe.', onlineAddress: { id } },
      }),
    lookup: (from: string, code: string) => inject(from, { url: `/api/v1/online-addresses/code/${code}` }),
    shorten: (from: string, token?: string) =>
      inject(from, {
        method: 'POST',
        url: '/api/v1/online-addresses',
        headers: token ? bearer(token) : {},
        payload: { url: 'https://exemplo.com.br/produto' },
      }),
  };
}

describe('rate limits (in process)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ config: limits });
  });
  afterAll(() => testApp.close());

  it('clicks, link reports and code lookups: per address, 429 {messages} with RateLimit-* headers', async () => {
    const api = routes(testApp);
    const link = await createLink(testApp.app, 'exemplo.com');
    const from = someAddress();
    expectLimited(await api.times(LIMIT + 1, () => api.click(from, link.id)));
    expectLimited(await api.times(LIMIT + 1, () => api.report(from, link.id)));
    // Unknown codes (enumeration) reach Fastify and are counted.
    expectLimited(await api.times(LIMIT + 1, () => api.lookup(from, 'naoexiste')));
    // Another address has its own count.
    expect((await api.click(someAddress(), link.id)).statusCode).toBe(202);
  });

  it('shortening: per signed-in user, whatever the address; anonymous per address', async () => {
    const api = routes(testApp);
    const token = await signIn(testApp.app, 'rapida@example.com');
    const signedIn = await api.times(LIMIT + 1, () => api.shorten(someAddress(), token));
    expectLimited(signedIn);
    const from = someAddress();
    expectLimited(await api.times(LIMIT + 1, () => api.shorten(from)));
    expect((await api.shorten(from, await signIn(testApp.app, 'outra@example.com'))).statusCode).toBe(201);
  });
});

describe.skipIf(!redisUp)('rate limits shared through Redis (REDIS_URL)', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await buildTestApp({ config: { ...limits, redisUrl } });
    second = await buildTestApp({ testDatabase: first.testDatabase, config: { ...limits, redisUrl } });
  });
  afterAll(async () => {
    await second.app.close();
    await first.close();
  });

  it('counts one address across instances', async () => {
    const link = await createLink(first.app, 'exemplo.com');
    const from = someAddress();
    const [a, b] = [routes(first), routes(second)];
    const responses = [
      await a.report(from, link.id),
      await b.report(from, link.id),
      await a.report(from, link.id),
      await b.report(from, link.id),
    ];
    expectLimited(responses);
  });
});
