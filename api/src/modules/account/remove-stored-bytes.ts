import type { Db } from '../../db/client';
import type { FileStorage } from '../../providers/storage';
import { withStorageKeyLock } from '../files';
import { dequeueRemoval, findQueuedRemovals } from './queries';

export const REMOVE_STORED_BYTES_JOB = 'account.remove-stored-bytes';
const BATCH = 200;

/**
 * The `account.remove-stored-bytes` job (decision 037): removes the queued stored bytes (a deleted account's
 * uploads and exports, expired exports) that no upload or export names any more, each under the key's lock that
 * uploads and the files sweep take, so bytes a new upload is naming are never removed. A key still named leaves
 * the queue with its bytes (the files sweep or the export's expiry owns them). A failed removal keeps the key
 * queued for the next run. Idempotent: removing bytes twice removes nothing more.
 */
export async function removeStoredBytes(
  db: Db,
  storage: FileStorage,
): Promise<{ removed: number; kept: number; failed: number }> {
  const result = { removed: 0, kept: 0, failed: 0 };
  let after = '';
  for (;;) {
    const keys = await findQueuedRemovals(db, after, BATCH);
    for (const key of keys) {
      try {
        const removed = await withStorageKeyLock(db, key, async (tx) => {
          const { named } = await dequeueRemoval(tx, key);
          if (!named) await storage.delete(key);
          return !named;
        });
        if (removed) result.removed += 1;
        else result.kept += 1;
      } catch {
        result.failed += 1;
      }
    }
    const last = keys.at(-1);
    if (!last || keys.length < BATCH) return result;
    after = last;
  }
}
