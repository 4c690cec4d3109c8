import { randomBytes, randomInt } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { addressGroupOf, clientAddressReader } from '../../../src/http/client-address';
import { MissBudget } from '../../../src/http/miss-budget';
import { buildTestApp, staticRootWithShell, useTestApp } from '../../helpers/test-app';
import { eventually } from '../../helpers/visitor-cache';
import { createSettledLink } from './fixtures';

// Issue 34 item 3: 1,020 random `GET /{code}` from one address got 1,020 × 404 and no 429.
const BUDGET = 10;
const generous = { clicks: 100_000, linkReports: 100_000, codeLookups: 100_000 };
const config = {
  allowPrivateUrls: true,
  staticRoot: staticRootWithShell(),
  publicUrl: 'https://atalho.test',
  // The listening server's requests all come from 127.0.0.1: each test says where it came from.
  trustProxy: true,
  visitorRateLimits: { ...generous, codeMisses: BUDGET },
};

const unknownCode = () => `z${randomBytes(6).toString('hex')}`;
/** A made-up address per test: the budget is kept per process for the whole file. */
const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const html = { accept: 'text/html' };

describe('guessing codes is throttled per client address', () => {
  const ctx = useTestApp({ config });

  const page = (remoteAddress: string, code: string) =>
    ctx.app.inject({ url: `/${code}`, remoteAddress, headers: html });
  const lookup = (remoteAddress: string, code: string) =>
    ctx.app.inject({ url: `/api/v1/online-addresses/code/${code}?view=true`, remoteAddress });

  /** A link whose view is in the visitor cache (on PostgreSQL a notification in flight may drop the first). */
  async function cachedLink() {
    const link = await createSettledLink(ctx.app, 'exemplo.com/conhecido');
    await eventually(async () => {
      await lookup(someAddress(), link.code);
      return ctx.app.visitorCache.get(link.code)?.view != null;
    });
    return link;
  }

  it('answers /{code} 429 with Retry-After past the budget of unknown codes, before the database', async () => {
    const link = await cachedLink();
    const from = someAddress();
    const statuses: number[] = [];
    let limited: Awaited<ReturnType<typeof page>> | undefined;
    for (let i = 0; i < 100; i += 1) {
      const response = await page(from, unknownCode());
      statuses.push(response.statusCode);
      if (response.statusCode === 429) limited = response;
    }
    const notFound = statuses.filter((status) => status === 404).length;
    // The bucket refills one token every 60/BUDGET s: a slow run may earn one more.
    expect(notFound).toBeGreaterThanOrEqual(BUDGET);
    expect(notFound).toBeLessThanOrEqual(BUDGET + 1);
    expect(statuses.slice(0, BUDGET)).toEqual(Array(BUDGET).fill(404));
    expect(statuses.filter((status) => status === 429).length).toBe(100 - notFound);
    expect(limited?.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited?.body).toContain('Muitas tentativas');
    // Once over, unknown codes are refused without a database lookup.
    const lookups = ctx.app.visitorCache.misses;
    expect((await page(from, unknownCode())).statusCode).toBe(429);
    expect(ctx.app.visitorCache.misses).toBe(lookups);
    // A known, cached code still opens for the throttled address: hits never touch the budget.
    const known = await page(from, link.code);
    expect(known.statusCode).toBe(200);
    expect(known.body).toContain(link.code);
    expect((await lookup(from, link.code)).statusCode).toBe(200);
    // Another address has its own budget.
    expect((await page(someAddress(), unknownCode())).statusCode).toBe(404);
  });

  it('limits the lookup by code too (429 too.many.requests), sharing the budget with /{code}', async () => {
    const link = await cachedLink();
    const from = someAddress();
    const statuses: number[] = [];
    for (let i = 0; i < BUDGET / 2; i += 1) statuses.push((await page(from, unknownCode())).statusCode);
    for (let i = 0; i < BUDGET; i += 1) statuses.push((await lookup(from, unknownCode())).statusCode);
    expect(statuses.slice(0, BUDGET)).toEqual(Array(BUDGET).fill(404));
    const limited = await lookup(from, unknownCode());
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ messages: ['too.many.requests'] });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await lookup(from, link.code)).statusCode).toBe(200);
    expect((await lookup(someAddress(), unknownCode())).statusCode).toBe(404);
  });

  it('counts the same wrong code asked again (its absence is cached) and counts IPv6 by /64', async () => {
    const code = unknownCode();
    const from = someAddress();
    const statuses: number[] = [];
    for (let i = 0; i < BUDGET + 5; i += 1) statuses.push((await page(from, code)).statusCode);
    expect(statuses.slice(0, BUDGET)).toEqual(Array(BUDGET).fill(404));
    expect(statuses.at(-1)).toBe(429);

    const prefix = `2001:db8:${randomInt(0xffff).toString(16)}:1`;
    for (let i = 0; i < BUDGET; i += 1)
      expect((await lookup(`${prefix}::${(i + 1).toString(16)}`, unknownCode())).statusCode).toBe(404);
    // Another address of the same /64 shares its budget; the next /64 has its own.
    expect((await lookup(`${prefix}::ffff`, unknownCode())).statusCode).toBe(429);
    expect((await lookup(`${prefix.slice(0, -1)}2::1`, unknownCode())).statusCode).toBe(404);
  });

  it('never counts known codes, however many a single address asks for', async () => {
    const link = await cachedLink();
    const from = someAddress();
    for (let i = 0; i < BUDGET * 5; i += 1) expect((await page(from, link.code)).statusCode).toBe(200);
    expect((await page(from, unknownCode())).statusCode).toBe(404);
  });
});

