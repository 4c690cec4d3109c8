import type { StorageConfig } from '../../config';
import { createLocalDiskStorage } from './local-disk';
import { createS3Storage } from './s3';
import type { FileStorage } from './storage';

export type { ByteRange, FileStorage } from './storage';

export function createFileStorage(config: StorageConfig): FileStorage {
  return config.kind === 's3' ? createS3Storage(config) : createLocalDiskStorage(config.dir);
}
