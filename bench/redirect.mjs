// npm run bench:redirect — the visitor hot path against the built server, as `npm start` runs it.
// Measures (50 connections, ~10 s each): the visitor lookup by code, the /{code} HTML with preview tags,
// click ingest, and a bare Fastify 302 baseline from an in-memory Map; then checks that every
// acknowledged click is in the database. Uses PostgreSQL when DATABASE_URL is set, else PGlite.
// Load generator: wrk when installed (or installable), else autocannon.
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLinks, signIn, storedClicks } from './lib/api-setup.mjs';
import { loadGenerator, warmUp } from './lib/load.mjs';
import { benchDatabase, startProcess, stopProcess, waitForHealth, waitForPort } from './lib/processes.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const LINKS = Number(process.env.BENCH_LINKS) || 10_000;
const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_DURATION) || 10;
const CLICK_WARMUP = Number(process.env.BENCH_CLICK_WARMUP) || 10;
const BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const LOOKUP_PATH = '/api/v1/online-addresses/code/{code}?view=true';
const CLICK_BODY = JSON.stringify({
  onlineAddress: { code: '{code}' },
  clickProperties: [{ name: 'breakpoint-name', value: 'xs', type: 'STANDARD' }],
  userSessionId: '{session}',
});

const serverJs = join(root, 'api', 'dist', 'server.js');
if (!existsSync(serverJs)) {
  console.error('api/dist/server.js is missing: run `npm run build -w @atalho/api` first');
  process.exit(1);
}

const work = mkdtempSync(join(tmpdir(), 'atalho-bench-'));
const staticRoot = join(work, 'static');
mkdirSync(join(staticRoot, 'shell', 'dist'), { recursive: true });
const builtShell = join(root, 'shell', 'dist', 'index.html');
if (existsSync(builtShell)) copyFileSync(builtShell, join(staticRoot, 'shell', 'dist', 'index.html'));
else {
  writeFileSync(
    join(staticRoot, 'shell', 'dist', 'index.html'),
    `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Atalho</title>${'<link rel="preload" href="/x.js">'.repeat(20)}</head><body><div id="root"></div></body></html>`,
  );
}

const benchDb = await benchDatabase(process.env.DATABASE_URL);
const env = {
  ...process.env,
  PORT: '0',
  HOST: '127.0.0.1',
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  DATA_DIR: join(work, 'data'),
  STATIC_ROOT: staticRoot,
  GEOIP_DIR: process.env.GEOIP_DIR || join(tmpdir(), 'atalho-geo-cache'),
  // Target names are made up: skip their DNS checks so setup does not depend on the network.
  ALLOW_PRIVATE_URLS: '1',
};
if (benchDb.url) env.DATABASE_URL = benchDb.url;
else delete env.DATABASE_URL;

