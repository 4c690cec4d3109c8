import { request } from 'node:http';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { domains } from '../../../src/db/schema';
import { buildTestApp, signIn, staticRootWithShell } from '../../helpers/test-app';
import { eventually } from '../../helpers/visitor-cache';
import { createSettledLink, grantPlan } from '../online-addresses/fixtures';
import { admin, StubDns, tokenOf } from './fixtures';

const HOST = 'go.loja.com.br';

function get(port: number, path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ port, host: '127.0.0.1', path, headers: { host, accept: 'text/html' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a customer host on the hot path of a listening server', () => {
  it('answers the owner’s cached page per host from memory, 404s others’ codes there, follows SQL writes', async () => {
    const dns = new StubDns();
    const testApp = await buildTestApp({
      config: { allowPrivateUrls: true, staticRoot: staticRootWithShell(), publicUrl: 'https://atalho.test' },
      providers: { dns },
    });
    try {
      const { app } = testApp;
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const owner = await signIn(app, 'quente@example.com');
      await grantPlan(app, 'quente@example.com', 'BUSINESS');
      const other = await signIn(app, 'frio@example.com');
      const mine = await createSettledLink(app, 'loja.com.br/a', owner);
      const theirs = await createSettledLink(app, 'outra.com.br/b', other);
      const added = (await admin(app, 'domain-add', { email: 'quente@example.com', host: HOST })).json();
      dns.point(HOST, 'atalho.test', tokenOf(added));
      expect((await admin(app, 'domain-verify', { host: HOST })).json()).toMatchObject({
        status: 'verified',
      });

      const ask = async (code: string, host: string) => {
        const before = app.hotPath.hits;
        const response = await get(port, `/${code}`, host);
        return { ...response, fromHotPath: app.hotPath.hits > before };
      };
      // Cached once, then answered from memory on both hosts, each with its own canonical address.
      await eventually(async () => (await ask(mine.code, HOST)).fromHotPath);
      await eventually(async () => (await ask(mine.code, 'atalho.test')).fromHotPath);
      const custom = await ask(mine.code, HOST);
      expect(custom).toMatchObject({ status: 200, fromHotPath: true });
      expect(custom.body).toContain(`href="https://${HOST}/${mine.code}"`);
      const main = await ask(mine.code, 'atalho.test');
      expect(main.body).toContain(`href="https://atalho.test/${mine.code}"`);
      await eventually(async () => (await ask(theirs.code, 'atalho.test')).fromHotPath);
      expect(await ask(theirs.code, HOST)).toMatchObject({ status: 404, fromHotPath: true });

      // A write by SQL (another instance, the admin CLI on PostgreSQL) reaches this instance through the trigger.
      await app.db.update(domains).set({ status: 'failing' }).where(eq(domains.host, HOST));
      await eventually(async () => (await ask(mine.code, HOST)).status === 404);
      expect((await ask(mine.code, 'atalho.test')).status).toBe(200);
    } finally {
      await testApp.close();
    }
  });
});
