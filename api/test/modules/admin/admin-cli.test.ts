import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { AuthUser } from '@atalho/sdk/schemas';
import { unzipSync } from 'fflate';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../../bench/lib/api-setup.mjs';
import { readAdminFile } from '../../../src/modules/admin';

const run = promisify(execFile);
const apiDir = resolve(import.meta.dirname, '../../..');
const tsx = resolve(apiDir, '../node_modules/.bin/tsx');
const dataDir = mkdtempSync(join(tmpdir(), 'atalho-cli-'));
// Always the embedded database here: this test is about the CLI reaching a server that holds PGlite.
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  DATABASE_URL: '',
};

let server: ChildProcess;

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 45_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 200));
  }
}

function admin(...args: string[]) {
  return run(tsx, ['src/admin.ts', ...args], { cwd: apiDir, env });
}

beforeAll(async () => {
  server = spawn(tsx, ['src/server.ts'], { cwd: apiDir, env, stdio: 'inherit' });
});

afterAll(() => {
  if (server.exitCode === null) server.kill('SIGKILL');
});

describe('admin CLI against a running server on the embedded database', () => {
  it('grants a plan through the loopback admin route, then the server shuts down cleanly', async () => {
    const file = await waitFor(() => readAdminFile(dataDir));
    expect(statSync(join(dataDir, 'admin.json')).mode & 0o777).toBe(0o600);
    const base = `http://127.0.0.1:${file.port}`;

    const token = await signIn(base, 'op@example.com', 'Op');

    const granted = await admin('plan', 'grant', 'op@example.com', 'PRO', '--days', '7');
    expect(JSON.parse(granted.stdout)).toMatchObject({ plan: 'PRO' });
    const meResponse = await fetch(`${base}/api/v1/auth`, { headers: { authorization: `Bearer ${token}` } });
    const me = v.parse(AuthUser, await meResponse.json());
    expect(me.shorterProUserOrBetter).toBe(true);

    const listed = JSON.parse((await admin('user', 'list')).stdout);
    expect(listed[0].plans).toEqual(['FREE', 'URL_SHORTNER_PRO']);

    await expect(admin('plan', 'grant', 'ghost@example.com', 'PRO')).rejects.toMatchObject({ code: 1 });

    // LGPD on a support request (decision 037): the user's data as a ZIP; a deletion needs --yes.
    const copy = join(dataDir, 'copia.zip');
    expect(JSON.parse((await admin('account', 'export', 'op@example.com', '--out', copy)).stdout)).toEqual({
      file: copy,
    });
    expect(Object.keys(unzipSync(readFileSync(copy)))).toContain('perfil.json');
    await expect(admin('account', 'delete', 'op@example.com')).rejects.toMatchObject({ code: 1 });

    const exited = new Promise<number | null>((r) => server.once('exit', (code) => r(code)));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(existsSync(join(dataDir, 'admin.json'))).toBe(false);

    // With the server gone, the CLI opens the embedded database itself.
    const revoked = await admin('plan', 'revoke', 'op@example.com');
    expect(JSON.parse(revoked.stdout)).toMatchObject({ revoked: 1 });

    const direct = join(dataDir, 'direta.zip');
    await admin('account', 'export', 'op@example.com', '--out', direct);
    expect(Object.keys(unzipSync(readFileSync(direct)))).toContain('perfil.json');
    const deleted = JSON.parse((await admin('account', 'delete', 'op@example.com', '--yes')).stdout);
    expect(deleted).toMatchObject({ links: 0, storedFiles: 2, storedBytes: { removed: 2, failed: 0 } });
    expect(JSON.parse((await admin('user', 'list')).stdout)).toEqual([]);
  }, 90_000);
});
