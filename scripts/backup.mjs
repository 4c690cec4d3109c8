// npm run backup [-- <file.tar.gz>]
// One file holding a consistent copy of the database, the uploads and a manifest (version, migration level,
// time, every table's row count); default backups/atalho-<UTC time>.tar.gz. Restore it with `npm run restore`.
//   Embedded database (no DATABASE_URL): PGlite has a single opener, so the server must be stopped (refused
//     while it runs); the copy is PGlite's own dump of its data directory, taken after a CHECKPOINT.
//   PostgreSQL (DATABASE_URL): pg_dump (custom format) of a snapshot exported by the transaction that read the
//     row counts, so the dump and the manifest agree while servers keep writing. The uploads are copied after
//     the snapshot: every file the dump names is there (a newer one is an orphan the sweep job removes).
// Uploads: the local STORAGE_DIR (default DATA_DIR/files); with STORAGE=s3 the bucket is not copied.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import {
  BACKUP_FORMAT,
  createArchive,
  dataPaths,
  describeBytes,
  fail,
  filesUnder,
  fromCaller,
  libpqTarget,
  MANIFEST,
  migrationLevel,
  PGLITE_DUMP,
  POSTGRES_DUMP,
  plural,
  run,
  runningServer,
  sha256,
  tableCounts,
  totalRows,
  UPLOADS,
} from './lib/backup.mjs';
import { root, seconds } from './lib/workspace.mjs';

const usage = 'usage: npm run backup [-- <file.tar.gz>]   (default: backups/atalho-<time>.tar.gz)';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { help: { type: 'boolean', short: 'h' } },
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}
if (positionals.length > 1) fail(usage, 2);

const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').replace(/\..*/, '');
const output = positionals[0] ? fromCaller(positionals[0]) : join(root, 'backups', `atalho-${stamp}.tar.gz`);
if (existsSync(output)) fail(`${output} exists: pick another file name`);

const databaseUrl = process.env.DATABASE_URL || undefined;
const paths = dataPaths(process.env);

function appVersion() {
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  let commit;
  try {
    commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    commit = undefined; // not a git checkout: the version alone
  }
  return { version, commit };
}

/** Refusals before anything is written. */
async function checkEmbedded() {
  if (!existsSync(join(paths.pgliteDir, 'PG_VERSION')))
    fail(`no embedded database in ${paths.pgliteDir} (DATA_DIR=${paths.dataDir}): nothing to back up`);
  const server = await runningServer(paths.dataDir);
  if (server)
    fail(
      `the server is running on this DATA_DIR (port ${server.port}) and the embedded database allows one process: stop it (Ctrl-C on npm start), run npm run backup, then start it again`,
    );
}

/** The embedded database's dump and what it holds, read by the one process allowed to open it. */
async function dumpPglite(staging) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(paths.pgliteDir);
  try {
    await db.waitReady;
    const query = async (sql) => (await db.query(sql)).rows;
    const tables = await tableCounts(query);
    const migrations = await migrationLevel(query);
    const [{ server_version: serverVersion }] = await query('show server_version');
    // Every change in the data files themselves, not only in the write-ahead log.
    await db.exec('checkpoint');
    const dump = Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer());
    await writeFile(join(staging, PGLITE_DUMP), dump);
    return {
      database: {
        kind: 'pglite',
        file: PGLITE_DUMP,
        bytes: dump.length,
        sha256: sha256(dump),
        serverVersion,
      },
      migrations,
      tables,
    };
  } finally {
    await db.close();
  }
}

async function dumpPostgres(staging) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read, read only');
    // pg_dump reads the same snapshot as the counts below while this transaction stays open.
    const {
      rows: [{ snapshot }],
    } = await client.query('select pg_export_snapshot() as snapshot');
    const query = async (sql) => (await client.query(sql)).rows;
    const tables = await tableCounts(query);
    const migrations = await migrationLevel(query);
    const [{ server_version: serverVersion }] = await query('show server_version');
    const file = join(staging, POSTGRES_DUMP);
    const target = libpqTarget(databaseUrl);
    await run(
      'pg_dump',
      ['--format=custom', `--snapshot=${snapshot}`, `--file=${file}`, `--dbname=${target.dbname}`],
      {
        env: target.env,
        missing:
          'pg_dump not found on PATH: install the PostgreSQL client (same major version as the server or newer), or run the pg_dump command of README "Backups" yourself',
      },
    );
    await client.query('commit');
    const dump = readFileSync(file);
    return {
      database: {
        kind: 'postgres',
        file: POSTGRES_DUMP,
        bytes: dump.length,
        sha256: sha256(dump),
        serverVersion,
      },
      migrations,
      tables,
    };
  } finally {
    await client.end();
  }
}

if (!databaseUrl) await checkEmbedded();
const started = performance.now();
const staging = await mkdtemp(join(tmpdir(), 'atalho-backup-'));
try {
  mkdirSync(join(staging, 'database'));
  const dumped = databaseUrl ? await dumpPostgres(staging) : await dumpPglite(staging);
  const uploads = paths.uploadsDir ? filesUnder(paths.uploadsDir) : undefined;
  if (uploads && uploads.files.length > 0) await symlink(paths.uploadsDir, join(staging, UPLOADS), 'dir');
  const manifest = {
    format: BACKUP_FORMAT,
    app: 'atalho',
    ...appVersion(),
    createdAt: new Date().toISOString(),
    ...dumped,
    uploads: uploads
      ? { storage: 'local', files: uploads.files.length, bytes: uploads.bytes }
      : { storage: paths.storage, files: null, bytes: null },
  };
  await writeFile(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  // The manifest first (restore reads it before anything else), then the dump, then each upload by name:
  // the archive holds exactly the files the manifest counted.
  const list = [MANIFEST, dumped.database.file, ...(uploads?.files ?? []).map((f) => `${UPLOADS}/${f}`)];
  const listFile = join(staging, 'files.txt');
  await writeFile(listFile, `${list.join('\n')}\n`);
  mkdirSync(dirname(output), { recursive: true });
  const partial = `${output}.partial`;
  await createArchive(partial, staging, listFile);
  await rename(partial, output);

  const shown = relative(process.env.INIT_CWD ?? process.cwd(), output) || output;
  console.log(`backup written: ${shown} (${describeBytes(statSync(output).size)}, ${seconds(started)})`);
  console.log(
    `  database: ${dumped.database.kind === 'pglite' ? `embedded PGlite (PostgreSQL ${dumped.database.serverVersion})` : `PostgreSQL ${dumped.database.serverVersion}`}, ${plural(Object.keys(dumped.tables).length, 'table')}, ${plural(totalRows(dumped.tables), 'row')}, migrations up to ${dumped.migrations.last ?? 'none'}`,
  );
  console.log(
    uploads
      ? `  uploads: ${plural(uploads.files.length, 'file')} (${describeBytes(uploads.bytes)}) from ${paths.uploadsDir}`
      : `  uploads: not included (STORAGE=${paths.storage}: back up the bucket with its own tools)`,
  );
} catch (error) {
  console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await rm(staging, { recursive: true, force: true });
  await rm(`${output}.partial`, { force: true });
}
