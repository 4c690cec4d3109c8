import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type APIRequestContext, expect } from '@playwright/test';
import { dataDir, repoRoot } from './env';

const run = promisify(execFile);

export interface CreatedLink {
  id: number;
  code: string;
  url: string;
}

function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

export async function createLink(
  request: APIRequestContext,
  token: string,
  url: string,
): Promise<CreatedLink> {
  const response = await request.post('/api/v1/online-addresses', { data: { url }, headers: bearer(token) });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as CreatedLink;
}

/** Recorded clicks of one of the owner's links (GET /api/v1/clicks?text=<code>). */
export async function clickCount(request: APIRequestContext, token: string, code: string): Promise<number> {
  const response = await request.get('/api/v1/clicks', {
    params: { text: code, page: 0, size: 50 },
    headers: bearer(token),
  });
  expect(response.status(), await response.text()).toBe(200);
  const page = (await response.json()) as {
    totalElements?: number;
    content?: { onlineAddress?: { code?: string } }[];
  };
  return (page.content ?? []).filter((click) => click.onlineAddress?.code === code).length;
}

export async function patchConfig(request: APIRequestContext, token: string, body: Record<string, unknown>) {
  const response = await request.patch('/api/v1/configs', { data: body, headers: bearer(token) });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

/** `npm run admin -- <args>` against the running server's DATA_DIR. */
export async function admin(...args: string[]): Promise<string> {
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: the admin CLI needs the server DATA_DIR');
  const { stdout } = await run(process.execPath, [join(repoRoot, 'api', 'dist', 'admin.js'), ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });
  return stdout;
}
