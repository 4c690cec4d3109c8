import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface AdminFile {
  port: number;
  token: string;
}

function adminFilePath(dataDir: string): string {
  return join(dataDir, 'admin.json');
}

/** Lets the admin CLI reach a running server that holds the embedded database (PGlite has one opener). */
export async function writeAdminFile(dataDir: string, content: AdminFile): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  const path = adminFilePath(dataDir);
  await writeFile(path, JSON.stringify(content), { mode: 0o600 });
  await chmod(path, 0o600);
}

export async function readAdminFile(dataDir: string): Promise<AdminFile | undefined> {
  try {
    const parsed: unknown = JSON.parse(await readFile(adminFilePath(dataDir), 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { port, token } = parsed as Record<string, unknown>;
    return typeof port === 'number' && typeof token === 'string' ? { port, token } : undefined;
  } catch {
    return undefined;
  }
}

export async function removeAdminFile(dataDir: string): Promise<void> {
  await rm(adminFilePath(dataDir), { force: true });
}
