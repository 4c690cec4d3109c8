import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTENER_APPLICATION_NAME } from '../../src/db/listen';
import { bearer, buildTestApp, signIn, staticRootWithShell, type TestApp } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { eventually } from '../helpers/visitor-cache';
import { createLink, grantPlan } from '../modules/online-addresses/fixtures';

const staticRoot = staticRootWithShell();

/**
 * Two API instances on one PostgreSQL database, as docs/deploy.md allows: a write through one, or by plain
 * SQL, changes what the other serves within a second. Only PostgreSQL has several instances.
 */
describe.runIf(process.env.DATABASE_URL)('visitor cache across two instances on one PostgreSQL', () => {
  let testDatabase: TestDatabase;
  let one: TestApp;
  let two: TestApp;
  let twoUrl: string;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    const config = { allowPrivateUrls: true, staticRoot, publicUrl: 'https://atalho.test' };
    one = await buildTestApp({ testDatabase, config });
    two = await buildTestApp({ testDatabase, config });
    await two.app.listen({ port: 0, host: '127.0.0.1' });
    twoUrl = `http://127.0.0.1:${(two.app.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await one?.close();
    await two?.close();
    await testDatabase?.destroy();
  });

  /** `/{code}` as a browser asks instance two for it (through its hot path when cached). */
  async function pageOnTwo(code: string): Promise<string> {
    const response = await fetch(`${twoUrl}/${code}`, { headers: { accept: 'text/html' } });
    return response.text();
  }

  /** Polls instance two until its page satisfies `check`; prints and returns the latency. */
  async function latencyOnTwo(what: string, code: string, check: (html: string) => boolean) {
    const ms = await eventually(async () => check(await pageOnTwo(code)), 1_000);
    console.log(`visitor cache: ${what} seen by instance two after ${ms.toFixed(1)} ms`);
    return ms;
  }

  /**
   * Loads the page on instance two until its hot path answers it from memory (a load that raced the
   * notification of an earlier write is not kept, as the epoch rule wants).
   */
  async function cachedOnTwo(code: string): Promise<string> {
    let html = '';
    await eventually(async () => {
      const hits = two.app.hotPath.hits;
      html = await pageOnTwo(code);
      return two.app.hotPath.hits === hits + 1;
    });
    return html;
  }

  it("a config change through instance one changes /{code}'s HTML on instance two within 1 s", async () => {
    const token = await signIn(one.app, 'loja@example.com');
    await grantPlan(one.app, 'loja@example.com', 'PRO');
    const save = (siteName: string) =>
      one.app.inject({
        method: 'PATCH',
        url: '/api/v1/configs',
        headers: bearer(token),
        payload: { siteName },
      });
    expect((await save('Loja Antiga')).statusCode).toBe(200);
    const link = await createLink(one.app, 'loja.com.br/oferta', token);
    expect(await cachedOnTwo(link.code)).toContain('Loja Antiga');

    expect((await save('Loja Nova')).statusCode).toBe(200);
    const ms = await latencyOnTwo('config change', link.code, (html) => html.includes('Loja Nova'));
    expect(ms).toBeLessThan(1_000);
  });

  it('a link changed, then deactivated, by plain SQL disappears from instance two within 1 s', async () => {
    const link = await createLink(one.app, 'exemplo.com/antes');
    expect(await cachedOnTwo(link.code)).toContain('exemplo.com/antes');
    await testDatabase.database.exec(
      `update online_addresses set url = 'https://exemplo.com/depois' where id = ${link.id}`,
    );
    await latencyOnTwo('link change by SQL', link.code, (html) => html.includes('exemplo.com/depois'));
    await cachedOnTwo(link.code);
    await testDatabase.database.exec(`update online_addresses set active = false where id = ${link.id}`);
    await latencyOnTwo('link deactivation by SQL', link.code, (html) => !html.includes('atalho-data'));
  });

  it('after its listening connection is cut, an instance empties its cache and listens again', async () => {
    const link = await createLink(one.app, 'exemplo.com/religar');
    await cachedOnTwo(link.code);
    await testDatabase.database.exec(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where application_name = '${LISTENER_APPLICATION_NAME}' and datname = current_database()`,
    );
    await eventually(() => two.app.visitorCache.size === 0);
    // Listening again: it caches again, and a write still reaches it.
    await eventually(async () => {
      await pageOnTwo(link.code);
      return two.app.visitorCache.get(link.code) !== undefined;
    }, 10_000);
    await testDatabase.database.exec(`update online_addresses set active = false where id = ${link.id}`);
    await latencyOnTwo(
      'link deactivation after reconnecting',
      link.code,
      (html) => !html.includes('atalho-data'),
    );
  });
});
