import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { Config } from '../../src/config';
import { type Database, openDatabase, pgliteDirOf } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { rowsOf } from '../../src/db/rows';
import { bearer, signIn, testConfig } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';
import { openVisit } from '../modules/clicks/visit';
import { multipartBody } from '../modules/files/multipart';
import { createLink, grantPlan } from '../modules/online-addresses/fixtures';

// `npm run backup` / `npm run restore` (scripts/backup.mjs, scripts/restore.mjs; README "Backups") on the engine
// the suite runs on: PGlite (a data directory on disk) or, with DATABASE_URL, PostgreSQL through pg_dump.
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const serverUrl = process.env.DATABASE_URL;
const work = mkdtempSync(join(tmpdir(), 'atalho-backup-test-'));
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(work, { recursive: true, force: true });
});

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function script(
  name: 'backup' | 'restore',
  args: string[],
  env: Record<string, string | undefined>,
): Promise<Run> {
  const { DATABASE_URL: _url, STORAGE: _storage, STORAGE_DIR: _dir, ...inherited } = process.env;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [join(repoRoot, 'scripts', `${name}.mjs`), ...args],
      { cwd: repoRoot, env: { ...inherited, INIT_CWD: repoRoot, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** A user with a plan, two links, clicks on them and an uploaded image, written through the API. */
async function populate(config: Config, database: Database): Promise<void> {
  const app = await buildApp(config, { logger: false, database, closeDatabase: false });
  await app.ready();
  try {
    const email = 'copia@example.com';
    const token = await signIn(app, email, 'Cópia de Segurança');
    await grantPlan(app, email, 'PRO');
    const links = [
      await createLink(app, 'https://exemplo.com.br/promo', token),
      await createLink(app, 'https://exemplo.com.br/natal', token),
    ];
    for (const [i, link] of links.entries()) {
      for (let n = 0; n <= i; n++) {
        const visit = await openVisit(app, link.code);
        const click = await app.inject({
          method: 'POST',
          url: '/api/v1/clicks',
          headers: {
            ...visit.headers,
            'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/124.0',
          },
          payload: {
            onlineAddress: { code: link.code },
            visitToken: visit.visitToken,
            userSessionId: `s-${i}-${n}`,
          },
        });
        expect(click.statusCode).toBe(201);
      }
    }
    const image = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#2E7D32' } })
      .png()
      .toBuffer();
    const { payload, contentType } = multipartBody([
      { name: 'kind', value: 'image' },
      { name: 'file', value: image, filename: 'logo.png' },
    ]);
    const upload = await app.inject({
      method: 'POST',
      url: '/api/v1/files',
      headers: { ...bearer(token), 'content-type': contentType },
      payload,
    });
    expect(upload.statusCode).toBe(201);
  } finally {
    await app.close(); // drains the click batch into the database
  }
}

/** Every table's rows (sorted, as JSON) and every sequence's position: what a restore must give back. */
async function contentsOf(database: Database): Promise<Record<string, string[]>> {
  const query = async (sql: string) => rowsOf(await database.db.execute(sql));
  const tables = await query(
    `select table_schema as s, table_name as t from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
     order by 1, 2`,
  );
  const contents: Record<string, string[]> = {};
  const json = (row: unknown) =>
    JSON.stringify(row, (_key, value) =>
      typeof value === 'bigint'
        ? value.toString()
        : value instanceof Uint8Array
          ? Buffer.from(value).toString('base64')
          : value,
    );
  for (const { s, t } of tables) {
    const rows = await query(`select * from "${String(s)}"."${String(t)}"`);
    contents[`${String(s)}.${String(t)}`] = rows.map(json).sort();
  }
  const sequences = await query(
    'select schemaname, sequencename, last_value::text as last from pg_sequences order by 1, 2',
  );
  contents['(sequences)'] = sequences.map(json);
  return contents;
}

async function contentsAt(where: { pgliteDir: string } | { databaseUrl: string }) {
  const database = await openDatabase(where);
  try {
    return await contentsOf(database);
  } finally {
    await database.close();
  }
}

/** An empty database on the test server (the restore's target), dropped after the file. */
async function emptyPostgresDatabase(): Promise<string> {
  const name = `atalho_restore_${Math.random().toString(16).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.end();
  });
  const url = new URL(serverUrl as string);
  url.pathname = `/${name}`;
  return url.toString();
}

function uploadsOf(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string, prefix: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(d, entry.name), `${prefix}${entry.name}/`);
      else out[`${prefix}${entry.name}`] = readFileSync(join(d, entry.name)).toString('base64');
    }
  };
  walk(dir, '');
  return out;
}

describe('npm run backup / npm run restore', () => {
  it('backs up the database and uploads into one file and restores them, every table and byte equal, into a new place only', async () => {
    const config = testConfig({ allowPrivateUrls: true });
    const source = config.dataDir;
    let sourceUrl: string | undefined;
    let database: Database;
    if (serverUrl) {
      const testDatabase = await createTestDatabase();
      cleanups.push(() => testDatabase.destroy());
      ({ database, url: sourceUrl } = testDatabase);
    } else {
      database = await openDatabase({ pgliteDir: pgliteDirOf(source) });
      await runMigrations(database);
    }
    await populate(config, database);
    const before = await contentsOf(database);
    // The embedded database has one opener: the backup's, from here on.
    if (!serverUrl) await database.close();
    const sourceEnv = { DATA_DIR: source, DATABASE_URL: sourceUrl };

    const file = join(work, 'copia.tar.gz');
    const backup = await script('backup', [file], sourceEnv);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/backup written: .*copia\.tar\.gz/);
    expect(backup.stdout).toMatch(/uploads: 1 file /);

    const target = join(work, 'restaurado');
    const targetUrl = serverUrl ? await emptyPostgresDatabase() : undefined;
    const restore = await script('restore', [file, '--data-dir', target], { DATABASE_URL: targetUrl });
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toMatch(/as in the backup/);

    const after = await contentsAt(
      targetUrl ? { databaseUrl: targetUrl } : { pgliteDir: pgliteDirOf(target) },
    );
    expect(Object.keys(after)).toEqual(Object.keys(before));
    expect(after).toEqual(before);
    for (const table of ['public.users', 'public.online_addresses', 'public.clicks', 'public.files'])
      expect(before[table]?.length, table).toBeGreaterThan(0);
    expect(before['public.clicks']).toHaveLength(3);

    const uploaded = uploadsOf(join(source, 'files'));
    expect(Object.keys(uploaded)).toHaveLength(1);
    expect(uploadsOf(join(target, 'files'))).toEqual(uploaded);

    // The manifest names the version, the migration level, the time and the row counts.
    const manifest = JSON.parse(
      await new Promise<string>((resolve, reject) =>
        execFile('tar', ['-xzOf', file, 'manifest.json'], (error, stdout) =>
          error ? reject(error) : resolve(stdout),
        ),
      ),
    );
    expect(manifest).toMatchObject({ format: 1, app: 'atalho', version: expect.any(String) });
    expect(manifest.migrations.last).toMatch(/^\d{4}_/);
    expect(manifest.tables['public.clicks']).toBe(3);
    // Every table, the migrations' own included, with its row count.
    const tables = Object.keys(before).filter((name) => name !== '(sequences)');
    expect(tables).toContain('drizzle.__drizzle_migrations');
    expect(manifest.tables).toEqual(Object.fromEntries(tables.map((name) => [name, before[name]?.length])));
    expect(Date.parse(manifest.createdAt)).toBeGreaterThan(Date.now() - 10 * 60_000);

    // A second restore onto what is there now is refused without --force.
    const again = await script('restore', [file, '--data-dir', target], { DATABASE_URL: targetUrl });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/not restoring: .*--force/);
  }, 120_000);

  it.skipIf(serverUrl)('refuses to back up the embedded database while the server holds it', async () => {
    const dataDir = join(work, 'em-uso');
    mkdirSync(join(dataDir, 'pglite'), { recursive: true });
    writeFileSync(join(dataDir, 'pglite', 'PG_VERSION'), '17\n');
    // What the running server answers the admin CLI on loopback, with the token of DATA_DIR/admin.json.
    const server = createServer((request, response) => {
      response.statusCode = request.headers['x-admin-token'] === 'segredo' ? 200 : 404;
      response.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
    const { port } = server.address() as AddressInfo;
    writeFileSync(join(dataDir, 'admin.json'), JSON.stringify({ port, token: 'segredo' }));

    const refused = await script('backup', [join(work, 'nao.tar.gz')], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/the server is running on this DATA_DIR \(port \d+\).*stop it/);
  });
});
