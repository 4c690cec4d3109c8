import { type SQL, sql } from 'drizzle-orm';

/** An `int[]` travelling as one parameter, however many ids (a bulk request may carry 100,000). */
export function intArray(ids: readonly number[]): SQL {
  return sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;
}

/** `array[$1, $2…]::text[]`: each value its own parameter. */
export function textArray(values: readonly string[]): SQL {
  if (values.length === 0) return sql`'{}'::text[]`;
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}
