import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { AppError } from '../../src/errors';
import type { AppPlugin } from '../../src/http/validate';
import { testConfig } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

/**
 * Issue 34 item 9: an AppError is an answer the code chose (`signin.unavailable` when no sign-in is
 * configured, 409, 403…), not a failure: it is logged at info or below, never at error with a stack.
 */
const lines: string[] = [];
let testDatabase: TestDatabase;
let app: FastifyInstance;

const testRoutes: AppPlugin = async (instance) => {
  instance.get('/api/v1/test-conflict', { config: { auth: false } }, async () => {
    throw new AppError(409, ['conflict']);
  });
  instance.get('/api/v1/test-forbidden', { config: { auth: false } }, async () => {
    throw new AppError(403, ['plan.required']);
  });
  instance.get('/api/v1/test-unavailable', { config: { auth: false } }, async () => {
    throw new AppError(503, ['signin.unavailable']);
  });
  instance.get('/api/v1/test-bug', { config: { auth: false } }, async () => {
    throw new Error('a real bug');
  });
};

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = await buildApp(testConfig({ logLevel: 'info', google: undefined, devSignIn: false }), {
    database: testDatabase.database,
    closeDatabase: false,
    logger: { level: 'info', stream },
  });
  await app.register(testRoutes);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await testDatabase.destroy();
});

const logged = () => lines.map((line) => JSON.parse(line) as { level: number; msg?: string; err?: unknown });

describe('refusals in the log', () => {
  it('an AppError, 4xx or signin.unavailable, is logged at info or below, without a stack', async () => {
    lines.length = 0;
    const answers = [
      await app.inject({ url: '/api/v1/test-conflict' }),
      await app.inject({ url: '/api/v1/test-forbidden' }),
      await app.inject({ url: '/api/v1/test-unavailable' }),
      await app.inject({ url: '/oauth2/authorization/google' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([409, 403, 503, 503]);
    expect(answers[3]?.json()).toEqual({ messages: ['signin.unavailable'] });
    expect(logged().filter((line) => line.level > 30)).toEqual([]);
    expect(lines.join('')).not.toContain('"stack"');
  });

  it('an unexpected error is still logged at error level with its stack', async () => {
    lines.length = 0;
    expect((await app.inject({ url: '/api/v1/test-bug' })).statusCode).toBe(500);
    const errors = logged().filter((line) => line.level >= 50);
    expect(errors).toHaveLength(1);
    expect(lines.join('')).toContain('"stack"');
  });
});
