import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { applyMigration, migrationTags } from '../helpers/migration-files';

const TAG = '0037_partitioned-clicks';

describe('migration 0037 (raw clicks partitioned by month)', () => {
  const db = new PGlite();
  afterAll(() => db.close());

  it('moves every click into its month, keeps the ids and where the identity was, and indexes each month', async () => {
    for (const tag of migrationTags.slice(0, migrationTags.indexOf(TAG))) await applyMigration(db, tag);
    await db.exec(`
      INSERT INTO online_addresses (id, code, url) VALUES (1, 'abc1234', 'https://exemplo.com');
      INSERT INTO clicks (online_address_id, user_session_id, created_at) VALUES
        (1, 'a', '2025-12-31T23:59:59Z'), (1, 'a', '2026-01-01T00:00:00Z'), (1, NULL, '1970-01-01T00:00:00Z');
      DELETE FROM clicks WHERE created_at = '1970-01-01T00:00:00Z';
      INSERT INTO clicks (online_address_id, created_at) VALUES (1, '1970-01-01T00:00:00Z');
    `);
    await applyMigration(db, TAG);

    const { rows } = await db.query(
      `SELECT id::int, tableoid::regclass::text AS part FROM clicks ORDER BY id`,
    );
    expect(rows).toEqual([
      { id: 1, part: 'clicks_p202512' },
      { id: 2, part: 'clicks_p202601' },
      { id: 4, part: 'clicks_p197001' },
    ]);
    await db.exec(`INSERT INTO clicks (online_address_id) VALUES (1)`);
    const { rows: next } = await db.query(`SELECT max(id)::int AS id FROM clicks`);
    expect(next).toEqual([{ id: 5 }]);

    const { rows: parts } = await db.query<{ name: string; indexes: number }>(
      `SELECT c.relname AS name, (SELECT count(*)::int FROM pg_index x WHERE x.indrelid = c.oid) AS indexes
       FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = 'clicks'::regclass`,
    );
    expect(parts.map((part) => part.name)).toEqual(
      expect.arrayContaining(['clicks_default', 'clicks_p197001', 'clicks_p202512', 'clicks_p202601']),
    );
    // The key (id, created_at) and the two indexes of the dashboards, on every partition.
    expect(new Set(parts.map((part) => part.indexes))).toEqual(new Set([3]));
    // Read in id order after a watermark through each month's key, not by sorting the table.
    const { rows: plan } = await db.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN SELECT id FROM clicks WHERE id > 1 ORDER BY id LIMIT 100`,
    );
    expect(plan.map((line) => line['QUERY PLAN']).join('\n')).toMatch(/Merge Append/);
  });
});
