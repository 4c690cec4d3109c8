import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { rowsOf } from '../../src/db/rows';
import { isDatabaseUnavailable } from '../../src/db/unavailable';

const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)('PostgreSQL pool: statement_timeout', () => {
  it('cancels a statement that runs longer, as an unavailable database (503), and sets it on every connection', async () => {
    const database = await openDatabase({
      databaseUrl,
      statementTimeoutMs: 300,
      onConnectionError: () => {},
    });
    try {
      const [setting] = rowsOf<{ statement_timeout: string }>(
        await database.db.execute(sql`show statement_timeout`),
      );
      expect(setting?.statement_timeout).toBe('300ms');
      const error = await database.db.execute(sql`select pg_sleep(2)`).then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await database.close();
    }
  });
});
