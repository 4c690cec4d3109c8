// What `npm run backup` and `npm run restore` share (README "Backups"): where the data lives (the server's own
// rules, api/src/config.ts), what a database holds (tables, row counts, migration level), the one-file archive
// (the system's tar, gzip) and the check that no server holds the embedded database.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { root } from './workspace.mjs';

/** Version of the archive layout; restore refuses a newer one. */
export const BACKUP_FORMAT = 1;

/** Inside the archive. */
export const MANIFEST = 'manifest.json';
export const PGLITE_DUMP = 'database/pglite.tar';
export const POSTGRES_DUMP = 'database/postgres.dump';
export const UPLOADS = 'uploads';

export function fail(message, code = 1) {
  console.error(message);
  process.exit(code);
}

/** A path typed on the command line, from where the user ran npm (npm runs scripts at the root). */
export function fromCaller(path) {
  return resolve(process.env.INIT_CWD ?? process.cwd(), path);
}

/** Where the server keeps its data, by the rules of api/src/config.ts (relative settings from the root). */
export function dataPaths(env, dataDirArgument) {
  const fromRoot = (path) => (isAbsolute(path) ? path : resolve(root, path));
  const dataDir = dataDirArgument ? fromCaller(dataDirArgument) : fromRoot(env.DATA_DIR || './data');
  const storage = env.STORAGE || 'local';
  const uploadsDir =
    storage === 'local' ? (env.STORAGE_DIR ? fromRoot(env.STORAGE_DIR) : join(dataDir, 'files')) : undefined;
  return { dataDir, pgliteDir: join(dataDir, 'pglite'), storage, uploadsDir };
}

export function isEmptyDir(dir) {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/**
 * The server that holds DATA_DIR's embedded database, if one is running: it writes DATA_DIR/admin.json at start
 * and answers its loopback admin routes with that token (a file left by a crash answers nothing).
 */
export async function runningServer(dataDir) {
  let file;
  try {
    file = JSON.parse(await readFile(join(dataDir, 'admin.json'), 'utf8'));
  } catch {
    return undefined;
  }
  if (typeof file?.port !== 'number' || typeof file.token !== 'string') return undefined;
  try {
    const response = await fetch(`http://127.0.0.1:${file.port}/_admin/visitor-cache`, {
      headers: { 'x-admin-token': file.token },
      signal: AbortSignal.timeout(3000),
    });
    return response.ok ? { port: file.port } : undefined;
  } catch {
    return undefined;
  }
}

/** Every table of every schema but the system's, as `schema.table`, with its row count. */
export async function tableCounts(query) {
  const tables = await query(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
     order by table_schema, table_name`,
  );
  const counts = {};
  for (const { schema, name } of tables) {
    const [row] = await query(`select count(*)::int as n from ${quoteIdent(schema)}.${quoteIdent(name)}`);
    counts[`${schema}.${name}`] = Number(row.n);
  }
  return counts;
}

export function quoteIdent(name) {
  return `"${String(name).replaceAll('"', '""')}"`;
}

function journal() {
  const path = join(root, 'api', 'drizzle', 'meta', '_journal.json');
  return JSON.parse(readFileSync(path, 'utf8')).entries;
}

/** How far the migrations of api/drizzle went: drizzle records each applied one with its journal time. */
export async function migrationLevel(query) {
  const [{ present }] = await query(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!present) return { applied: 0, last: null, lastCreatedAt: null };
  const [row] = await query(
    'select count(*)::int as applied, max(created_at)::text as last from drizzle.__drizzle_migrations',
  );
  const lastCreatedAt = row.last === null ? null : Number(row.last);
  const entry = journal().find((e) => e.when === lastCreatedAt);
  return { applied: Number(row.applied), last: entry?.tag ?? null, lastCreatedAt };
}

/** A warning when the backup's schema is newer than this code's migrations (start the matching version). */
export function newerSchemaWarning(migrations) {
  if (migrations.lastCreatedAt === null) return undefined;
  const known = journal();
  if (known.some((e) => e.when === migrations.lastCreatedAt)) return undefined;
  return `warning: the backup's database has migrations this code does not know (${migrations.applied} applied, the last at ${new Date(migrations.lastCreatedAt).toISOString()}; this code ends at ${known.at(-1)?.tag}). Start it with the version that made it.`;
}

/** The files under dir (relative paths, `/`-separated), without the storage's half-written `.partial` ones. */
export function filesUnder(dir) {
  if (!dir || !existsSync(dir)) return { files: [], bytes: 0 };
  const files = [];
  let bytes = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name.endsWith('.partial')) continue;
    const path = join(entry.parentPath, entry.name);
    files.push(relative(dir, path).split('\\').join('/'));
    bytes += statSync(path).size;
  }
  return { files: files.sort(), bytes };
}

export function sha256(buffer) {
  return createHash('sha256').update(buffer).digest('hex');
}

/** Runs a program; rejects with its stderr. `missing` is the message when it is not installed. */
export function run(program, args, { env, missing } = {}) {
  return new Promise((resolvePromise, reject) => {
    execFile(program, args, { env, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error?.code === 'ENOENT') reject(new Error(missing ?? `${program} not found on PATH`));
      else if (error) reject(new Error(`${program} failed: ${String(stderr).trim() || error.message}`));
      else resolvePromise(String(stdout));
    });
  });
}

const tarMissing = 'tar not found on PATH: backups are .tar.gz files written with the system tar';

/** Writes a .tar.gz of the paths listed (relative to dir), in that order: the manifest first. */
export function createArchive(file, dir, listFile) {
  return run('tar', ['-czf', file, '-C', dir, '-T', listFile], { missing: tarMissing });
}

export function extractArchive(file, dir, members = []) {
  return run('tar', ['-xzf', file, '-C', dir, ...members], { missing: tarMissing });
}

/**
 * A DATABASE_URL as pg_dump/pg_restore arguments: the password travels in PGPASSWORD, not on the command line
 * where `ps` would show it.
 */
export function libpqTarget(databaseUrl) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    dbname: url.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** `1 file`, `2 files`, `1,234 rows`. */
export function plural(n, word) {
  return `${n.toLocaleString('en')} ${word}${n === 1 ? '' : 's'}`;
}

export function describeBytes(bytes) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(1)} KiB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MiB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GiB`;
}

/** Row counts that differ between the manifest and a restored database (empty when they agree). */
export function countDifferences(expected, actual) {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  return names
    .filter((name) => expected[name] !== actual[name])
    .map(
      (name) =>
        `${name}: ${expected[name] ?? 'missing'} in the backup, ${actual[name] ?? 'missing'} restored`,
    );
}

export function totalRows(counts) {
  return Object.values(counts).reduce((sum, n) => sum + n, 0);
}
