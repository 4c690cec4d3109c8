import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Shooting } from '@atalho/sdk/schemas/sms';
import pg from 'pg';
import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import { grantPlan, signIn } from '../../../../bench/lib/api-setup.mjs';
import { readAdminFile } from '../../../src/modules/admin';
import { startZenviaStub } from '../../providers/sms/zenvia-stub';

const serverUrl = process.env.DATABASE_URL;
const apiDir = resolve(import.meta.dirname, '../../..');
const TOKEN = 'zenvia-token';
const BATCH = 20;
const OPTED_IN = 100;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/**
 * Exactly once across a crash (decision 034): the real server, on PostgreSQL, sending through Zenvia (its
 * stub), is killed with SIGKILL in the middle of a campaign's send and started again; every OPT_IN recipient
 * gets exactly one SMS at the gateway, the others none, and the credit is debited once. The kill lands while
 * a batch's transaction is open: the test holds a row lock on a contact of the third batch, so the first two
 * batches are queued and sent and the third waits inside its transaction when the process dies.
 */
describe.skipIf(!serverUrl)('a campaign send killed with SIGKILL and restarted', () => {
  const name = `atalho_test_${randomBytes(6).toString('hex')}`;
  const dirs: string[] = [];
  let server: ChildProcess | undefined;
  let stub: Awaited<ReturnType<typeof startZenviaStub>> | undefined;
  let db: pg.Client | undefined;

  const onServer = async (statement: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };

  afterAll(async () => {
    if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    await db?.end().catch(() => {});
    await stub?.close();
    await onServer(`drop database if exists "${name}" with (force)`);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  async function start(databaseUrl: string, stubUrl: string) {
    const dataDir = mkdtempSync(join(tmpdir(), 'atalho-send-restart-'));
    dirs.push(dataDir);
    // tsx's loader in this very process (not its CLI, which runs the server in a child SIGKILL would not reach).
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      stdio: 'inherit',
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DATABASE_URL: databaseUrl,
        JOBS: 'on',
        SMS_ADAPTER: 'zenvia',
        ZENVIA_API_URL: stubUrl,
        ZENVIA_TOKEN: TOKEN,
        ZENVIA_FROM: 'atalho',
        ZENVIA_WEBHOOK_SECRET: 'webhook-secret',
        SMS_SHOOTING_BATCH: String(BATCH),
      },
    });
    server = child;
    const admin = await waitFor('the server', async () => {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      return readAdminFile(dataDir);
    });
    return { child, base: `http://127.0.0.1:${admin.port}`, adminToken: admin.token };
  }

  it('sends every OPT_IN recipient exactly one SMS, and no one else', { timeout: 180_000 }, async () => {
    await onServer(`create database "${name}"`);
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${name}`;
    stub = await startZenviaStub(TOKEN);
    const first = await start(url.toString(), stub.url);

    const token = await signIn(first.base, 'kill@example.com', 'Kill');
    await grantPlan(first.base, first.adminToken, 'kill@example.com', 'PRO');
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const config = await fetch(`${first.base}/api/v1/sms-configs`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ business: 'Loja Kill' }),
    });
    expect(config.status).toBeLessThan(300);

    db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    const { rows: users } = await db.query<{ id: number }>(
      `select id from users where email = 'kill@example.com'`,
    );
    const userId = users[0]?.id;
    // 100 OPT_IN contacts, and 10 that must never receive anything (SAVED and OPT_OUT), straight in the table.
    const { rows: contacts } = await db.query<{ id: number; number: string; status: string }>(
      `insert into contacts (user_id, number, status, code)
       select $1, '55119' || lpad(n::text, 8, '0'),
         case when n <= ${OPTED_IN} then 'OPT_IN' when n % 2 = 0 then 'SAVED' else 'OPT_OUT' end,
         'K' || lpad(n::text, 9, '0')
       from generate_series(1, ${OPTED_IN + 10}) as n
       returning id, number, status`,
      [userId],
    );
    await db.query(
      `insert into credit_entries (user_id, type, status, total, remaining) values ($1, 'PURCHASE', 'PAID', 5000, 5000)`,
      [userId],
    );
    const saved = await fetch(`${first.base}/api/v1/sms-shootings`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        title: 'Kill -9',
        type: 'SIMPLE',
        template: 'Promocao de hoje',
        smsShootingHasContacts: contacts.map((contact) => ({ contact: { id: contact.id } })),
      }),
    });
    expect(saved.status).toBe(201);
    const shootingId = v.parse(Shooting, await saved.json()).id;

    // The third batch's contacts are the OPT_IN ones 41 to 60 (recipients in id order): hold one of them.
    const optedIn = contacts.filter((contact) => contact.status === 'OPT_IN').sort((a, b) => a.id - b.id);
    const held = optedIn[2 * BATCH + 5];
    const locker = new pg.Client({ connectionString: url.toString() });
    await locker.connect();
    await locker.query('begin');
    await locker.query('select 1 from contacts where id = $1 for update', [held?.id]);

    const sent = await fetch(`${first.base}/api/v1/sms-shootings/send`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ id: shootingId }),
    });
    expect(sent.status).toBe(200);
    expect(v.parse(Shooting, await sent.json()).status).toBe('PROCESSING');

    // Two batches queued and handed to the gateway, nothing in flight, the third waiting in its transaction.
    await waitFor('the first two batches at the gateway', async () => {
      const { rows } = await db!.query<{ sent: number; queued: number }>(
        `select count(*) filter (where status = 'SENT')::int as sent, count(*) filter (where status = 'QUEUED')::int as queued
         from sms_messages where key like $1`,
        [`shooting:${shootingId}:%`],
      );
      const { rows: active } = await db!.query<{ n: number }>(
        `select count(*)::int as n from pgboss.job where name = 'sms.send' and state = 'active'`,
      );
      return rows[0]?.sent === 2 * BATCH && rows[0]?.queued === 0 && active[0]?.n === 0 ? true : undefined;
    });
    expect(stub.requests).toHaveLength(2 * BATCH);
    const { rows: waiting } = await db.query<{ n: number }>(
      `select count(*)::int as n from sms_shooting_contacts where shooting_id = $1 and state = 'WAITING'`,
      [shootingId],
    );
    expect(waiting[0]?.n).toBe(OPTED_IN - 2 * BATCH);

    const exited = new Promise((r) => first.child.once('exit', r));
    first.child.kill('SIGKILL');
    await exited;
    await locker.query('rollback');
    await locker.end();

    const second = await start(url.toString(), stub.url);
    await waitFor(
      'every message at the gateway and the shooting SENT',
      async () => {
        const { rows } = await db!.query<{ status: string }>(
          'select status from sms_shootings where id = $1',
          [shootingId],
        );
        return stub!.requests.length >= OPTED_IN && rows[0]?.status === 'SENT' ? true : undefined;
      },
      120_000,
    );
    // Anything sent twice would arrive now.
    await sleep(2_000);

    const perNumber = new Map<string, number>();
    for (const request of stub.requests) {
      const to = (request.body as { to: string }).to;
      perNumber.set(to, (perNumber.get(to) ?? 0) + 1);
    }
    for (const contact of contacts) {
      expect(perNumber.get(contact.number) ?? 0, `${contact.status} ${contact.number}`).toBe(
        contact.status === 'OPT_IN' ? 1 : 0,
      );
    }
    expect(stub.requests).toHaveLength(OPTED_IN);
    const { rows: ledger } = await db.query<{ balance: number; debits: number; debited: number }>(
      `select (select sum(remaining)::int from credit_entries where user_id = $1 and status in ('PAID', 'SUCCESS')) as balance,
              (select count(*)::int from credit_debits where user_id = $1) as debits,
              (select sum(amount)::int from credit_debits where user_id = $1) as debited`,
      [userId],
    );
    expect(ledger[0]).toEqual({ balance: 5000 - OPTED_IN * 30, debits: 1, debited: OPTED_IN * 30 });

    const stopped = new Promise<number | null>((r) => second.child.once('exit', (code) => r(code)));
    second.child.kill('SIGTERM');
    expect(await stopped).toBe(0);
  });
});
