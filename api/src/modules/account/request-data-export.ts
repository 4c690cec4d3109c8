import type { FastifyInstance } from 'fastify';
import type { DataExportRow } from '../../db/schema';
import { BUILD_EXPORT_JOB } from './build-data-export';
import { insertDataExport, listOwnedDataExports } from './queries';

/** How many of a user's exports the list shows (the newest is the one that counts). */
const LISTED = 5;

/**
 * POST /api/v1/account/data-exports: a new export queued for the `account.build-export` job, or the one already
 * under way. A lost enqueue is harmless: the sweep queues pending exports again.
 */
export async function requestDataExport(
  app: FastifyInstance,
  userId: number,
  now: Date,
): Promise<DataExportRow> {
  const { row, created } = await insertDataExport(app.db, userId, now);
  if (created) {
    await app.jobs
      .enqueue(BUILD_EXPORT_JOB, { exportId: row.id })
      .catch((error: unknown) =>
        app.log.warn({ err: error, exportId: row.id }, 'data export queued by the sweep'),
      );
  }
  return row;
}

/** GET /api/v1/account/data-exports: the user's copies still to be had (an ended one waits for the sweep unseen). */
export async function listDataExports(
  app: FastifyInstance,
  userId: number,
  now: Date,
): Promise<DataExportRow[]> {
  const rows = await listOwnedDataExports(app.db, userId, LISTED);
  return rows.filter((row) => row.expiresAt === null || row.expiresAt > now);
}
