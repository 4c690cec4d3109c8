/**
 * Rows of a raw `db.execute(sql…)`: both drivers answer `{ rows }`, but the shared `Db` type
 * (PgDatabase over the base result kind) types the result as unknown.
 */
export function rowsOf<T extends Record<string, unknown> = Record<string, unknown>>(result: unknown): T[] {
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows as T[];
  }
  return [];
}
