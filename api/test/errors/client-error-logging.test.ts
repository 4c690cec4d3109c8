import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { staticRootWithShell, testConfig } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

/** Issue 9: hostile input once logged a stack trace and the SQL per request (8.4 MB in one probe). */
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
  app = await buildApp(testConfig({ logLevel: 'info', staticRoot: staticRootWithShell() }), {
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

describe('client errors', () => {
  it('log no error, stack trace or SQL', async () => {
    const json = { 'content-type': 'application/json' };
    const requests = [
      { url: '/a%00b' },
      { url: '/api/v1/online-addresses/code/x?view=%00' },
      { url: '/api/v1/online-addresses/%ZZ' },
      {
        method: 'POST' as const,
        url: '/api/v1/links-reports',
        headers: json,
        payload: '{"message":"a\\u0000bcdefghijk","onlineAddress":{"id":1}}',
      },
      {
        method: 'POST' as const,
        url: '/api/v1/links-reports',
        headers: json,
        payload: '{"message":"abcdefghijkl","onlineAddress":{"id":2147483648}}',
      },
      { method: 'POST' as const, url: '/api/v1/online-addresses', headers: json, payload: '{"url":' },
      {
        method: 'POST' as const,
        url: '/api/v1/online-addresses',
        payload: 'url=exemplo.com',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
    ];
    for (const request of requests) {
      const response = await app.inject(request);
      expect(response.statusCode, request.url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, request.url).toBeLessThan(500);
    }
    const logged = lines.join('');
    expect(logged).toContain('"statusCode":400');
    expect(lines.map((line) => JSON.parse(line).level).filter((level: number) => level >= 40)).toEqual([]);
    expect(logged).not.toMatch(/"stack"|insert into|select /i);
  });
});
