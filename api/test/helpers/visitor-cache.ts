import type { FastifyInstance } from 'fastify';

/** Polls until `check` holds (or fails after `timeoutMs`); resolves with the time it took, in ms. */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 2_000,
): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await check()) return performance.now() - started;
    if (performance.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * Runs a write made outside any module (plain SQL, as an operator would) and waits until the database's
 * notification has reached the app's visitor cache: at once on PGlite, a moment later on PostgreSQL.
 */
export async function writeAndAwaitInvalidation(app: FastifyInstance, write: () => Promise<unknown>) {
  const before = app.visitorCache.epoch;
  await write();
  await eventually(() => app.visitorCache.epoch !== before);
}
