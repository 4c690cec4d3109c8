import type { DatabaseKind, Db } from '../../db/client';
import { GroupCommit, QueueFullError } from '../../db/group-commit';
import type { OnlineAddressRow } from '../../db/schema';
import { isDataError } from '../../db/sql-state';
import { AppError } from '../../errors';
import { insertOnlineAddressBatch, type NewOnlineAddress } from './queries';

/** Inserts one link; null when its code is taken (the caller draws another one). */
export type InsertLink = (values: NewOnlineAddress) => Promise<OnlineAddressRow | null>;

export interface LinkWriter {
  insert: InsertLink;
  /** Writes what was accepted, then refuses more. */
  close(): Promise<void>;
}

/**
 * Links created at the same time are written together (decision 040), as clicks are (decision 006): one
 * multi-row insert per batch instead of a transaction of three round trips and a commit each, so 8 clients
 * creating links in bulk share commits. A batch the database refuses for what one link holds is written link
 * by link, so only that one fails.
 */
export function createLinkWriter(
  db: Db,
  kind: DatabaseKind,
  onError: (error: unknown, size: number) => void,
): LinkWriter {
  const batcher = new GroupCommit<NewOnlineAddress, OnlineAddressRow | null>({
    write: (batch) => insertOnlineAddressBatch(db, batch),
    maxBatch: 200,
    isItemError: isDataError,
    // A batch goes as soon as the requests already read have joined: a 1 ms wait for company halved one
    // client's links/s on PostgreSQL (433 → 198/s) and gained nothing with 8. PostgreSQL writes a few batches
    // at once; PGlite is one connection on this thread.
    maxWaitMs: 0,
    maxInFlight: kind === 'postgres' ? 4 : 1,
    onError,
  });
  return {
    insert: async (values) => {
      try {
        return await batcher.add(values);
      } catch (error) {
        if (error instanceof QueueFullError) throw new AppError(503, ['service.unavailable']);
        throw error;
      }
    },
    close: () => batcher.close(),
  };
}
