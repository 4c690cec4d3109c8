import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  serverProcesses,
  sleep,
  type ThrowawayDatabase,
  throwawayDatabase,
  waitFor,
} from '../helpers/server-process';
import { savedCampaign, smsPerNumber } from '../helpers/sms-campaign';
import { startZenviaStub } from '../providers/sms/zenvia-stub';
import { report, seconds } from './report';

const serverUrl = process.env.DATABASE_URL;
const TOKEN = 'zenvia-token';
const OPTED_IN = 600;
const BATCH = 50;

/**
 * Issue 38 item 2, kill -9 mid-job: an SMS campaign's send (decision 034) on the real server, PostgreSQL and the
 * Zenvia stub, killed with SIGKILL at a moment picked at random while the gateway is taking its messages, then
 * started again. Each OPT_IN recipient is a unit of work: exactly one SMS at the gateway. The messages the
 * killed process had claimed wait for their claim to expire (10 minutes): the test moves those claims 11 minutes
 * back and runs the sweep, as the clock would.
 */
describe.skipIf(!serverUrl)('an SMS campaign killed with SIGKILL mid-send', () => {
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

  it('sends every OPT_IN recipient exactly one SMS after the restart', async () => {
    database = await throwawayDatabase(serverUrl ?? '', 'chaos');
    stub = await startZenviaStub(TOKEN);
    const logLevel = process.env.CHAOS_LOG_LEVEL;
    const env = {
      LOG_LEVEL: logLevel ?? 'fatal',
      DATABASE_URL: database.url,
      JOBS: 'on',
      SMS_ADAPTER: 'zenvia',
      ZENVIA_API_URL: stub.url,
      ZENVIA_TOKEN: TOKEN,
      ZENVIA_FROM: 'atalho',
      ZENVIA_WEBHOOK_SECRET: 'webhook-secret',
      SMS_SHOOTING_BATCH: String(BATCH),
    };
    const stdio = logLevel ? 'inherit' : undefined;
    const first = await servers.start('sms-kill9', env, { stdio });
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const campaign = await savedCampaign(first, db, {
      email: 'chaos@example.com',
      optedIn: OPTED_IN,
      prefix: 'C',
    });

    const sendStarted = performance.now();
    await campaign.send();
    const killAfter = Math.round(OPTED_IN * (0.15 + Math.random() * 0.5));
    await waitFor(`${killAfter} SMS at the gateway`, async () => stub!.requests.length >= killAfter, 60_000);
    await first.stop('SIGKILL');
    const atKill = stub.requests.length;
    const sentBefore = performance.now() - sendStarted;

    const restartedAt = performance.now();
    const second = await servers.start('sms-restart', env, { stdio });
    const messages = async () => {
      const { rows } = await db!.query<{ status: string; claimed: boolean; n: number }>(
        `select status, claimed_at is not null as claimed, count(*)::int as n from sms_messages
         where key like $1 group by 1, 2`,
        [`shooting:${campaign.shootingId}:%`],
      );
      return rows;
    };
    // The restart resumes the send: every recipient queued, and every message sent but those the killed
    // process held.
    await waitFor(
      'the send resumed',
      async () => {
        const { rows } = await db!.query<{ status: string }>(
          'select status from sms_shootings where id = $1',
          [campaign.shootingId],
        );
        const open = (await messages()).filter((row) => row.status === 'QUEUED' && !row.claimed);
        return rows[0]?.status === 'SENT' && open.length === 0;
      },
      120_000,
    );
    const resumedIn = performance.now() - restartedAt;
    const heldByTheKilled = (await messages())
      .filter((row) => row.status === 'QUEUED')
      .reduce((sum, row) => sum + row.n, 0);
    // Ten minutes later: the killed process's claims have expired and the sweep queues their messages again.
    await db.query(
      `update sms_messages set claimed_at = claimed_at - interval '11 minutes', created_at = created_at - interval '11 minutes'
       where key like $1 and status = 'QUEUED'`,
      [`shooting:${campaign.shootingId}:%`],
    );
    const swept = await fetch(`${second.base}/_admin/job-run`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': second.adminToken },
      body: JSON.stringify({ name: 'sms.sweep' }),
    });
    expect(swept.status).toBe(200);
    await waitFor(
      'every message SENT',
      async () => (await messages()).every((row) => row.status === 'SENT'),
      60_000,
    );
    // Anything sent twice would arrive now.
    await sleep(1_500);

    const perNumber = smsPerNumber(stub.requests);
    const optedIn = campaign.contacts.filter((contact) => contact.status === 'OPT_IN');
    const others = campaign.contacts.filter((contact) => contact.status !== 'OPT_IN');
    const lost = optedIn.filter((contact) => !perNumber.has(contact.number)).length;
    const doubled = optedIn.filter((contact) => (perNumber.get(contact.number) ?? 0) > 1).length;
    const wrong = others.filter((contact) => perNumber.has(contact.number)).length;
    const { rows: ledger } = await db.query<{ debits: number; debited: number }>(
      `select count(*)::int as debits, coalesce(sum(amount), 0)::int as debited from credit_debits where user_id = $1`,
      [campaign.userId],
    );
    report({
      scenario: 'kill -9 mid SMS send',
      load: `${OPTED_IN} recipients, batches of ${BATCH}, killed after ${atKill} SMS (${seconds(sentBefore)})`,
      acknowledged: OPTED_IN,
      stored: perNumber.size - wrong,
      lost,
      doubled,
      unavailable: null,
      recovery: `resumed and sent in ${seconds(resumedIn)} after restart`,
      notes: `${heldByTheKilled} held by the killed process until their claim expired; ${wrong} SMS to non-OPT_IN; ${ledger[0]?.debits} debit(s) of ${ledger[0]?.debited}`,
    });
    expect(lost).toBe(0);
    expect(doubled).toBe(0);
    expect(wrong).toBe(0);
    expect(ledger[0]).toEqual({ debits: 1, debited: OPTED_IN * 30 });
    expect(await second.stop('SIGTERM')).toBe(0);
  });
});
