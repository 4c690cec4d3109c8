// Child processes and the throwaway database of bench/redirect.mjs.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

export function startProcess(args, { cwd, env }, readyPattern) {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['pipe', 'pipe', 'inherit'] });
  const ready = new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = readyPattern.exec(out);
      if (match) resolve(match);
    });
    child.on('exit', (code) => reject(new Error(`${args.at(-1)} exited with ${code}: ${out.slice(-2000)}`)));
  });
  // Only awaited when the caller needs it; an exit after the run is not an error.
  ready.catch(() => {});
  return { child, ready };
}

export async function stopProcess(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server logs at warn level, so its port comes from the admin file it writes, not from the log. */
export async function waitForPort(child, dataDir) {
  const adminFile = join(dataDir, 'admin.json');
  for (let i = 0; i < 900; i += 1) {
    if (existsSync(adminFile)) {
      try {
        const { port } = JSON.parse(readFileSync(adminFile, 'utf8'));
        if (port !== undefined) return port;
      } catch {}
    }
    if (child.exitCode !== null) throw new Error('server exited');
    await sleep(100);
  }
  throw new Error('server did not start');
}

export async function waitForHealth(base) {
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {}
    await sleep(100);
  }
  throw new Error('server did not become healthy');
}

/** With DATABASE_URL, a throwaway database on that server, dropped at the end. */
export async function benchDatabase(serverUrl) {
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
