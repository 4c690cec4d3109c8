import { afterEach, describe, expect, it } from 'vitest';
import {
  serverProcesses,
  sleep,
  type ThrowawayDatabase,
  throwawayDatabase,
  waitFor,
} from '../helpers/server-process';
import { startTcpProxy } from '../helpers/tcp-proxy';
import { clickLoad, clickServerEnv, clickTarget, storedClicks } from './click-load';
import { rollupDrift, rollupStepRunning } from './click-rollups';
import { report, seconds } from './report';

const serverUrl = process.env.DATABASE_URL;
const CONNECTIONS = 32;
// CHAOS_LOG_LEVEL=info shows the servers' logs (quiet otherwise: the faults are the point, their errors expected).
const logLevel = process.env.CHAOS_LOG_LEVEL;
const stdio = logLevel ? 'inherit' : undefined;

/** The row of a scenario that killed the server under a click load, then loaded the one started after it. */
function reportKill(
  scenario: string,
  run: {
    load: ReturnType<typeof clickLoad>;
    after: ReturnType<typeof clickLoad>;
    killedAt: number;
    stored: Awaited<ReturnType<typeof storedClicks>>;
  },
  outcome: { recovery: string; notes: string },
) {
  const { load, after, killedAt, stored } = run;
  report({
    scenario,
    load: `${CONNECTIONS} clients, ${Math.round(load.acknowledged.length / (killedAt / 1000))} clicks/s, killed at ${seconds(killedAt)}`,
    acknowledged: load.acknowledged.length + after.acknowledged.length,
    stored: stored.stored,
    lost: stored.lost,
    doubled: stored.doubled,
    unavailable: null,
    ...outcome,
  });
}

/**
 * Issue 38 item 2: the click pipeline (group commit, decision 006) under faults, on the real server
 * (`src/server.ts`) and PostgreSQL, each scenario on a new database. A click answered 201/202 is acknowledged;
 * the database must hold every acknowledged click, once.
 */
