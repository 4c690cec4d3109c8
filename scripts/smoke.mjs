// `node scripts/smoke.mjs`: starts the built server with the Node that runs this script, on a free port and a
// fresh embedded database, and checks what a first visitor does: the home page, a shortening, the short link.
// CI runs it on Node 24 (issue 38 item 6); build first (`npm run build`, or `npm test` has).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './lib/workspace.mjs';

const STARTUP_MS = 120_000;
const server = join(root, 'api', 'dist', 'server.js');
if (!existsSync(server)) {
  console.error('smoke: api/dist/server.js is missing; run `npm run build` first');
  process.exit(1);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'atalho-smoke-'));
const base = `http://127.0.0.1:${port}`;
// As `npm start` runs it: the embedded database, whatever DATABASE_URL the caller has.
const { DATABASE_URL: _unused, ...env } = process.env;
const child = spawn(process.execPath, [server], {
  cwd: root,
  env: { ...env, PORT: String(port), DATA_DIR: dataDir },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let exited = false;
child.on('exit', () => (exited = true));

const results = [];
function check(name, ok, detail) {
  results.push({ name, ok, detail });
  console.log(`${ok ? 'PASS' : 'FAIL'} ${name}${detail ? ` (${detail})` : ''}`);
}

try {
  const started = Date.now();
  let home;
  while (!home) {
    if (exited) throw new Error('the server exited while starting');
    if (Date.now() - started > STARTUP_MS) throw new Error(`no answer on ${base} in ${STARTUP_MS / 1000} s`);
    home = await fetch(`${base}/`).catch(() => undefined);
    if (!home) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const html = await home.text();
  check(
    `Node ${process.versions.node}: GET / serves the home page`,
    home.status === 200 && html.includes('Atalho'),
    `${home.status}, ${Date.now() - started} ms to start`,
  );

  const created = await fetch(`${base}/api/v1/online-addresses`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url: 'https://exemplo.com.br/teste-de-fumaca' }),
  });
  const link = await created.json().catch(() => ({}));
  check(
    'POST /api/v1/online-addresses shortens a URL',
    created.status === 201 && typeof link.code === 'string',
    String(created.status),
  );

  const visit = await fetch(`${base}/${link.code}`, {
    redirect: 'manual',
    headers: { 'user-agent': 'Mozilla/5.0 smoke' },
  });
  const page = await visit.text();
  check(
    `GET /{code} answers the link`,
    visit.status === 200 && page.includes('exemplo.com.br'),
    String(visit.status),
  );
} catch (error) {
  check('the server starts and answers', false, error instanceof Error ? error.message : String(error));
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => (exited ? resolve() : child.once('exit', resolve)));
  rmSync(dataDir, { recursive: true, force: true });
}

process.exit(results.every((result) => result.ok) ? 0 : 1);
