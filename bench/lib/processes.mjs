// Child processes and throwaway databases of the benches.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const TASKSET = '/usr/bin/taskset';

/**
 * With BENCH_PIN=1: the servers (the API and the baseline, loaded one at a time) on the first CPU and the
 * load generator on the last, so neither moves between cores mid-run. Off by default: on the 2-vCPU
 * machine it was tried on, the ratios came out the same and the p99 worse (the server's GC and compiler
 * threads then share its one core). Null when off, on one CPU or without taskset.
 */
export function cpuPins() {
  const cpus = availableParallelism();
  if (process.env.BENCH_PIN !== '1' || cpus < 2 || !existsSync(TASKSET)) return null;
  return { server: '0', load: String(cpus - 1) };
}

/** [command, args] that runs `command` on `cpu` (taskset execs it, so the pid stays the command's). */
export function onCpu(cpu, command, args) {
  return cpu === undefined ? [command, args] : [TASKSET, ['-c', cpu, command, ...args]];
}

let clockTicks;
/** CPU time (user + system, seconds) a process has used so far, from /proc; 0 where there is no /proc. */
export function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    clockTicks ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
    return (Number(fields[11]) + Number(fields[12])) / clockTicks;
  } catch {
    return 0;
  }
}

/**
 * CPU time (seconds) of every PostgreSQL process on this machine (its backends, writer and WAL processes), by
 * pid, read from /proc; empty where there is none. `databaseCpuSince` gives what they spent since a snapshot.
 */
export function databaseCpu() {
  const byPid = new Map();
  let entries = [];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return byPid;
  }
  for (const pid of entries) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    byPid.set(pid, cpuSeconds(Number(pid)));
  }
  return byPid;
}

/** Seconds PostgreSQL spent since `before` (a process that ended meanwhile is not counted). */
export function databaseCpuSince(before) {
  let seconds = 0;
  for (const [pid, now] of databaseCpu()) seconds += now - (before.get(pid) ?? 0);
  return seconds;
}

export function startProcess(args, { cwd, env, cpu }, readyPattern) {
  const [command, commandArgs] = onCpu(cpu, process.execPath, args);
  const child = spawn(command, commandArgs, { cwd, env, stdio: ['pipe', 'pipe', 'inherit'] });
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
  // Already gone, by itself or by a signal (a signalled child keeps exitCode null).
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The server logs at warn level, so its port comes from the admin file it writes, not from the log. It listens
 * after its migrations, which may backfill a large reused database for minutes (`timeoutMs`).
 */
export async function waitForPort(child, dataDir, timeoutMs = 90_000) {
  const adminFile = join(dataDir, 'admin.json');
  for (let i = 0; i < timeoutMs / 100; i += 1) {
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
  // BENCH_REUSE_DB names a database to keep across runs (created when missing, never dropped): a bench
  // seeded once at full size can then be measured again after a change (its migrations run on start).
  const reuse = process.env.BENCH_REUSE_DB?.replace(/[^a-z0-9_]/gi, '_');
  if (reuse) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const exists = await admin.query('select 1 from pg_database where datname = $1', [reuse]);
    if (exists.rowCount === 0) await admin.query(`create database "${reuse}"`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${reuse}`;
    return { url: url.toString(), drop: async () => {} };
  }
  // BENCH_DB_TAG names whose throwaway database it is on a shared server.
  const tag = (process.env.BENCH_DB_TAG ?? '').replace(/[^a-z0-9_]/gi, '_');
  const name = `atalho_bench_${tag ? `${tag}_` : ''}${Math.random().toString(16).slice(2, 10)}`;
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

/** The environment every bench starts the built API server with: any free port, loopback, quiet logs. */
export function benchServerEnv(dataDir) {
  return {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    NODE_ENV: 'development',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'warn',
    DATA_DIR: dataDir,
  };
}

/**
 * The built API server (`api/dist/server.js`) on a throwaway PostgreSQL database (DATABASE_URL, default the
 * local server's `postgres` database) and a temporary DATA_DIR: what bench:links and bench:analytics measure.
 * `close()` stops it and drops both, unless BENCH_KEEP_DB is set (the database's URL is then printed, for
 * EXPLAIN ANALYZE afterwards). `extraEnv` adds to the server's environment (bench:sms points SMS at its stub).
 * `embedded: true` runs it on PGlite in its DATA_DIR instead (`databaseUrl` is then undefined).
 */
export async function startBenchServer(root, name, extraEnv = {}, { embedded = false } = {}) {
  // BENCH_SERVER_JS measures another build (e.g. one saved before a change) as bench:redirect does.
  const serverJs = process.env.BENCH_SERVER_JS || join(root, 'api', 'dist', 'server.js');
  if (!existsSync(serverJs))
    throw new Error('api/dist/server.js is missing: run `npm run build -w @atalho/api` first');
  const database = await benchDatabase(
    embedded ? undefined : process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  );
  const work = mkdtempSync(join(tmpdir(), `atalho-bench-${name}-`));
  const env = { ...benchServerEnv(join(work, 'data')), DATABASE_URL: database.url, ...extraEnv };
  if (embedded) delete env.DATABASE_URL;
  // e.g. BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile the server.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const server = startProcess([...nodeArgs, serverJs], { cwd: root, env }, /listening/i);
  const close = async () => {
    await stopProcess(server.child);
    if (process.env.BENCH_KEEP_DB && database.url) console.log(`kept the seeded database: ${database.url}`);
    else await database.drop();
    rmSync(work, { recursive: true, force: true });
  };
  try {
    // A reused database (BENCH_REUSE_DB) may have migrations to apply to millions of clicks first.
    const timeoutMs = process.env.BENCH_REUSE_DB ? 30 * 60_000 : 90_000;
    const base = `http://127.0.0.1:${await waitForPort(server.child, env.DATA_DIR, timeoutMs)}`;
    await waitForHealth(base);
    return { base, databaseUrl: database.url, dataDir: env.DATA_DIR, pid: server.child.pid, close };
  } catch (error) {
    await close();
    throw error;
  }
}
