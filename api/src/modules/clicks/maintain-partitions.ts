import type { FastifyInstance } from 'fastify';
import { deleteSuspiciousClicksBefore, dropClickPartitionsBefore, ensureClickPartitions } from './queries';

/** Months created past the current one: a daily run missing for weeks still finds them there. */
const MONTHS_AHEAD = 2;

/** The first instant of the UTC month `months` before the one holding `now`: the retention's cutoff. */
function retentionCutoff(now: Date, months: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1));
}

/**
 * The raw clicks' partitions (decision 043): this month's and the next ones exist before a click needs them, and
 * the months before the retention (CLICKS_RETENTION_MONTHS whole months before the current one) are dropped
 * whole, with the default partition's rows that old and the clicks set apart that old; the rollups the dashboards read stay. `notBefore` spares
 * every row at or after it (a reader that has not consumed them yet). Idempotent, and serialised between
 * instances by the database functions.
 */
export async function maintainClickPartitions(
  app: FastifyInstance,
  now: Date,
  notBefore: Date | null = null,
) {
  const created = await ensureClickPartitions(app.db, now, MONTHS_AHEAD);
  const cutoff = retentionCutoff(now, app.config.clicksRetentionMonths);
  const dropped = await dropClickPartitionsBefore(app.db, cutoff, notBefore);
  const setApart = await deleteSuspiciousClicksBefore(app.db, cutoff);
  return {
    created,
    dropped: dropped.partitions,
    expiredRows: dropped.defaultRows,
    expiredSetApart: setApart,
  };
}
