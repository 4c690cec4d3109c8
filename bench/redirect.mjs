// npm run bench:redirect — the visitor hot path against the built server, as `npm start` runs it.
// Measures (50 connections, ~10 s each): the visitor lookup by code, the /{code} HTML with preview tags,
// click ingest, and a bare Fastify 302 baseline from an in-memory Map; then checks that every
// acknowledged click is in the database. Uses PostgreSQL when DATABASE_URL is set, else PGlite.
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const LINKS = Number(process.env.BENCH_LINKS) || 10_000;
const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_DURATION) || 10;
const CLICKS = Number(process.env.BENCH_CLICKS) || 60_000;
const BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

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

function startProcess(args, env, readyPattern) {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['pipe', 'pipe', 'inherit'] });
  const ready = new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = readyPattern.exec(out);
      if (match) resolve(match);
    });
    child.on('exit', (code) => reject(new Error(`${args[0]} exited with ${code}: ${out.slice(-2000)}`)));
  });
  // Only awaited when the caller needs it; an exit after the run is not an error.
  ready.catch(() => {});
  return { child, ready };
}

async function waitForHealth(base) {
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not become healthy');
}

async function signIn(base) {
  const response = await fetch(`${base}/oauth2/dev/callback`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: 'bench@example.com', name: 'Bench' }),
  });
  const token = new URL(response.headers.get('location') ?? '', base).searchParams.get('authorization');
  if (!token)
    throw new Error(
      `dev sign-in failed (${response.status}); the bench needs NODE_ENV other than production`,
    );
  return token;
}

async function createLinks(base, token) {
  const links = [];
  let next = 0;
  async function worker() {
    while (next < LINKS) {
      const i = next++;
      const response = await fetch(`${base}/api/v1/online-addresses`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ url: `https://loja${i % 100}.exemplo.com.br/produto/${i}` }),
      });
      if (response.status !== 201)
        throw new Error(`create link: ${response.status} ${await response.text()}`);
      const { code, url } = await response.json();
      links.push({ code, url });
    }
  }
  await Promise.all(Array.from({ length: 32 }, worker));
  return links;
}

const pick = (links) => links[Math.floor(Math.random() * links.length)];

function run(title, options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...options }, (error, result) => {
      if (error) reject(error);
      else resolve({ title, result });
    });
  });
}

function summary({ title, result }, baseline) {
  const rps = result.requests.average;
  return {
    title,
    rps,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'] + result['3xx'],
    errors: result.errors + result.non2xx - result['3xx'] + result.timeouts,
    ratio: baseline ? rps / baseline.rps : 1,
  };
}

