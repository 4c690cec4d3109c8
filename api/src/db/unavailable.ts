/**
 * Errors that mean "the database cannot answer now" rather than "this request is wrong": refused or lost
 * connections, the pool's connection timeout, the server shutting down, a statement cancelled by
 * `statement_timeout`. Drizzle wraps driver errors, so the cause chain is searched.
 */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ETIMEDOUT',
  'EAI_AGAIN',
  '57014', // query_canceled (statement_timeout)
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08006', // connection_failure
]);

// pg's own messages for a pool that cannot connect in time, a connection that drops mid-query, or a transaction's
// ROLLBACK on a connection that dropped (Drizzle then throws that error, not the first).
const unavailableMessages = /timeout exceeded when trying to connect|Connection terminated|is not queryable/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = 'code' in current ? current.code : undefined;
    if (typeof code === 'string' && unavailableCodes.has(code)) return true;
    if (unavailableMessages.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}
