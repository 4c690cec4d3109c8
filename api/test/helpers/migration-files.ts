import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { migrationsFolder } from '../../src/db/migrate';

const folder = migrationsFolder();

/** The migrations' tags (`0004_click-segments-rollup`), in the journal's order. */
export const migrationTags: string[] = (
  JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] }
).entries.map((entry) => entry.tag);

/** Runs one migration's statements on a bare PGlite, as the migrator would: to test what it does to old rows. */
export async function applyMigration(db: PGlite, tag: string): Promise<void> {
  for (const statement of readFileSync(join(folder, `${tag}.sql`), 'utf8').split(
    '--> statement-breakpoint',
  )) {
    if (statement.trim()) await db.exec(statement);
  }
}
