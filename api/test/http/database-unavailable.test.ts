import { createServer, type Server, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/client';
import { staticRootWithShell, testConfig } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

/**
 * The database stops answering: queries go to a PostgreSQL address that accepts connections and never
 * speaks (the pool's connection timeout has to end the wait), while the visitor cache keeps its working
 * listener, as an instance whose pool lost the database would.
 */
let silent: Server;
const sockets = new Set<Socket>();
let testDatabase: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  silent = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const address = silent.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const unreachable = await openDatabase({
    databaseUrl: `postgres://atalho@127.0.0.1:${port}/atalho`,
    connectTimeoutMs: 200,
    onConnectionError: () => {},
  });
  testDatabase = await createTestDatabase();
  app = await buildApp(testConfig({ staticRoot: staticRootWithShell() }), {
    database: { ...testDatabase.database, db: unreachable.db, close: () => unreachable.close() },
    closeDatabase: true,
    logger: false,
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await testDatabase.destroy();
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

describe('with the database unreachable', () => {
  it('an uncached /{code} answers an HTML page with 503 and a retry link, not JSON 500', async () => {
    const started = Date.now();
    const response = await app.inject({ url: '/abc1234', headers: { accept: 'text/html' } });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.body).toContain('Tentar novamente');
    expect(response.body).not.toContain('timeout');
  });

  it('the visitor lookup and the API answer 503 service.unavailable', async () => {
    for (const url of ['/api/v1/online-addresses/code/abc1234?view=true', '/api/v1/terms-of-use']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(503);
      expect(response.json(), url).toEqual({ messages: ['service.unavailable'] });
    }
  });
});
