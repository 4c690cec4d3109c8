import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlineAddresses } from '../../../src/db/schema';
import { signIn, useTestApp } from '../../helpers/test-app';
import { writeAndAwaitInvalidation } from '../../helpers/visitor-cache';
import { createLink } from '../online-addresses/fixtures';

// Links to a local server: private targets allowed, as only tests may.
const ctx = useTestApp({ config: { allowPrivateUrls: true, outboundAllowPrivate: true } });

let server: Server;
let base = '';
const methods: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url ?? '/';
    methods.push(`${request.method} ${path}`);
    if (path === '/ok') return response.end('ok');
    if (path === '/no-head') {
      response.writeHead(request.method === 'HEAD' ? 405 : 200);
      return response.end();
    }
    if (path === '/gone') response.writeHead(404);
    else if (path === '/broken') response.writeHead(500);
    else if (path.startsWith('/hop/')) {
      const left = Number(path.slice(5));
      response.writeHead(301, { location: left > 0 ? `/hop/${left - 1}` : '/ok' });
    } else if (path === '/slow') return void setTimeout(() => response.end('late'), 6_000);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

async function state(id: number) {
  const [row] = await ctx.app.db
    .select({
      error: onlineAddresses.error,
      lastCheck: onlineAddresses.lastCheck,
      verificationStatus: onlineAddresses.verificationStatus,
    })
    .from(onlineAddresses)
    .where(eq(onlineAddresses.id, id));
  return row;
}

describe('links.health-check job', () => {
  it('marks each active link regular or irregular, HEAD then GET, once per period', async () => {
    const token = await signIn(ctx.app, 'saude@example.com');
    const paths = ['/ok', '/no-head', '/gone', '/broken', '/hop/4', '/hop/6', '/slow'];
    const links = new Map<string, number>();
    for (const path of paths) links.set(path, (await createLink(ctx.app, `${base}${path}`, token)).id);
    const inactive = await createLink(ctx.app, `${base}/gone`, token);
    // Its notification (a moment later on PostgreSQL) must land before the epoch the check is held to.
    await writeAndAwaitInvalidation(ctx.app, () =>
      ctx.app.db.update(onlineAddresses).set({ active: false }).where(eq(onlineAddresses.id, inactive.id)),
    );
    expect(await state(links.get('/ok') ?? 0)).toEqual({
      error: false,
      lastCheck: null,
      verificationStatus: 3,
    });

    const now = new Date('2026-11-23T04:00:00Z');
    const epoch = ctx.app.visitorCache.epoch;
    const report = await ctx.app.jobs.runNow('links.health-check', { now });
    // The check changes nothing a visitor sees: no cached link is evicted (migration 0012's trigger condition).
    expect(ctx.app.visitorCache.epoch).toBe(epoch);
    expect(report).toEqual({ checked: 7, regular: 3, irregular: 4, notVerified: 0 });
    const expected: Record<string, { error: boolean; verificationStatus: number }> = {
      '/ok': { error: false, verificationStatus: 0 },
      '/no-head': { error: false, verificationStatus: 0 },
      '/gone': { error: true, verificationStatus: 1 },
      '/broken': { error: true, verificationStatus: 1 },
      '/hop/4': { error: false, verificationStatus: 0 },
      '/hop/6': { error: true, verificationStatus: 1 },
      '/slow': { error: true, verificationStatus: 1 },
    };
    for (const [path, id] of links) {
      expect(await state(id), path).toEqual({ ...expected[path], lastCheck: now });
    }
    expect(methods).toContain('HEAD /no-head');
    expect(methods).toContain('GET /no-head');
    expect(methods).not.toContain('GET /ok');
    expect((await state(inactive.id))?.lastCheck).toBeNull();

    // A second run in the same period checks nothing; a later one checks again and sees the recovery.
    expect(await ctx.app.jobs.runNow('links.health-check', { now })).toMatchObject({ checked: 0 });
    await ctx.app.db
      .update(onlineAddresses)
      .set({ url: `${base}/ok` })
      .where(eq(onlineAddresses.id, links.get('/gone') ?? 0));
    const later = new Date(now.getTime() + 24 * 60 * 60 * 1000);
    // Two runs at once (two instances): each link is claimed by one of them.
    const runs = (await Promise.all([
      ctx.app.jobs.runNow('links.health-check', { now: later }),
      ctx.app.jobs.runNow('links.health-check', { now: later }),
    ])) as { checked: number }[];
    expect(runs.reduce((sum, run) => sum + run.checked, 0)).toBe(7);
    expect(await state(links.get('/gone') ?? 0)).toEqual({
      error: false,
      verificationStatus: 0,
      lastCheck: later,
    });
  }, 60_000);
});