describe.skipIf(!serverUrl)('clicks under faults', () => {
  let servers = serverProcesses();
  let database: ThrowawayDatabase | undefined;
  const cleanups: (() => Promise<void>)[] = [];

  afterEach(async () => {
    await servers.removeAll('SIGKILL');
    servers = serverProcesses();
    for (const cleanup of cleanups.splice(0)) await cleanup();
    await database?.drop();
    database = undefined;
  });

  async function loadedServer(label: string) {
    database = await throwawayDatabase(serverUrl ?? '', 'chaos');
    const env = {
      ...clickServerEnv(),
      LOG_LEVEL: logLevel ?? 'fatal',
      GEOIP: 'off',
      DATABASE_URL: database.url,
    };
    const server = await servers.start(label, env, { stdio });
    return { server, env, target: await clickTarget(server.base, env), databaseUrl: database.url };
  }

  it('kill -9 during a click load: every acknowledged click is stored', async () => {
    const { server, env, target, databaseUrl } = await loadedServer('kill9');
    const load = clickLoad(server.base, target, CONNECTIONS);
    await sleep(3_000 + Math.random() * 1_000);
    const killedAt = load.elapsed();
    await server.stop('SIGKILL');
    await load.stop();
    // Started again on the same database: how long until clicks are acknowledged again.
    const restartedAt = performance.now();
    const again = await servers.start('kill9-again', env, { stdio });
    const after = clickLoad(again.base, target, 4);
    await waitFor(
      'a click acknowledged after the restart',
      async () => after.acknowledged.length > 0,
      30_000,
    );
    const servingIn = performance.now() - restartedAt;
    await after.stop();
    const stored = await storedClicks(databaseUrl, [...load.acknowledged, ...after.acknowledged]);
    const unanswered = stored.stored - load.acknowledged.length - after.acknowledged.length + stored.lost;
    reportKill(
      'kill -9 during clicks',
      { load, after, killedAt, stored },
      {
        recovery: `restarted, acknowledging in ${seconds(servingIn)}`,
        notes: `${unanswered} stored without an answer (in flight at the kill)`,
      },
    );
    expect(load.acknowledged.length).toBeGreaterThan(500);
    expect(stored.lostSample).toEqual([]);
    expect(stored.doubled).toBe(0);
  });

  it('kill -9 in the middle of a rollup step: the rollups lose and double nothing (decision 042)', async () => {
    const { server, env, target, databaseUrl } = await loadedServer('kill9-rollup');
    const load = clickLoad(server.base, target, CONNECTIONS);
    await sleep(2_000 + Math.random() * 1_000);
    // Killed while a step's transaction is open (a statement running, or between two of them).
    await waitFor('a rollup step under way', () => rollupStepRunning(databaseUrl), 10_000);
    const killedAt = load.elapsed();
    await server.stop('SIGKILL');
    await load.stop();
    const again = await servers.start('kill9-rollup-again', env, { stdio });
    const after = clickLoad(again.base, target, 4);
    await sleep(1_000);
    await after.stop();
    const restartedAt = performance.now();
    const { drift } = await waitFor(
      'the rollups caught up after the restart',
      async () => {
        const state = await rollupDrift(databaseUrl);
        return state.current && state;
      },
      30_000,
    );
    const caughtUpIn = performance.now() - restartedAt;
    const stored = await storedClicks(databaseUrl, [...load.acknowledged, ...after.acknowledged]);
    reportKill(
      'kill -9 mid rollup step',
      { load, after, killedAt, stored },
      {
        recovery: `rollups current ${seconds(caughtUpIn)} after the load stopped`,
        notes: `rollup tables off the raw recount: ${drift.length ? JSON.stringify(drift) : 'none'}`,
      },
    );
    expect(load.acknowledged.length).toBeGreaterThan(500);
    expect(stored.lostSample).toEqual([]);
    expect(stored.doubled).toBe(0);
    expect(drift).toEqual([]);
  });

  it('SIGTERM during a click load: the batch in flight drained, no client error, exit 0', async () => {
    const { server, target, databaseUrl } = await loadedServer('sigterm');
    const load = clickLoad(server.base, target, CONNECTIONS);
    await sleep(3_000 + Math.random() * 1_000);
    // A balancer stops sending to an instance it is stopping: the clicks already sent must all be answered.
    const stopping = load.stop();
    const termAt = load.elapsed();
    const exit = server.stop('SIGTERM');
    await stopping;
    const code = await exit;
    const stoppedIn = load.elapsed() - termAt;
    const failed = load.answers.filter((answer) => answer.status !== 201 && answer.status !== 202);
    const stored = await storedClicks(databaseUrl, load.acknowledged);
    report({
      scenario: 'SIGTERM during clicks',
      load: `${CONNECTIONS} clients, ${Math.round(load.acknowledged.length / (termAt / 1000))} clicks/s, SIGTERM at ${seconds(termAt)}`,
      acknowledged: load.acknowledged.length,
      stored: stored.stored,
      lost: stored.lost,
      doubled: stored.doubled,
      unavailable: load.answers.filter((answer) => answer.status === 503).length,
      recovery: `exit ${code} in ${seconds(stoppedIn)}`,
      notes: `${failed.length} client errors${failed.length ? ` (${[...new Set(failed.map((f) => f.error ?? f.status))].join(', ')})` : ''}`,
    });
    expect(failed).toEqual([]);
    expect(code).toBe(0);
    expect(stored.lostSample).toEqual([]);
    expect(stored.doubled).toBe(0);
    expect(stored.stored).toBe(load.acknowledged.length);
  });

  it('the database cut and restored under load: 503s while down, recovery without a restart, nothing lost', async () => {
    const proxy = await startTcpProxy({
      host: '127.0.0.1',
      port: Number(new URL(serverUrl ?? '').port || 5432),
    });
    cleanups.push(proxy.close);
    // The server reaches the database only through the proxy.
    database = await throwawayDatabase(serverUrl ?? '', 'chaos');
    const proxied = new URL(database.url);
    proxied.host = `127.0.0.1:${proxy.port}`;
    const env = {
      ...clickServerEnv(),
      LOG_LEVEL: logLevel ?? 'fatal',
      GEOIP: 'off',
      DATABASE_URL: proxied.toString(),
    };
    const server = await servers.start('dbcut', env, { stdio });
    const target = await clickTarget(server.base, env);

    const connections = 16;
    const load = clickLoad(server.base, target, connections);
    await sleep(2_000);
    const cutAt = load.elapsed();
    await proxy.cut();
    await sleep(5_000);
    const restoredAt = load.elapsed();
    await proxy.restore();
    // Back when clicks are acknowledged again, and then steadily: 2 s of answers after the first without a 503.
    let recoveredAt: number | undefined;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      await sleep(100);
      const after = load.answers.filter((answer) => answer.at > restoredAt);
      const firstOk = after.find((answer) => answer.status === 201);
      if (firstOk && load.elapsed() - firstOk.at > 2_000) {
        recoveredAt = firstOk.at;
        break;
      }
    }
    await load.stop();
    const alive = server.child.exitCode === null && server.child.signalCode === null;
    const during = load.answers.filter((answer) => answer.at > cutAt && answer.at <= restoredAt);
    const unavailable = load.answers.filter((answer) => answer.status === 503);
    const settled = load.answers.filter(
      (answer) => recoveredAt !== undefined && answer.at > recoveredAt + 1_000,
    );
    const other = load.answers.filter((answer) => ![201, 202, 503].includes(answer.status));
    const stored = await storedClicks(database.url, load.acknowledged);
    report({
      scenario: 'database cut 5 s',
      load: `${connections} clients, ${Math.round(load.acknowledged.length / (load.elapsed() / 1000))} clicks/s over ${seconds(load.elapsed())}`,
      acknowledged: load.acknowledged.length,
      stored: stored.stored,
      lost: stored.lost,
      doubled: stored.doubled,
      unavailable: unavailable.length,
      recovery:
        recoveredAt === undefined
          ? 'not recovered in 60 s'
          : `${Math.round(recoveredAt - restoredAt)} ms after restore`,
      notes: `${during.length} answers while cut (${during.filter((a) => a.status === 503).length} × 503, ${during.filter((a) => a.status === 201).length} × 201); ${other.length} other errors; no restart: ${alive}`,
    });
    expect(alive).toBe(true);
    expect(recoveredAt).toBeDefined();
    expect(unavailable.length).toBeGreaterThan(0);
    expect(other).toEqual([]);
    expect(settled.every((answer) => answer.status === 201)).toBe(true);
    expect(stored.lostSample).toEqual([]);
    expect(stored.doubled).toBe(0);
  });
});
