import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './client';
import { rowsOf } from './rows';

/** Runs one statement (`$1`, `$2`… for its values) and answers its rows. */
export type RunStatement = (
  name: string,
  text: string,
  values: readonly unknown[],
) => Promise<Record<string, unknown>[]>;

/** A statement's `$n` placeholders bound to values, for Drizzle's `sql` (PGlite). */
function bound(text: string, values: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  for (const [index, part] of parts.entries()) {
    chunks.push(index % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1]}`);
  }
  return sql.join(chunks);
}

function poolOf(db: Db): pg.Pool | undefined {
  const client: unknown = '$client' in db ? db.$client : undefined;
  return client instanceof pg.Pool ? client : undefined;
}

/**
 * One statement on its own (atomic by itself). On PostgreSQL a named statement is planned once per connection
 * instead of once per call (about a quarter of the server's CPU for the click statements); PGlite (and
 * anything else) gets the same text through Drizzle.
 */
export async function runStatement(
  db: Db,
  name: string,
  text: string,
  values: readonly unknown[],
): Promise<Record<string, unknown>[]> {
  const pool = poolOf(db);
  if (pool) return (await pool.query({ name, text, values: [...values] })).rows;
  return rowsOf(await db.execute(bound(text, values)));
}

/** Several statements in one transaction, named (prepared) on PostgreSQL like `runStatement`. */
export async function inTransaction<T>(db: Db, work: (run: RunStatement) => Promise<T>): Promise<T> {
  const pool = poolOf(db);
  if (!pool) {
    return db.transaction((tx) =>
      work(async (_name, text, values) => rowsOf(await tx.execute(bound(text, values)))),
    );
  }
  const connection = await pool.connect();
  try {
    await connection.query('BEGIN');
    const result = await work(
      async (name, text, values) => (await connection.query({ name, text, values: [...values] })).rows,
    );
    await connection.query('COMMIT');
    connection.release();
    return result;
  } catch (error) {
    // A connection that cannot even roll back is not given back to the pool.
    const rolledBack = await connection.query('ROLLBACK').then(
      () => true,
      () => false,
    );
    connection.release(!rolledBack);
    throw error;
  }
}
