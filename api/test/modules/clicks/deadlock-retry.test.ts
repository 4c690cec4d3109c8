import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../../src/db/rows';
import { clicks, onlineAddresses } from '../../../src/db/schema';
import { bearer, signIn, useTestApp } from '../../helpers/test-app';
import { eventually } from '../../helpers/visitor-cache';
import { createLink } from '../online-addresses/fixtures';
import { pageLoadCookie, visitToken } from './visit';

const ctx = useTestApp({ config: { allowPrivateUrls: true } });
const phone =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

/** A gate a test opens once the statement it interleaves with is waiting on a lock. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/** Resolves once a statement whose text contains `fragment` waits on a row lock. */
async function waitingOnLock(fragment: string): Promise<void> {
  await eventually(async () => {
    const rows = rowsOf<{ n: number }>(
      await ctx.app.db.execute(sql`select count(*)::int as n from pg_stat_activity
        where wait_event_type = 'Lock' and query like ${`%${fragment}%`}`),
    );
    return (rows[0]?.n ?? 0) > 0;
  }, 5_000);
}

/**
 * Another transaction that locks the owner's rows of `first`, lets the statement under test run into them,
 * then locks the rows of `second`, which that statement already holds: a cycle. The statement under test
 * waits first, and this transaction's deadlock_timeout is long besides, so PostgreSQL's check runs in the
 * statement's backend first and ends it (40P01).
 */
function crossingTransaction(ownerId: number, first: string, second: string) {
  const held = gate();
  const crossing = gate();
  const done = ctx.app.db.transaction(async (tx) => {
    // Only a superuser may set it; without it the other backend still checks first, having waited longer.
    const [role] = rowsOf<{ superuser: boolean }>(
      await tx.execute(sql`select current_setting('is_superuser') = 'on' as superuser`),
    );
    if (role?.superuser) await tx.execute(sql`set local deadlock_timeout = '20s'`);
    await tx.execute(sql`select 1 from ${sql.identifier(first)} where user_id = ${ownerId} for update`);
    held.open();
    await crossing.opened;
    await tx.execute(sql`update ${sql.identifier(second)} set clicks = clicks where user_id = ${ownerId}`);
  });
  return { held: held.opened, cross: crossing.open, done };
}

async function ownedLinkWithAClick(name: string) {
  const token = await signIn(ctx.app, `${name}@example.com`);
  const link = await createLink(ctx.app, `exemplo.com/${name}`, token);
  const visit = await visitToken(ctx.app, link.code);
  const click = () =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/clicks',
      // Each click its own page load: a visit key counts once per link.
      headers: { 'user-agent': phone, ...pageLoadCookie(ctx.app) },
      payload: { onlineAddress: { id: link.id }, visitToken: visit },
    });
  // The first click creates the owner's rollup rows that both sides lock below.
  expect((await click()).statusCode).toBe(201);
  await ctx.app.clickRollups.catchUp();
  const ownerId = link.user?.id;
  if (ownerId === undefined) throw new Error('the link has no owner');
  return { token, link, ownerId, click };
}

// Two connections are needed to interleave the locks: PostgreSQL only (PGlite has one).
describe.runIf(process.env.DATABASE_URL)('a deadlock victim is run again (decision 019)', () => {
  it('a rollup step: it holds the owner daily segment rows and waits on the quarter-hour ones; run again, every click counted', async () => {
    const { link, ownerId, click } = await ownedLinkWithAClick('trava-cliques');
    const other = crossingTransaction(ownerId, 'owner_click_quarter_hours', 'owner_clicks_daily');
    await other.held;
    // The click is acknowledged without waiting for the rollups (decision 042); their step runs into the lock.
    expect((await click()).statusCode).toBe(201);
    await waitingOnLock('click_rollup_watermark');
    other.cross();
    await other.done;
    await ctx.app.clickRollups.catchUp();
    const [stored] = await ctx.app.db
      .select({ n: count() })
      .from(clicks)
      .where(eq(clicks.onlineAddressId, link.id));
    expect(stored?.n).toBe(2);
    const [owner] = rowsOf<{ clicks: number }>(
      await ctx.app.db.execute(
        sql`select sum(clicks)::int as clicks from owner_click_quarter_hours where user_id = ${ownerId}`,
      ),
    );
    expect(owner?.clicks).toBe(2);
  });

  it("a link delete: its trigger holds the owner's per-domain rows and waits on the quarter-hour ones; answered 204", async () => {
    const { token, link, ownerId } = await ownedLinkWithAClick('trava-exclusao');
    const other = crossingTransaction(ownerId, 'owner_click_quarter_hours', 'owner_domain_clicks_daily');
    await other.held;
    const deleted = ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/online-addresses/${link.id}`,
      headers: bearer(token),
    });
    await waitingOnLock('update "online_addresses"');
    other.cross();
    await other.done;
    expect((await deleted).statusCode).toBe(204);
    const [row] = await ctx.app.db.select().from(onlineAddresses).where(eq(onlineAddresses.id, link.id));
    expect(row?.deletedAt).not.toBeNull();
  });
});
