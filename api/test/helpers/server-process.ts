import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { readAdminFile } from '../../src/modules/admin';

const apiDir = resolve(import.meta.dirname, '../..');

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Polls `probe` every 100 ms until it answers something other than undefined or false (what the database or a
 * process does in its own time), and resolves with that.
 */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined | false>,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await sleep(100);
  }
}

/** Runs one statement on the server's own database (CREATE/DROP DATABASE), on a connection of its own. */
async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export interface ThrowawayDatabase {
  name: string;
  url: string;
  /** Drops it, closing whatever connections are still open on it. */
  drop(): Promise<void>;
}

/** A new, empty database on the PostgreSQL server of `serverUrl`; the server's migrations fill it at start. */
export async function throwawayDatabase(
  serverUrl: string,
  prefix = 'atalho_test',
): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}

export interface ServerProcess {
  label: string;
  child: ChildProcess;
  base: string;
  adminToken: string;
  /** Sends `signal` (SIGTERM: a graceful stop) and resolves with the exit code, null when a signal ended it. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * The real server (`src/server.ts`) in a process of its own, with a temporary DATA_DIR, listening on a free
 * loopback port; resolves once it has written its admin file (it listens then). Run through tsx's loader in this
 * very process (not tsx's CLI, which runs the server in a child a SIGKILL would not reach). `removeAll` stops
 * every process started this way and removes their data directories.
 */
export function serverProcesses() {
  const started: ServerProcess[] = [];
  const dirs: string[] = [];

  async function start(
    label: string,
    env: Record<string, string>,
    options: { stdio?: StdioOptions | undefined; timeoutMs?: number } = {},
  ): Promise<ServerProcess> {
    const dataDir = mkdtempSync(join(tmpdir(), `atalho-${label}-`));
    dirs.push(dataDir);
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      stdio: options.stdio ?? ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: '0',
        HOST: '127.0.0.1',
        ...env,
        DATA_DIR: dataDir,
      },
    });
    const admin = await waitFor(
      `server ${label} listening`,
      async () => {
        if (child.exitCode !== null) throw new Error(`server ${label} exited with ${child.exitCode}`);
        return readAdminFile(dataDir);
      },
      options.timeoutMs ?? 90_000,
    );
    const stop = (signal: NodeJS.Signals = 'SIGTERM') => {
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
      const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
      child.kill(signal);
      return exited;
    };
    const server = { label, child, base: `http://127.0.0.1:${admin.port}`, adminToken: admin.token, stop };
    started.push(server);
    return server;
  }

  async function removeAll(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    await Promise.all(started.map((server) => server.stop(signal)));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }

  return { start, removeAll };
}
