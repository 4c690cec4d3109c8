import type { FastifyInstance } from 'fastify';
import { BUILD_EXPORT_JOB, MAX_EXPORT_ATTEMPTS, STALE_EXPORT_MS } from './build-data-export';
import { deleteExpiredExports, failSpentExports, findStrandedExports } from './queries';
import { removeStoredBytes } from './remove-stored-bytes';

/** A pending export younger than this may still have its first run queued: the sweep leaves it be. */
const PENDING_GRACE_MS = 60_000;
/** A failed export is listed this long (the panel says so) before it goes. */
const FAILED_KEPT_MS = 7 * 86_400_000;
const BATCH = 100;

/**
 * The `account.sweep` job (ACCOUNT_SWEEP_CRON, every 10 minutes; decision 037): fails exports whose runs kept
 * dying, queues again those a lost enqueue or a crashed worker left, deletes expired exports, then removes the
 * queued stored bytes nothing names. Each part is safe to run twice and on several instances.
 */
export async function sweepDataExports(app: FastifyInstance, now: Date) {
  const staleBefore = new Date(now.getTime() - STALE_EXPORT_MS);
  const spent = await failSpentExports(app.db, MAX_EXPORT_ATTEMPTS, staleBefore);
  const stranded = await findStrandedExports(
    app.db,
    new Date(now.getTime() - PENDING_GRACE_MS),
    staleBefore,
    BATCH,
  );
  for (const exportId of stranded) await app.jobs.enqueue(BUILD_EXPORT_JOB, { exportId });
  const expired = await deleteExpiredExports(app.db, now, new Date(now.getTime() - FAILED_KEPT_MS));
  const bytes = await removeStoredBytes(app.db, app.providers.storage);
  return { spent, requeued: stranded.length, expired, bytes };
}
