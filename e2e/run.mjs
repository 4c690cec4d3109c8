// Runs the Playwright suites against the stack started exactly as `npm start` does, on a throwaway
// DATA_DIR and a free port. Extra arguments go to `playwright test` (a file, --grep …).
// E2E_BASE_URL set: use that running server instead of starting one.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startStack } from '../scripts/lib/stack.mjs';

const e2eDir = dirname(fileURLToPath(import.meta.url));
const root = join(e2eDir, '..');
const chromium = '/usr/bin/chromium';
const began = performance.now();
const elapsed = (from = began) => `${((performance.now() - from) / 1000).toFixed(1)} s`;

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

function runPlaywright(env) {
  const cli = join(root, 'node_modules', '@playwright', 'test', 'cli.js');
  const args = [cli, 'test', '--config', join(e2eDir, 'playwright.config.ts'), ...process.argv.slice(2)];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: e2eDir, env, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

let stack;
let code = 1;
const stopStack = async () => {
  await stack?.stop();
  stack = undefined;
};
process.on('SIGINT', () => stopStack().then(() => process.exit(130)));
process.on('SIGTERM', () => stopStack().then(() => process.exit(143)));

try {
  ensureChromium();
  const env = { ...process.env };
  if (!env.E2E_BASE_URL) {
    console.log('starting the stack (scripts/start.mjs) on a free port with a throwaway DATA_DIR');
    // TRUST_PROXY=loopback: a test may say where a click came from (X-Forwarded-For) to exercise the geo lookup.
    // GA_COLLECT_ORIGIN: owners' GA4 page views go to a stub the test starts there (decision 039).
    const gaOrigin = `http://127.0.0.1:${await freePort()}`;
    stack = await startStack({
      // SUBDOMAIN_BASE: customer subdomains (decision 033) the browser reaches through --host-resolver-rules.
      env: {
        ALLOW_PRIVATE_URLS: '1',
        TRUST_PROXY: 'loopback',
        SUBDOMAIN_BASE: 'links.e2e.test',
        GA_COLLECT_ORIGIN: gaOrigin,
      },
      keepData: Boolean(env.E2E_KEEP_DATA),
    });
    console.log(
      `server healthy at ${stack.baseUrl} after ${elapsed()} (DATA_DIR=${stack.dataDir}, log ${stack.logFile})`,
    );
    env.E2E_BASE_URL = stack.baseUrl;
    env.E2E_DATA_DIR = stack.dataDir;
    env.E2E_GA_COLLECT_ORIGIN = gaOrigin;
  }
  const testsBegan = performance.now();
  code = await runPlaywright(env);
  console.log(`e2e time: playwright ${elapsed(testsBegan)}, total with start-up ${elapsed()}`);
} catch (error) {
  console.error(`e2e setup failed: ${error instanceof Error ? error.message : String(error)}`);
  code = 1;
} finally {
  const current = stack;
  await stopStack();
  if (current && code !== 0)
    console.log(`\n--- server log tail (${current.logFile}) ---\n${current.logTail()}\n---`);
  else current?.removeLog();
}
process.exit(code);