/** With DATABASE_URL, a throwaway database on that server, dropped at the end. */
async function benchDatabase(serverUrl) {
  if (!serverUrl) return { url: undefined, drop: async () => {} };
  const name = `atalho_bench_${Math.random().toString(16).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

const benchDb = await benchDatabase(process.env.DATABASE_URL);
const databaseUrl = benchDb.url;
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
if (databaseUrl) env.DATABASE_URL = databaseUrl;
else delete env.DATABASE_URL;

console.log(
  `database: ${databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)'}; ${LINKS} links; ${CONNECTIONS} connections`,
);
const server = startProcess(
  [serverJs],
  env,
  /"port":(\d+)[^\n]*Atalho is listening|listening[^\n]*"port":(\d+)/,
);
let port;
try {
  // The server logs at warn level, so find its port from the admin file it writes instead of the log.
  const adminFile = join(env.DATA_DIR, 'admin.json');
  for (let i = 0; i < 900 && port === undefined; i += 1) {
    if (existsSync(adminFile)) {
      try {
        port = JSON.parse((await import('node:fs')).readFileSync(adminFile, 'utf8')).port;
      } catch {}
    }
    if (server.child.exitCode !== null) throw new Error('server exited');
    if (port === undefined) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (port === undefined) throw new Error('server did not start');
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base);
  const token = await signIn(base);
  const started = Date.now();
  const links = await createLinks(base, token);
  console.log(`created ${links.length} links in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const baselineProcess = startProcess(
    [join(root, 'bench', 'baseline-server.mjs')],
    process.env,
    /ready (\d+)/,
  );
  for (const link of links) baselineProcess.child.stdin.write(`${JSON.stringify(link)}\n`);
  baselineProcess.child.stdin.write('listen\n');
  const baselinePort = Number((await baselineProcess.ready)[1]);

  const baselineRequests = [
    { method: 'GET', setupRequest: (req) => ({ ...req, path: `/${pick(links).code}` }) },
  ];
  // Warmed up like the API below, so the ratio compares two hot servers.
  await run('warm-up', {
    url: `http://127.0.0.1:${baselinePort}`,
    amount: links.length,
    requests: baselineRequests,
  });
  const baseline = summary(
    await run('baseline: bare Fastify 302 from a Map', {
      url: `http://127.0.0.1:${baselinePort}`,
      requests: baselineRequests,
    }),
  );
  baselineProcess.child.stdin.end();
  baselineProcess.child.kill('SIGTERM');

  // Every link has been opened before (the cache holds them all, as it does for a live hot set).
  let warmed = 0;
  await run('warm-up', {
    url: base,
    amount: links.length,
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => ({
          ...req,
          path: `/api/v1/online-addresses/code/${links[warmed++ % links.length].code}?view=true`,
        }),
      },
    ],
  });
  const lookup = summary(
    await run('GET /api/v1/online-addresses/code/{code}?view=true', {
      url: base,
      requests: [
        {
          method: 'GET',
          setupRequest: (req) => ({
            ...req,
            path: `/api/v1/online-addresses/code/${pick(links).code}?view=true`,
          }),
        },
      ],
    }),
    baseline,
  );
  const html = summary(
    await run('GET /{code} (HTML with preview tags)', {
      url: base,
      headers: { accept: 'text/html', 'user-agent': BROWSER },
      requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `/${pick(links).code}` }) }],
    }),
    baseline,
  );
  const clicksRun = await run('POST /api/v1/clicks', {
    url: base,
    amount: CLICKS,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': BROWSER },
    requests: [
      {
        method: 'POST',
        path: '/api/v1/clicks',
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({
            onlineAddress: { code: pick(links).code },
            clickProperties: [{ name: 'breakpoint-name', value: 'xs', type: 'STANDARD' }],
            userSessionId: `s${Math.floor(Math.random() * 1e6)}`,
          }),
        }),
      },
    ],
  });
  const clicks = summary(clicksRun, baseline);
  const acknowledged = clicksRun.result['2xx'];
  const page = await (
    await fetch(`${base}/api/v1/clicks?page=0&size=1`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const stored = page.totalElements;

  const rows = [baseline, lookup, html, clicks];
  const fmt = (n, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
  console.log('\n| run | req/s | p50 ms | p99 ms | ratio to baseline | 2xx/3xx | errors |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    console.log(
      `| ${r.title} | ${fmt(r.rps)} | ${fmt(r.p50, 1)} | ${fmt(r.p99, 1)} | ${fmt(r.ratio * 100)}% | ${fmt(r.ok)} | ${fmt(r.errors)} |`,
    );
  }
  console.log(
    `\nclicks acknowledged (2xx): ${fmt(acknowledged)}; clicks in the database: ${fmt(stored)}; lost: ${fmt(Math.max(0, acknowledged - stored))}`,
  );

  const checks = [
    ['lookup ≥ 50% of baseline req/s', lookup.ratio >= 0.5],
    ['lookup p99 ≤ 25 ms', lookup.p99 <= 25],
    ['HTML ≥ 50% of baseline req/s', html.ratio >= 0.5],
    ['HTML p99 ≤ 25 ms', html.p99 <= 25],
    ['clicks ≥ 5,000 acknowledged/s', clicks.rps >= 5000],
    ['no acknowledged click lost', stored >= acknowledged],
    ['no errors', lookup.errors + html.errors + clicks.errors === 0],
  ];
  console.log('');
  for (const [name, ok] of checks) console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}`);
  process.exitCode = stored >= acknowledged ? 0 : 1;
} finally {
  server.child.kill('SIGTERM');
  await new Promise((resolve) => server.child.once('exit', resolve));
  rmSync(work, { recursive: true, force: true });
  await benchDb.drop();
}
