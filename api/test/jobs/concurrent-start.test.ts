import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { testConfig } from '../helpers/test-app';

const serverUrl = process.env.DATABASE_URL;

async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Issue 34 item 8: instances started together on a new database each migrate and create pg-boss's queues;
 * without a lock around that start-up schema work one of them died with `deadlock detected`.
 */
describe.skipIf(!serverUrl)('instances started together on an empty PostgreSQL database', () => {
  const name = `atalho_test_${randomBytes(6).toString('hex')}`;
  const apps: FastifyInstance[] = [];

  afterAll(async () => {
    await Promise.allSettled(apps.map((app) => app.close()));
    await onServer(`drop database if exists "${name}" with (force)`);
  });

  it('all three migrate, start their job queues and serve /health', { timeout: 120_000 }, async () => {
    await onServer(`create database "${name}"`);
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${name}`;
    const start = async () => {
      const base = testConfig();
      const app = await buildApp(
        testConfig({ databaseUrl: url.toString(), jobs: { ...base.jobs, enabled: true } }),
        { logger: false },
      );
      apps.push(app);
      await app.ready();
      return app;
    };
    const started = await Promise.allSettled([start(), start(), start()]);
    expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ready'))).toEqual(
      ['ready', 'ready', 'ready'],
    );
    for (const app of apps) {
      const response = await app.inject({ url: '/health' });
      expect(response.statusCode).toBe(200);
      expect(app.jobs.kind).toBe('pg-boss');
    }
  });
});
