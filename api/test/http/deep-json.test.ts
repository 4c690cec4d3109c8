import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { MAX_JSON_DEPTH } from '../../src/http/json-depth';
import { hasUnstorableText } from '../../src/http/text-guard';
import { testConfig } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

/** Issue 34 item 4: a body nested 20,000 levels (~40 KB, no sign-in) answered 500 with a stack trace. */
const lines: string[] = [];
let testDatabase: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = await buildApp(testConfig({ logLevel: 'info' }), {
    database: testDatabase.database,
    closeDatabase: false,
    logger: { level: 'info', stream },
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await testDatabase.destroy();
});

const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
/** Brackets inside strings are text, not nesting. */
const bracketsInText = `{"url":"https://exemplo.com/${'['.repeat(500)}","x":"\\"{{{{"}`;

const publicRoutes = ['/api/v1/clicks', '/api/v1/online-addresses', '/api/v1/payments/webhook'];

function post(url: string, payload: string) {
  return app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });
}

describe('deeply nested JSON bodies', () => {
  it('20,000 levels answer 400 invalid.json on every public JSON route, and log no error', async () => {
    lines.length = 0;
    for (const url of publicRoutes) {
      for (const payload of [arrays(20_000), objects(20_000), `{"a":${arrays(20_000)}}`]) {
        const response = await post(url, payload);
        expect(response.statusCode, url).toBe(400);
        expect(response.json(), url).toEqual({ messages: ['invalid.json'] });
      }
    }
    expect(lines.map((line) => JSON.parse(line).level).filter((level: number) => level >= 50)).toEqual([]);
    expect(lines.join('')).not.toMatch(/"stack"|RangeError/);
  });

  it(`the limit is ${MAX_JSON_DEPTH} levels: one more is refused, the limit itself is read`, async () => {
    // The webhook takes any object: a body that gets past parsing reaches the signature check (401).
    const atLimit = `{"a":${arrays(MAX_JSON_DEPTH - 1)}}`;
    const overLimit = `{"a":${arrays(MAX_JSON_DEPTH)}}`;
    expect((await post('/api/v1/payments/webhook', atLimit)).statusCode).toBe(401);
    const refused = await post('/api/v1/payments/webhook', overLimit);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ messages: ['invalid.json'] });
  });

  it('brackets inside strings do not count, and ordinary bodies still work', async () => {
    const response = await post('/api/v1/online-addresses', bracketsInText);
    expect(response.statusCode, response.body).toBe(201);
    const nested = await post('/api/v1/payments/webhook', objects(20));
    expect(nested.statusCode).toBe(401);
  });

  it('the text guard walks any depth without recursion', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 100_000; i++) deep = i % 2 ? [deep] : { [`k${i}`]: deep };
    expect(hasUnstorableText(deep)).toBe(true);
    let clean: unknown = 'fine';
    for (let i = 0; i < 100_000; i++) clean = i % 2 ? [1, clean] : { k: clean, n: null };
    expect(hasUnstorableText(clean)).toBe(false);
    expect(hasUnstorableText({ 'a\ud800': 1 })).toBe(true);
  });
});