describe('on the hot path of a listening server (TRUST_PROXY: X-Forwarded-For)', () => {
  it('counts remembered unknown codes answered from memory, per forwarded address; hits stay 200', async () => {
    const testApp = await buildTestApp({ config });
    try {
      const { app } = testApp;
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const ask = async (path: string, from: string) => {
        const before = app.hotPath.hits;
        const response = await fetch(`${base}${path}`, { headers: { ...html, 'x-forwarded-for': from } });
        return {
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          body: await response.text(),
          fromHotPath: app.hotPath.hits > before,
        };
      };
      const link = await createSettledLink(app, 'exemplo.com/quente');
      const code = unknownCode();
      // Both answers are remembered by the cache (the absence for 10 s), then served from memory.
      await eventually(async () => (await ask(`/${link.code}`, someAddress())).fromHotPath);
      await eventually(async () => (await ask(`/${code}`, someAddress())).fromHotPath);

      const from = someAddress();
      const answers = [];
      for (let i = 0; i < BUDGET + 5; i += 1) answers.push(await ask(`/${code}`, from));
      expect(answers.every((answer) => answer.fromHotPath)).toBe(true);
      expect(answers.slice(0, BUDGET).map((answer) => answer.status)).toEqual(Array(BUDGET).fill(404));
      const limited = answers.at(-1);
      expect(limited?.status).toBe(429);
      expect(Number(limited?.retryAfter)).toBeGreaterThan(0);
      expect(limited?.body).toContain('Muitas tentativas');
      // The throttled address still opens a known link from memory; other addresses are not throttled.
      expect(await ask(`/${link.code}`, from)).toMatchObject({ status: 200, fromHotPath: true });
      expect(await ask(`/${code}`, someAddress())).toMatchObject({ status: 404, fromHotPath: true });
      // The API lookup of an unknown code goes through Fastify, which reads the same forwarded address.
      const api = await fetch(`${base}/api/v1/online-addresses/code/${code}`, {
        headers: { 'x-forwarded-for': from },
      });
      expect(api.status).toBe(429);
    } finally {
      await testApp.close();
    }
  });
});

describe('the parts', () => {
  it('reads the client address as Fastify does for each TRUST_PROXY setting', async () => {
    const request = (remoteAddress: string, forwarded?: string) =>
      ({
        socket: { remoteAddress },
        connection: { remoteAddress },
        headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
      }) as unknown as IncomingMessage;
    expect(clientAddressReader(false)(request('127.0.0.1', '1.2.3.4'))).toBe('127.0.0.1');
    expect(clientAddressReader(true)(request('127.0.0.1', '1.2.3.4, 5.6.7.8'))).toBe('1.2.3.4');
    const loopback = clientAddressReader('loopback');
    expect(loopback(request('127.0.0.1', '1.2.3.4, 5.6.7.8'))).toBe('5.6.7.8');
    expect(loopback(request('203.0.113.5', '1.2.3.4'))).toBe('203.0.113.5');
    expect(clientAddressReader('10.0.0.0/8, 127.0.0.1')(request('10.1.1.1', '9.9.9.9, 10.2.2.2'))).toBe(
      '9.9.9.9',
    );
  });

  it('groups IPv6 by /64 and keeps IPv4 (mapped or not) whole', () => {
    expect(addressGroupOf('203.0.113.5')).toBe('203.0.113.5');
    expect(addressGroupOf('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(addressGroupOf('2001:db8:a:b:1:2:3:4')).toBe(addressGroupOf('2001:db8:a:b::ffff'));
    expect(addressGroupOf('2001:db8:a:b::1')).not.toBe(addressGroupOf('2001:db8:a:c::1'));
  });

  it('refills the budget evenly over its window and says when the next try is allowed', () => {
    const budget = new MissBudget(60, 60_000);
    const t = 1_000_000;
    for (let i = 0; i < 60; i += 1) expect(budget.take('a', t)).toBe(0);
    expect(budget.wait('a', t)).toBe(1);
    expect(budget.take('a', t)).toBe(1);
    expect(budget.take('b', t)).toBe(0);
    expect(budget.wait('a', t + 1_000)).toBe(0);
    expect(budget.take('a', t + 1_000)).toBe(0);
    expect(budget.take('a', t + 1_000)).toBe(1);
    expect(budget.wait('a', t + 60_000)).toBe(0);
  });
});
