import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database, Schema } from './client';

/**
 * Arbitrary constant shared by every instance: they queue on it so only one does start-up schema work at a
 * time (migrations, then pg-boss's schema and queues). Instances started together on a new database
 * otherwise deadlock in pg-boss's `createQueue` (issue 34).
 */
const STARTUP_LOCK_KEY = 4_702_117_305;

/** Runs fn while no other instance does start-up schema work (a session advisory lock; nothing on PGlite). */
export function withStartupLock<T>(database: Database, fn: () => Promise<T>): Promise<T> {
  return database.withAdvisoryLock(STARTUP_LOCK_KEY, fn);
}

/** api/drizzle, found from src/db/ (tsx, vitest) or from dist/ (the bundle). */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  for (const candidate of [resolve(here, '..', '..', 'drizzle'), resolve(here, '..', 'drizzle')]) {
    if (existsSync(resolve(candidate, 'meta', '_journal.json'))) return candidate;
  }
  throw new Error(`Migrations folder not found near ${here}`);
}

export async function runMigrations(database: Database): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (database.kind === 'pglite') {
    // The Db type is the shared PgDatabase base; the migrator wants the driver-specific subclass it came from.
    await migratePglite(database.db as PgliteDatabase<Schema>, config);
    return;
  }
  await withStartupLock(database, () => migratePg(database.db as NodePgDatabase<Schema>, config));
}
