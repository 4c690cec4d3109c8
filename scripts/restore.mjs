// npm run restore -- <file.tar.gz> [--data-dir DIR] [--force]
// Puts a backup of `npm run backup` back: the database, then the uploads, then checks every table's row count
// and the uploads' count and bytes against the backup's manifest.
//   Embedded database (no DATABASE_URL): into DATA_DIR (or --data-dir), which must be new or empty.
//   PostgreSQL (DATABASE_URL): pg_restore into that database, which must be empty (create it first); the
//     uploads go to DATA_DIR/files (or STORAGE_DIR).
// --force restores over what is there: the current embedded database and uploads folder are kept aside as
// `<name>.before-restore-<time>`, and a PostgreSQL database has the backup's objects dropped and re-created.
// The server must be stopped: the restore refuses while it runs on that DATA_DIR.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, rename, rm, rmdir } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import {
  BACKUP_FORMAT,
  countDifferences,
  dataPaths,
  describeBytes,
  extractArchive,
  fail,
  filesUnder,
  fromCaller,
  isEmptyDir,
  libpqTarget,
  MANIFEST,
  migrationLevel,
  newerSchemaWarning,
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
import { seconds } from './lib/workspace.mjs';

const usage = 'usage: npm run restore -- <file.tar.gz> [--data-dir DIR] [--force]';

/** A restore refused before anything changed: printed as it is. */
class Refusal extends Error {}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'data-dir': { type: 'string' },
    force: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}
if (positionals.length !== 1) fail(usage, 2);
const file = fromCaller(positionals[0]);
if (!existsSync(file)) fail(`${file} does not exist\n${usage}`, 2);

const databaseUrl = process.env.DATABASE_URL || undefined;
const paths = dataPaths(process.env, values['data-dir']);
const shown = (path) => relative(process.env.INIT_CWD ?? process.cwd(), path) || path;
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').replace(/\..*/, '');

function readManifest(staging) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(join(staging, MANIFEST), 'utf8'));
  } catch {
    throw new Refusal(`${shown(file)} is not a backup of npm run backup (no readable ${MANIFEST})`);
  }
  if (manifest?.app !== 'atalho' || typeof manifest.format !== 'number')
    throw new Refusal(`${shown(file)} is not a backup of npm run backup (its manifest is not Atalho's)`);
  if (manifest.format > BACKUP_FORMAT)
    throw new Refusal(
      `${shown(file)} has backup format ${manifest.format}; this code reads up to ${BACKUP_FORMAT}: update the code`,
    );
  const kind = manifest.database?.kind;
  if (kind === 'pglite' && databaseUrl)
    throw new Refusal(
      'this backup holds an embedded (PGlite) database: unset DATABASE_URL to restore it into DATA_DIR (or --data-dir)',
    );
  if (kind === 'postgres' && !databaseUrl)
    throw new Refusal(
      'this backup holds a PostgreSQL dump: set DATABASE_URL to an empty PostgreSQL database to restore it',
    );
  if (kind !== 'pglite' && kind !== 'postgres')
    throw new Refusal(`${shown(file)}: unknown database kind ${kind}`);
  // Where this code writes each kind's dump, whatever the manifest says.
  manifest.database.file = kind === 'pglite' ? PGLITE_DUMP : POSTGRES_DUMP;
  return manifest;
}

