// Starts the whole stack the way `npm start` does (scripts/start.mjs) on a free port and a throwaway
// DATA_DIR, for the e2e suites and measurements. The caller stops it with `stop()`.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './workspace.mjs';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no healthy server at ${baseUrl} after ${timeoutMs / 1000} s`);
}

/**
 * @param {{ env?: Record<string, string>, timeoutMs?: number, keepData?: boolean }} options
 */
export async function startStack({ env = {}, timeoutMs = 600_000, keepData = false } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'atalho-stack-'));
  const logFile = join(tmpdir(), `atalho-stack-${port}.log`);
  const baseUrl = `http://127.0.0.1:${port}`;
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      GOOGLE_CLIENT_ID: '',
      GOOGLE_CLIENT_SECRET: '',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);

  const stop = () =>
    new Promise((resolve) => {
      const finish = () => {
        if (!keepData) rmSync(dataDir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return finish();
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(killer);
        finish();
      });
      child.kill('SIGTERM');
    });

  const logTail = (lines = 60) =>
    existsSync(logFile) ? readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n') : '';

  try {
    await waitForHealth(baseUrl, child, timeoutMs);
  } catch (error) {
    await stop();
    console.error(logTail());
    throw error;
  }
  return { baseUrl, dataDir, logFile, logTail, stop, removeLog: () => rmSync(logFile, { force: true }) };
}
