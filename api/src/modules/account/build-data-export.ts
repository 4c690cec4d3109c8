import { createHash } from 'node:crypto';
import { DATA_EXPORT_TTL_DAYS, type DataExportStep, dataExportSteps } from '@atalho/sdk/schemas/account';
import { withStorageKeyLock } from '../files';
import type { AccountDeps } from './deps';
import {
  claimDataExport,
  completeDataExport,
  type ExportClaim,
  queueStorageRemovals,
  releaseDataExport,
  updateExportProgress,
} from './queries';
import { writeAccountData } from './write-account-data';
import { ZipWriter } from './zip-writer';

export const BUILD_EXPORT_JOB = 'account.build-export';

/** A run is tried this many times (a crash counts) before the export is failed. */
export const MAX_EXPORT_ATTEMPTS = 3;
/** A running export that has not reported for this long lost its run (a crashed worker): another may take it. */
export const STALE_EXPORT_MS = 10 * 60_000;
const DAY_MS = 86_400_000;

export type BuildResult = { built: number; skipped: number; aborted: number };

/**
 * The `account.build-export` job (decision 037): collects the owner's data area by area, reporting progress,
 * into a ZIP of JSON and CSV files, stores it (content-addressed, never served at /files/) and marks the export
 * ready for 7 days; the uploads' bytes are added when it is downloaded. Idempotent: a run claims the export
 * first, so a second delivery or another instance skips it, and every write names the claim, so a run that lost
 * it (the account was deleted) writes nothing and leaves no bytes behind.
 */
export async function buildDataExport(deps: AccountDeps, exportId: number, now: Date): Promise<BuildResult> {
  const staleBefore = new Date(now.getTime() - STALE_EXPORT_MS);
  const claim = await claimDataExport(deps.db, exportId, now, staleBefore, MAX_EXPORT_ATTEMPTS);
  if (!claim) return { built: 0, skipped: 1, aborted: 0 };
  try {
    return (await build(deps, claim, now))
      ? { built: 1, skipped: 0, aborted: 0 }
      : { built: 0, skipped: 0, aborted: 1 };
  } catch (error) {
    // Back to the queue for the job's retry (or failed for good on the last attempt), then the error is logged.
    await releaseDataExport(deps.db, claim, claim.attempts >= MAX_EXPORT_ATTEMPTS ? 'failed' : 'pending');
    throw error;
  }
}

async function build(deps: AccountDeps, claim: ExportClaim, now: Date): Promise<boolean> {
  let done = 0;
  const step = (name: DataExportStep) => {
    const progress = Math.round((done * 100) / dataExportSteps.length);
    done += 1;
    return updateExportProgress(deps.db, claim, progress, name);
  };
  const chunks: Uint8Array[] = [];
  const zip = new ZipWriter((chunk) => chunks.push(chunk), now);
  const data = await writeAccountData(deps.db, claim.userId, zip, { step, filesOrigin: deps.filesOrigin });
  if (!data || !(await step('saving'))) return false;
  zip.end();
  const part = Buffer.concat(chunks);
  const key = `${createHash('sha256').update(part).digest('hex')}.zip`;
  // Queued first: bytes stored by a run that then dies, or loses its claim, are removed by the sweep.
  await queueStorageRemovals(deps.db, [key]);
  const size = part.length + data.uploads.reduce((total, upload) => total + upload.size, 0);
  return withStorageKeyLock(deps.db, key, async (tx) => {
    await deps.storage.put(key, part, 'application/zip');
    return completeDataExport(tx, claim, {
      key,
      size,
      uploads: data.uploads,
      readyAt: now,
      expiresAt: new Date(now.getTime() + DATA_EXPORT_TTL_DAYS * DAY_MS),
    });
  });
}
