// Runs the Playwright suites against the stack started exactly as `npm start` does, on a throwaway
// DATA_DIR and a free port. Extra arguments go to `playwright test` (a file, --grep …).
// E2E_BASE_URL set: use that running server instead of starting one.
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const e2eDir = dirname(fileURLToPath(import.meta.url));
const root = join(e2eDir, '..');
const chromium = '/usr/bin/chromium';
const began = performance.now();
const elapsed = () => `${((performance.now() - began) / 1000).toFixed(1)} s`;

function ensureChromium() {
  if (existsSync(chromium)) return;
  console.log('Chromium is missing: installing Debian chromium with apt-get');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => {
    const [command, ...rest] = [...sudo, 'apt-get', ...args];
    execFileSync(command, rest, { stdio: 'inherit', env });
  };
  apt(['update']);
  apt(['install', '-y', '--no-install-recommends', 'chromium']);
  if (!existsSync(chromium)) throw new Error(`${chromium} still missing after apt-get install`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl, server, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no healthy server at ${baseUrl} after ${timeoutMs / 1000} s`);
}

function stop(server) {
  if (!server || server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => server.kill('SIGKILL'), 10_000);
    server.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

function printLogTail(logFile, lines = 60) {
  if (!existsSync(logFile)) return;
  const tail = readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  console.log(`\n--- last ${lines} lines of the server log (${logFile}) ---\n${tail}\n---`);
}

function runPlaywright(env) {
  const cli = join(root, 'node_modules', '@playwright', 'test', 'cli.js');
  const args = [cli, 'test', '--config', join(e2eDir, 'playwright.config.ts'), ...process.argv.slice(2)];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: e2eDir, env, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

let server;
let dataDir;
let code = 1;
const logFile = join(tmpdir(), `atalho-e2e-server-${process.pid}.log`);
process.on('SIGINT', () => stop(server).then(() => process.exit(130)));
process.on('SIGTERM', () => stop(server).then(() => process.exit(143)));

try {
  ensureChromium();
  let baseUrl = process.env.E2E_BASE_URL;
  const env = { ...process.env };
  if (!baseUrl) {
    const port = await freePort();
    dataDir = mkdtempSync(join(tmpdir(), 'atalho-e2e-data-'));
    baseUrl = `http://127.0.0.1:${port}`;
    const log = createWriteStream(logFile);
    console.log(`starting the stack (npm start) on ${baseUrl}, DATA_DIR=${dataDir}, log ${logFile}`);
    server = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        DATA_DIR: dataDir,
        ALLOW_PRIVATE_URLS: '1',
        GOOGLE_CLIENT_ID: '',
        GOOGLE_CLIENT_SECRET: '',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout.pipe(log);
    server.stderr.pipe(log);
    await waitForHealth(baseUrl, server, 600_000);
    console.log(`server healthy after ${elapsed()}`);
    env.E2E_DATA_DIR = dataDir;
  }
  env.E2E_BASE_URL = baseUrl;
  const testsBegan = performance.now();
  code = await runPlaywright(env);
  console.log(
    `e2e: playwright ${((performance.now() - testsBegan) / 1000).toFixed(1)} s, total ${elapsed()}`,
  );
} catch (error) {
  console.error(`e2e setup failed: ${error instanceof Error ? error.message : String(error)}`);
  code = 1;
} finally {
  await stop(server);
  if (code !== 0 && server) printLogTail(logFile);
  if (dataDir && !process.env.E2E_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
  if (code === 0) rmSync(logFile, { force: true });
}
process.exit(code);
