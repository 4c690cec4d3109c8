/** The SQLSTATE of a database error: on the driver's error, or on its cause when Drizzle wrapped it. */
export function sqlStateOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('code' in error && typeof error.code === 'string') return error.code;
  return 'cause' in error ? sqlStateOf(error.cause) : undefined;
}

/**
 * A data exception (22) or an integrity constraint violation (23): what one row of a batch holds, not the
 * database failing; a group commit then writes the items one by one so only that one fails.
 */
export function isDataError(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state !== undefined && /^2[23]/.test(state);
}

const DEADLOCK_DETECTED = '40P01';

/**
 * Runs a write once more when PostgreSQL ended it as the victim of a deadlock (40P01). The write must be one
 * statement or one transaction, so the aborted attempt left nothing behind; the other side of the cycle has
 * gone on, so the second attempt only waits for it. Used where two orders of locking are not avoided: a click
 * rollup step (decision 042) and a link delete's trigger (decision 019, "Owner-level rollups") both write the owner rollup tables,
 * one table after another, in different orders (the batch's data-modifying CTEs run last-declared first).
 */
export async function retryOnDeadlock<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlStateOf(error) !== DEADLOCK_DETECTED) throw error;
    return write();
  }
}
