import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root: shared/build/src → ../../.. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export function appDir(folder: string): string {
  return join(REPO_ROOT, folder);
}
