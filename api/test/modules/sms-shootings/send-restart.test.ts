import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  serverProcesses,
  sleep,
  type ThrowawayDatabase,
  throwawayDatabase,
  waitFor,
} from '../../helpers/server-process';
import { savedCampaign, smsPerNumber } from '../../helpers/sms-campaign';
import { startZenviaStub } from '../../providers/sms/zenvia-stub';

const serverUrl = process.env.DATABASE_URL;
const TOKEN = 'zenvia-token';
const BATCH = 20;
const OPTED_IN = 100;

/**
 * Exactly once across a crash (decision 034): the real server, on PostgreSQL, sending through Zenvia (its
 * stub), is killed with SIGKILL in the middle of a campaign's send and started again; every OPT_IN recipient
 * gets exactly one SMS at the gateway, the others none, and the credit is debited once. The kill lands while
 * a batch's transaction is open: the test holds a row lock on a contact of the third batch, so the first two
 * batches are queued and sent and the third waits inside its transaction when the process dies.
 */
describe.skipIf(!serverUrl)('a campaign send killed with SIGKILL and restarted', () => {
  const servers = serverProcesses();
  let database: ThrowawayDatabase | undefined;
  let stub: Awaited<ReturnType<typeof startZenviaStub>> | undefined;
  let db: pg.Client | undefined;

  afterAll(async () => {
    await servers.removeAll('SIGKILL');
    await db?.end().catch(() => {});
    await stub?.close();
    await database?.drop();
  });

  const start = (databaseUrl: string, stubUrl: string) =>
    servers.start(
      'send-restart',
      {
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
      { stdio: 'inherit' },
    );

  it('sends every OPT_IN recipient exactly one SMS, and no one else', { timeout: 180_000 }, async () => {
    database = await throwawayDatabase(serverUrl ?? '');
    const url = database.url;
    stub = await startZenviaStub(TOKEN);
    const first = await start(url, stub.url);

    db = new pg.Client({ connectionString: url });
    await db.connect();
    const campaign = await savedCampaign(first, db, {
      email: 'kill@example.com',
      optedIn: OPTED_IN,
      prefix: 'K',
    });
    const { userId, contacts, shootingId } = campaign;
    expect(campaign.credit).toBe(5000);

    // The third batch's contacts are the OPT_IN ones 41 to 60 (recipients in id order): hold one of them.
    const optedIn = contacts.filter((contact) => contact.status === 'OPT_IN').sort((a, b) => a.id - b.id);
    const held = optedIn[2 * BATCH + 5];
    const locker = new pg.Client({ connectionString: url });
    await locker.connect();
    await locker.query('begin');
    await locker.query('select 1 from contacts where id = $1 for update', [held?.id]);

    expect((await campaign.send()).status).toBe('PROCESSING');

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

    await first.stop('SIGKILL');
    await locker.query('rollback');
    await locker.end();

    const second = await start(url, stub.url);
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

    const perNumber = smsPerNumber(stub.requests);
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

    expect(await second.stop('SIGTERM')).toBe(0);
  });
});
