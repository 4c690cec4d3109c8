import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { listenPglite, listenPostgres, type NotificationHandlers, type StopListening } from './listen';
import * as schema from './schema';

export type Schema = typeof schema;

/** The one database type used by queries: the same Drizzle API over PGlite or a pg Pool. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Runs raw SQL outside Drizzle (advisory locks, truncation in tests). */
  exec(sql: string): Promise<void>;
  /** Runs fn while holding a PostgreSQL session advisory lock (a no-op lock on single-process PGlite). */
  withAdvisoryLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  /** LISTENs on a channel (a dedicated connection on PostgreSQL, reconnected when it drops). */
  listen(channel: string, handlers: NotificationHandlers): Promise<StopListening>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://… ; without it PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; `undefined` means in memory. */
  pgliteDir?: string | undefined;
  /**
   * An idle pooled connection that the server closed (restart, failover, pg_terminate_backend). The pool
   * replaces it on the next query; without a listener the error event would end the process.
   */
  onConnectionError?: (error: Error) => void;
  /** PostgreSQL: wait at most this long for a connection (a down database fails fast instead of queueing); unset: no limit. */
  connectTimeoutMs?: number;
  /** PostgreSQL: the server cancels any statement running longer (`statement_timeout`); unset: no limit. */
  statementTimeoutMs?: number;
}

export function pgliteDirOf(dataDir: string): string {
  return join(dataDir, 'pglite');
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const { databaseUrl } = options;
  if (databaseUrl) {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      connectionTimeoutMillis: options.connectTimeoutMs,
      statement_timeout: options.statementTimeoutMs,
      // No JIT: the app's statements are short, and compiling a dashboard plan whose cost passes
      // jit_above_cost took about 130 ms of a 10 M-click read (decision 019, "Speed"). PGlite has no JIT.
      options: '-c jit=off',
    });
    pool.on('error', (error) => options.onConnectionError?.(error));
    // The pool listens for errors of idle connections only. A checked-out one (a transaction, a click batch, an
    // advisory lock) whose socket drops would emit an error nobody hears, which ends the process; its query in
    // flight already rejects with the error, and the pool drops it on release (no longer queryable).
    pool.on('connect', (client) => client.on('error', () => {}));
    const db: Db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      exec: async (sql) => {
        await pool.query(sql);
      },
      withAdvisoryLock: async (key, fn) => {
        // Session locks belong to one connection, so lock and unlock on the same checked-out client.
        const lockClient = await pool.connect();
        try {
          // Waiting for another instance's migrations is not a runaway statement.
          await lockClient.query('SET statement_timeout = 0');
          await lockClient.query('SELECT pg_advisory_lock($1)', [key]);
          try {
            return await fn();
          } finally {
            await lockClient.query('SELECT pg_advisory_unlock($1)', [key]);
            await lockClient.query('RESET statement_timeout');
          }
        } finally {
          lockClient.release();
        }
      },
      listen: (channel, handlers) =>
        listenPostgres(databaseUrl, channel, handlers, { onError: options.onConnectionError }),
      close: () => pool.end(),
    };
  }
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  const client = options.pgliteDir ? new PGlite(options.pgliteDir) : new PGlite();
  await client.waitReady;
  const db: Db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    exec: async (sql) => {
      await client.exec(sql);
    },
    withAdvisoryLock: (_key, fn) => fn(),
    listen: (channel, handlers) => listenPglite(client, channel, handlers),
    close: () => client.close(),
  };
}
