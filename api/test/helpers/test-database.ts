import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { rowsOf } from '../../src/db/rows';

export interface TestDatabase {
  database: Database;
  /** The throwaway PostgreSQL database's URL (undefined on PGlite), for clients of their own (pg-boss). */
  url: string | undefined;
  /**
   * Empties every table the migrations left empty (seeded tables such as plans are kept), with triggers
   * off: on PostgreSQL the truncation's cache notifications would arrive a moment later, in the middle of
   * the next test, and evict what it had just cached. Whoever holds an app empties its caches itself.
   */
  reset(): Promise<void>;
  /** Closes the connection and drops the throwaway PostgreSQL database. */
  destroy(): Promise<void>;
}

async function tableNames(database: Database): Promise<string[]> {
  const rows = rowsOf(
    await database.db.execute(
      "select tablename from pg_tables where schemaname = 'public' order by tablename",
    ),
  );
  return rows.map((row) => String(row.tablename));
}

async function emptyTables(database: Database): Promise<string[]> {
  const empty: string[] = [];
  for (const table of await tableNames(database)) {
    const [row] = rowsOf(await database.db.execute(`select exists (select 1 from "${table}") as filled`));
    if (!row?.filled) empty.push(table);
  }
  return empty;
}

/**
 * A migrated database for one test file: in-memory PGlite, or with DATABASE_URL a fresh
 * `atalho_test_<random>` database on that server, dropped by destroy().
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  let dropDatabase = async () => {};
  let databaseUrl: string | undefined;
  let database: Database;
  if (serverUrl) {
    const name = `atalho_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    database = await openDatabase({ databaseUrl: url.toString(), onConnectionError: () => {} });
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    };
  } else {
    database = await openDatabase({});
  }
  await runMigrations(database);
  const resettable = await emptyTables(database);
  return {
    database,
    url: databaseUrl,
    async reset() {
      if (resettable.length === 0) return;
      const tables = resettable.map((t) => `"${t}"`).join(', ');
      // The app may still be finishing the last test's background work (an SMS batch being sent): a truncate
      // that deadlocks with it is tried again once that work has had a moment.
      for (let attempt = 1; ; attempt++) {
        try {
          await database.exec(
            `begin; set local session_replication_role = replica; truncate ${tables} restart identity cascade; commit;`,
          );
          return;
        } catch (error) {
          await database.exec('rollback').catch(() => undefined);
          if (attempt >= 5 || !String(error).includes('deadlock')) throw error;
          await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
        }
      }
    },
    async destroy() {
      await database.close();
      await dropDatabase();
    },
  };
}