const load = loadGenerator();
console.log(
  `database: ${benchDb.url ? 'PostgreSQL' : 'PGlite (embedded)'}; ${LINKS} links; ${CONNECTIONS} connections; ${DURATION} s per run; load generator: ${load.name}`,
);
const loads = [];
const sampleLoad = () => loads.push(loadavg()[0]);
const server = startProcess(
  // e.g. BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile the server.
  [...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []), serverJs],
  { cwd: root, env },
  /$^/,
);
try {
  const base = `http://127.0.0.1:${await waitForPort(server.child, env.DATA_DIR)}`;
  await waitForHealth(base);
  const token = await signIn(base);
  const started = Date.now();
  const links = await createLinks(base, token, LINKS);
  const codes = links.map((link) => link.code);
  console.log(`created ${links.length} links in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const measure = async (title, spec) => {
    sampleLoad();
    const result = await load.run({ connections: CONNECTIONS, duration: DURATION, codes, ...spec });
    sampleLoad();
    return { title, ...result };
  };

  const baselineProcess = startProcess(
    [join(root, 'bench', 'baseline-server.mjs')],
    { cwd: root, env: process.env },
    /ready (\d+)/,
  );
  for (const link of links) baselineProcess.child.stdin.write(`${JSON.stringify(link)}\n`);
  baselineProcess.child.stdin.write('listen\n');
  const baselineUrl = `http://127.0.0.1:${Number((await baselineProcess.ready)[1])}`;
  // Both servers are warmed up the same way (every code opened once), so the ratio compares two hot servers.
  await warmUp(baselineUrl, codes, '/{code}', CONNECTIONS);
  const baseline = await measure('baseline: bare Fastify 302 from a Map', {
    url: baselineUrl,
    method: 'GET',
    path: '/{code}',
  });
  baselineProcess.child.stdin.end();
  await stopProcess(baselineProcess.child);

  // Every link has been opened before (the cache holds them all, as it does for a live hot set).
  await warmUp(base, codes, LOOKUP_PATH, CONNECTIONS);
  const lookup = await measure('GET /api/v1/online-addresses/code/{code}?view=true', {
    url: base,
    method: 'GET',
    path: LOOKUP_PATH,
  });
  const html = await measure('GET /{code} (HTML with preview tags)', {
    url: base,
    method: 'GET',
    path: '/{code}',
    headers: { accept: 'text/html', 'user-agent': BROWSER },
  });
  const clickSpec = {
    url: base,
    method: 'POST',
    path: '/api/v1/clicks',
    body: CLICK_BODY,
    headers: { 'content-type': 'application/json', 'user-agent': BROWSER },
    countStatuses: true,
  };
  // Writes warm up too: the embedded database's WebAssembly and the rollup rows need a few seconds of
  // clicks before they run at speed, as they would on a live server. Those clicks are not counted below.
  await load.run({ ...clickSpec, connections: CONNECTIONS, duration: CLICK_WARMUP, codes });
  // Requests cut off when a run ends may still commit: let their batches land before counting.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));
  await settle();
  const storedBefore = await storedClicks(base, token);
  const clicks = await measure('POST /api/v1/clicks', clickSpec);
  await settle();
  const stored = (await storedClicks(base, token)) - storedBefore;
  const acknowledged = clicks.acknowledged;
  const acknowledgedPerSecond = acknowledged / clicks.seconds;
  // Sent but never answered 2xx: they may or may not be stored, so they bound the surplus, not the loss.
  const unanswered = clicks.sent - acknowledged;

  const fmt = (n, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
  console.log('\n| run | req/s | p50 ms | p99 ms | ratio to baseline | 2xx/3xx | errors |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const r of [baseline, lookup, html, clicks]) {
    console.log(
      `| ${r.title} | ${fmt(r.rps)} | ${fmt(r.p50, 1)} | ${fmt(r.p99, 1)} | ${fmt((r.rps / baseline.rps) * 100)}% | ${fmt(r.ok)} | ${fmt(r.errors)} |`,
    );
  }
  console.log(
    `\nclicks acknowledged (2xx): ${fmt(acknowledged)}; in the database: ${fmt(stored)}; lost: ${fmt(Math.max(0, acknowledged - stored))}; sent but unanswered when the run stopped: ${fmt(unanswered)}; acknowledged/s: ${fmt(acknowledgedPerSecond)}`,
  );
  console.log(
    `load average (1 min) during the runs: ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`,
  );

  const checks = [
    ['lookup ≥ 50% of baseline req/s', lookup.rps >= 0.5 * baseline.rps],
    ['lookup p99 ≤ 25 ms', lookup.p99 <= 25],
    ['HTML ≥ 50% of baseline req/s', html.rps >= 0.5 * baseline.rps],
    ['HTML p99 ≤ 25 ms', html.p99 <= 25],
    ['clicks ≥ 5,000 acknowledged/s', acknowledgedPerSecond >= 5000],
    ['no acknowledged click lost', stored >= acknowledged],
    ['no click stored that was not sent', stored <= acknowledged + unanswered],
    ['no errors', lookup.errors + html.errors + clicks.errors === 0],
  ];
  console.log('');
  for (const [name, ok] of checks) console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}`);
  process.exitCode = stored >= acknowledged ? 0 : 1;
} finally {
  await stopProcess(server.child);
  rmSync(work, { recursive: true, force: true });
  await benchDb.drop();
}
