import type { Db } from '../../db/client';
import type { FileStorage } from '../../providers/storage';

/**
 * What the account's use cases need: the database, the file storage and where uploads are served. The running
 * server passes its own; the admin CLI, on PostgreSQL, builds them from the config (decision 037).
 */
export interface AccountDeps {
  db: Db;
  storage: FileStorage;
  filesOrigin: string;
}
