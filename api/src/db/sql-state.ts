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

/** Attempts at a write that PostgreSQL keeps ending as a deadlock's victim. */
const DEADLOCK_ATTEMPTS = 4;

/**
 * Runs a write again when PostgreSQL ended it as the victim of a deadlock (40P01). The write must be one
 * statement or one transaction, so the aborted attempt left nothing behind. Used where two orders of locking are
 * not avoided: a click rollup step (decision 042) and a link delete's trigger (decision 019, "Owner-level
 * rollups") both write the owner rollup tables, one table after another, in different orders (the batch's
 * data-modifying CTEs run last-declared first). An immediate second attempt can take the released rows again
 * before the other side, woken, takes them, and be the victim once more (seen under load in CI): each attempt
 * waits a few random milliseconds first, so the other side goes on.
 */
export async function retryOnDeadlock<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (sqlStateOf(error) !== DEADLOCK_DETECTED || attempt >= DEADLOCK_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, attempt * (10 + Math.random() * 40)));
    }
  }
}
