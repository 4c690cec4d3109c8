import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { assertKey, type FileStorage } from './storage';

/** Files under `dir` (DATA_DIR/files by default), two levels of folders by key prefix to keep folders small. */
export function createLocalDiskStorage(dir: string): FileStorage {
  const pathOf = (key: string) => join(dir, key.slice(0, 2), key);
  return {
    name: 'local',
    async put(key, data) {
      assertKey(key);
      const path = pathOf(key);
      await mkdir(join(dir, key.slice(0, 2)), { recursive: true });
      // Written aside then renamed: a reader never sees half a file.
      const partial = `${path}.${process.pid}.${Date.now()}.partial`;
      await writeFile(partial, data);
      await rename(partial, path);
    },
    async get(key, range) {
      assertKey(key);
      const path = pathOf(key);
      try {
        const { size } = await stat(path);
        if (range) return { body: createReadStream(path, range), size: range.end - range.start + 1 };
        return { body: createReadStream(path), size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      assertKey(key);
      await rm(pathOf(key), { force: true });
    },
  };
}