async function postgresIsEmpty() {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
         and c.relkind in ('r', 'p', 'v', 'm', 'S')`,
    );
    return rows[0].n === 0;
  } finally {
    await client.end();
  }
}

/** What the restore would overwrite; refused without --force. */
async function occupiedTargets() {
  const occupied = [];
  if (!databaseUrl && !isEmptyDir(paths.dataDir))
    occupied.push(`DATA_DIR ${shown(paths.dataDir)} is not empty`);
  if (databaseUrl && !(await postgresIsEmpty())) occupied.push('the DATABASE_URL database has tables');
  const uploadsInside = paths.uploadsDir && !databaseUrl && paths.uploadsDir.startsWith(`${paths.dataDir}/`);
  if (paths.uploadsDir && !uploadsInside && !isEmptyDir(paths.uploadsDir))
    occupied.push(`the uploads folder ${shown(paths.uploadsDir)} is not empty`);
  return occupied;
}

/** --force: the current embedded database and uploads folder moved aside, never deleted. */
async function setAside() {
  const moved = [];
  for (const dir of [databaseUrl ? undefined : paths.pgliteDir, paths.uploadsDir]) {
    if (!dir || isEmptyDir(dir)) continue;
    const aside = `${dir}.before-restore-${stamp}`;
    await rename(dir, aside);
    moved.push(aside);
  }
  return moved;
}

async function move(from, to) {
  mkdirSync(dirname(to), { recursive: true });
  if (existsSync(to)) await rmdir(to); // empty: checked before
  try {
    await rename(from, to);
  } catch (error) {
    if (error?.code !== 'EXDEV') throw error;
    await cp(from, to, { recursive: true });
  }
}

/** Loads the PGlite data directory dump and reads back what it holds. */
async function restorePglite(staging, manifest) {
  const { PGlite } = await import('@electric-sql/pglite');
  mkdirSync(paths.pgliteDir, { recursive: true });
  const dump = readFileSync(join(staging, manifest.database.file));
  let db;
  try {
    db = new PGlite(paths.pgliteDir, { loadDataDir: new Blob([dump]) });
    await db.waitReady;
  } catch (error) {
    throw new Error(
      `PGlite could not load the dump (made with PostgreSQL ${manifest.database.serverVersion}): ${error instanceof Error ? error.message : error}`,
    );
  }
  try {
    const query = async (sql) => (await db.query(sql)).rows;
    return { tables: await tableCounts(query), migrations: await migrationLevel(query) };
  } finally {
    await db.close();
  }
}

async function restorePostgres(staging, manifest) {
  const target = libpqTarget(databaseUrl);
  const args = ['--no-owner', '--no-privileges', '--no-comments', '--exit-on-error', '--single-transaction'];
  if (values.force) args.push('--clean', '--if-exists');
  await run('pg_restore', [...args, `--dbname=${target.dbname}`, join(staging, manifest.database.file)], {
    env: target.env,
    missing:
      'pg_restore not found on PATH: install the PostgreSQL client, or run the pg_restore command of README "Backups" yourself',
  });
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const query = async (sql) => (await client.query(sql)).rows;
    return { tables: await tableCounts(query), migrations: await migrationLevel(query) };
  } finally {
    await client.end();
  }
}

const started = performance.now();
mkdirSync(dirname(paths.dataDir), { recursive: true });
// Beside the target, so the uploads are moved in by a rename rather than copied.
const staging = await mkdtemp(join(dirname(paths.dataDir), '.atalho-restore-'));
try {
  try {
    await extractArchive(file, staging, [MANIFEST]);
  } catch (error) {
    throw new Refusal(
      `${shown(file)} is not a backup of npm run backup (${error instanceof Error ? error.message.split('\n')[0] : error})`,
    );
  }
  const manifest = readManifest(staging);

  const occupied = await occupiedTargets();
  if (occupied.length > 0 && !values.force)
    throw new Refusal(
      databaseUrl
        ? `not restoring: ${occupied.join('; ')}. Point DATABASE_URL at a new empty database (createdb) and --data-dir at a new directory, or add --force to drop and re-create the backup's objects in that database (a non-empty uploads folder is kept aside as <name>.before-restore-<time>)`
        : `not restoring: ${occupied.join('; ')}. Restore into a new directory with --data-dir DIR, or add --force to replace its database and uploads (the current ones are kept aside as <name>.before-restore-<time>, not deleted)`,
    );
  const server = await runningServer(paths.dataDir);
  if (server)
    throw new Refusal(`the server is running on this DATA_DIR (port ${server.port}): stop it first`);

  await extractArchive(file, staging);
  const dump = readFileSync(join(staging, manifest.database.file));
  if (sha256(dump) !== manifest.database.sha256)
    throw new Error(
      `${manifest.database.file} in ${shown(file)} does not match its manifest: the file is damaged`,
    );
  const uploads = filesUnder(join(staging, UPLOADS));
  if (
    manifest.uploads.files !== null &&
    (uploads.files.length !== manifest.uploads.files || uploads.bytes !== manifest.uploads.bytes)
  )
    throw new Error(
      `the uploads in ${shown(file)} (${plural(uploads.files.length, 'file')}, ${uploads.bytes} bytes) do not match its manifest (${manifest.uploads.files}, ${manifest.uploads.bytes}): the file is damaged`,
    );

  const moved = values.force ? await setAside() : [];
  for (const aside of moved) console.log(`kept aside: ${shown(aside)}`);
  const restored =
    manifest.database.kind === 'pglite'
      ? await restorePglite(staging, manifest)
      : await restorePostgres(staging, manifest);
  const differences = countDifferences(manifest.tables, restored.tables);
  if (differences.length > 0)
    throw new Error(
      `the restored database does not match the backup (left as restored, for a look):\n  ${differences.join('\n  ')}`,
    );

  let uploadsLine;
  if (uploads.files.length === 0)
    uploadsLine =
      manifest.uploads.files === null
        ? `not in the backup (it was made with STORAGE=${manifest.uploads.storage})`
        : 'none';
  else if (!paths.uploadsDir)
    uploadsLine = `${plural(uploads.files.length, 'file')} in the backup NOT restored: STORAGE=${paths.storage} (copy the archive's ${UPLOADS}/ files into the bucket by name)`;
  else {
    await move(join(staging, UPLOADS), paths.uploadsDir);
    const placed = filesUnder(paths.uploadsDir);
    if (placed.files.length !== uploads.files.length || placed.bytes !== uploads.bytes)
      throw new Error(`the uploads copied to ${shown(paths.uploadsDir)} do not match the backup`);
    uploadsLine = `${plural(placed.files.length, 'file')} (${describeBytes(placed.bytes)}) in ${shown(paths.uploadsDir)}`;
  }

  console.log(
    `restored ${shown(file)} (made ${manifest.createdAt}, version ${manifest.version}) in ${seconds(started)}`,
  );
  console.log(
    `  database: ${manifest.database.kind === 'pglite' ? `embedded, in ${shown(paths.pgliteDir)}` : 'PostgreSQL (DATABASE_URL)'}, ${plural(Object.keys(restored.tables).length, 'table')} and ${plural(totalRows(restored.tables), 'row')} as in the backup, migrations up to ${restored.migrations.last ?? 'none'}`,
  );
  console.log(`  uploads: ${uploadsLine}`);
  const warning = newerSchemaWarning(restored.migrations);
  if (warning) console.log(warning);
  if (manifest.database.kind === 'pglite' && values['data-dir'])
    console.log(`start it with: DATA_DIR=${paths.dataDir} npm start`);
} catch (error) {
  console.error(
    error instanceof Refusal
      ? error.message
      : `restore failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
} finally {
  await rm(staging, { recursive: true, force: true });
}
