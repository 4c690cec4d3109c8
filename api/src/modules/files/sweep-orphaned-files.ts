import type { Db } from '../../db/client';
import type { FileStorage } from '../../providers/storage';
import { findOrphanKeys, removeOrphan } from './queries';

/** A deleted upload's bytes stay a day (an undo, a crawler's late fetch) before the sweep may remove them. */
const GRACE_MS = 86_400_000;
const BATCH = 200;

/**
 * The `files.sweep-orphans` job (decision 020): removes from storage the bytes that no live upload has named
 * for a day, with their rows. Safe on several instances and beside uploads (each key under its lock).
 */
export async function sweepOrphanedFiles(
  db: Db,
  storage: FileStorage,
  now: Date,
): Promise<{ removed: number }> {
  const before = new Date(now.getTime() - GRACE_MS);
  let removed = 0;
  for (;;) {
    const keys = await findOrphanKeys(db, before, BATCH);
    for (const key of keys) {
      if (await removeOrphan(db, key, before, () => storage.delete(key))) removed += 1;
    }
    if (keys.length < BATCH) return { removed };
  }
}
