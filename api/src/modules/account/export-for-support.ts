import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '../../errors';
import { buildDataExport } from './build-data-export';
import type { AccountDeps } from './deps';
import { findOwnedDataExport, insertDataExport } from './queries';
import { type DataExportDownload, streamDataExport } from './stream-data-export';

/** How long the CLI waits for an export another run is making. */
const WAIT_MS = 10 * 60_000;
const POLL_MS = 1_000;

/**
 * The admin CLI's `account export` (decision 037): the same export the user gets in the panel (and listed there),
 * built here and now unless a run is already making one, then streamed as the ZIP.
 */
export async function exportAccountForSupport(
  deps: AccountDeps,
  userId: number,
  now: Date,
): Promise<DataExportDownload> {
  const { row } = await insertDataExport(deps.db, userId, now);
  await buildDataExport(deps, row.id, now);
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const current = await findOwnedDataExport(deps.db, userId, row.id);
    if (!current || current.status === 'failed') throw new AppError(409, ['data.export.failed']);
    if (current.status === 'ready') return streamDataExport(deps, userId, row.id, new Date());
    if (Date.now() > deadline) throw new AppError(409, ['data.export.not.ready']);
    await sleep(POLL_MS);
  }
}
