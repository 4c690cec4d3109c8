import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { applyMigration, migrationTags } from '../helpers/migration-files';

async function apply(db: PGlite, idx: number): Promise<void> {
  const tag = migrationTags[idx];
  if (!tag) throw new Error(`no migration ${idx}`);
  await applyMigration(db, tag);
}

describe('migration 0004 (click rollup by segment)', () => {
  const db = new PGlite();
  afterAll(() => db.close());

  it('rebuilds the rollup from the raw clicks recorded before it', async () => {
    for (const idx of [0, 1, 2, 3]) await apply(db, idx);
    await db.exec(`
      INSERT INTO online_addresses (id, code, url) VALUES (1, 'abc1234', 'https://exemplo.com');
      INSERT INTO clicks (online_address_id, platform, breakpoint_name, country, created_at) VALUES
        (1, 'iPhone', 'xs', 'BR', '2026-11-20T23:59:00Z'),
        (1, 'iPhone', 'xs', 'BR', '2026-11-20T10:00:00Z'),
        (1, 'Windows', NULL, NULL, '2026-11-21T00:01:00Z');
      INSERT INTO clicks_daily (online_address_id, day, clicks) VALUES (1, '2026-11-20', 2), (1, '2026-11-21', 1);
    `);
    await apply(db, 4);
    const { rows } = await db.query(
      `SELECT day::text, platform, breakpoint_name, country, clicks FROM clicks_daily ORDER BY day, platform`,
    );
    expect(rows).toEqual([
      { day: '2026-11-20', platform: 'iPhone', breakpoint_name: 'xs', country: 'BR', clicks: 2 },
      { day: '2026-11-21', platform: 'Windows', breakpoint_name: null, country: null, clicks: 1 },
    ]);
    const { rows: tables } = await db.query(`SELECT to_regclass('clicks_daily_properties') AS t`);
    expect(tables).toEqual([{ t: null }]);
  });
});
