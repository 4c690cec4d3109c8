import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../../src/db/rows';
import { createClickRollups } from '../../../src/modules/clicks/click-rollups';
import { insertClickBatch, type NewClick } from '../../../src/modules/clicks/queries';
import { rollUpNextClicks } from '../../../src/modules/clicks/rollup-queries';
import { bearer, signIn, useTestApp } from '../../helpers/test-app';
import { createLink, grantPlan } from '../online-addresses/fixtures';
import { clickTables, localBucket } from './fixtures';

const ctx = useTestApp({ config: { allowPrivateUrls: true } });

const HOUR = 3_600_000;
const QUARTER = 900_000;
const START = Date.parse('2025-06-01T22:00:00Z');

const click = fc.record({
  link: fc.integer({ min: 0, max: 1 }),
  at: fc
    .integer({ min: -30 * 4, max: 30 * 4 })
    .chain((quarters) =>
      fc.integer({ min: 0, max: QUARTER - 1 }).map((ms) => new Date(START + quarters * QUARTER + ms)),
    ),
  session: fc.option(fc.constantFrom('a', 'b', 'c'), { nil: null }),
  platform: fc.constantFrom('Android', 'iPhone', null),
  breakpoint: fc.constantFrom('xs', 'lg', null),
  shareOn: fc.constantFrom('q', 'whatsapp', null),
  place: fc.constantFrom(
    { country: 'BR', state: 'SP', city: 'São Paulo' },
    { country: 'BR', state: null, city: null },
    { country: 'PT', state: null, city: 'Lisboa' },
    { country: null, state: null, city: null },
  ),
  suspicion: fc.option(fc.constant('visitor-cap'), { nil: null, freq: 8 }),
});

/** What happens to the rollups after a batch is stored: nothing yet, a partial step, a crash, a restart. */
const afterBatch = fc.oneof(
  fc.constant({ kind: 'none' as const }),
  fc.integer({ min: 1, max: 7 }).map((limit) => ({ kind: 'step' as const, limit })),
  fc.integer({ min: 1, max: 20 }).map((limit) => ({ kind: 'crash' as const, limit })),
  fc.constant({ kind: 'restart' as const }),
);

const stream = fc.array(
  fc.record({ clicks: fc.array(click, { minLength: 1, maxLength: 12 }), after: afterBatch }),
  {
    minLength: 1,
    maxLength: 6,
  },
);

interface RawClick {
  online_address_id: number;
  user_session_id: string | null;
  platform: string | null;
  breakpoint_name: string | null;
  share_on: string | null;
  country: string | null;
  state: string | null;
  city: string | null;
  at: number;
}

function uniqueOf(clicks: readonly RawClick[]): number {
  const sessions = new Set(
    clicks.flatMap((c) => (c.user_session_id ? [`${c.online_address_id} ${c.user_session_id}`] : [])),
  );
  return sessions.size + clicks.filter((c) => !c.user_session_id).length;
}

function countBy(clicks: readonly RawClick[], key: (c: RawClick) => unknown[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const c of clicks) {
    const k = JSON.stringify(key(c));
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
}

const countsOfRows = (rows: unknown[][]) =>
  new Map(rows.slice(1).map((row) => [JSON.stringify(row.slice(0, -1)), row.at(-1)]));

describe('the rollups stay exact off the acknowledgement path (decision 042)', () => {
  it('every dashboard answer equals a recount of the raw clicks after random streams, partial steps, crashes and restarts', async () => {
    const email = 'rollups.exatos@exemplo.com';
    const token = await signIn(ctx.app, email);
    await grantPlan(ctx.app, email, 'PRO');
    const links = [
      await createLink(ctx.app, 'https://um.exemplo.com/a', token),
      await createLink(ctx.app, 'https://dois.exemplo.org/b', token),
    ];
    const domainOf = new Map([
      [links[0]?.id, 'um.exemplo.com'],
      [links[1]?.id, 'dois.exemplo.org'],
    ]);
    const get = (path: string) =>
      ctx.app.inject({ url: `/api/v1${path}`, headers: bearer(token) }).then((r) => {
        expect(r.statusCode, r.body).toBe(200);
        return r.json();
      });

    await fc.assert(
      fc.asyncProperty(
        stream,
        fc.integer({ min: 0, max: 3 * 24 * 4 }),
        fc.integer({ min: 1, max: 2 * 24 * 4 }),
        async (batches, startQuarters, lengthQuarters) => {
          await ctx.app.clickRollups.catchUp();
          for (const table of clickTables)
            await ctx.app.db.execute(sql`delete from ${sql.identifier(table)}`);
          await ctx.app.db.execute(sql`update online_address_clicks set clicks = 0`);
          let rollups = createClickRollups({
            db: ctx.app.db,
            batchSize: 5,
            maxWaitMs: 10_000,
            onError: () => {},
          });
          for (const batch of batches) {
            const newClicks: NewClick[] = batch.clicks.map((c) => ({
              onlineAddressId: links[c.link]?.id ?? 0,
              userSessionId: c.session,
              platform: c.platform,
              breakpointName: c.breakpoint,
              shareOn: c.shareOn,
              ...c.place,
              createdAt: c.at,
              suspicion: c.suspicion,
            }));
            await insertClickBatch(ctx.app.db, newClicks);
            const then = batch.after;
            if (then.kind === 'step') await rollUpNextClicks(ctx.app.db, then.limit);
            if (then.kind === 'crash') {
              // Killed after writing its rollup rows, before the commit: neither they nor the watermark stay.
              const crash = () => Promise.reject(new Error('killed'));
              // (A step with nothing to roll up commits nothing either way.)
              await rollUpNextClicks(ctx.app.db, then.limit, { beforeCommit: crash }).then(
                (step) => expect(step.rolled).toBe(0),
                (error) => expect(String(error)).toContain('killed'),
              );
            }
            if (then.kind === 'restart') {
              await rollups.close();
              rollups = createClickRollups({
                db: ctx.app.db,
                batchSize: 3,
                maxWaitMs: 10_000,
                onError: () => {},
              });
            }
          }
          await rollups.catchUp();
          await rollups.close();

          const raw = rowsOf<Omit<RawClick, 'at'> & { created_at: string }>(
            await ctx.app.db.execute(sql`select * from clicks`),
          ).map((row) => ({ ...row, at: Date.parse(String(row.created_at)) }));
          const apart = rowsOf<{ created_at: string }>(
            await ctx.app.db.execute(sql`select created_at from suspicious_clicks`),
          ).map((row) => Date.parse(String(row.created_at)));
          const from = Math.floor(START / QUARTER) * QUARTER - 30 * HOUR + startQuarters * QUARTER;
          const to = from + lengthQuarters * QUARTER;
          const inPeriod = (at: number) => at >= from && at < to;
          const range = `period=${encodeURIComponent(`${new Date(from).toISOString()},${new Date(to).toISOString()}`)}`;

          for (const scope of [undefined, ...links.map((link) => link.id)]) {
            const mine = raw.filter((c) => scope === undefined || c.online_address_id === scope);
            const period = mine.filter((c) => inPeriod(c.at));
            const q = `${scope === undefined ? '' : `onlineAddressId=${scope}&`}${range}`;
            const totals = await get(`/click-dashboards?${q}`);
            const apartIds = rowsOf<{ created_at: string }>(
              await ctx.app.db.execute(
                scope === undefined
                  ? sql`select created_at from suspicious_clicks`
                  : sql`select created_at from suspicious_clicks where online_address_id = ${scope}`,
              ),
            ).filter((row) => inPeriod(Date.parse(String(row.created_at))));
            expect([totals.clicks, totals.uniqueViews, totals.setApart]).toEqual([
              period.length,
              uniqueOf(period),
              apartIds.length,
            ]);
            for (const [name, key] of [
              ['platform', (c: RawClick) => c.platform],
              ['breakpoint-name', (c: RawClick) => c.breakpoint_name],
              ['share-on', (c: RawClick) => c.share_on],
              ['country', (c: RawClick) => c.country],
            ] as const) {
              const rows = (await get(`/click-dashboards/properties?name=${name}&${q}`)).rows;
              expect(countsOfRows(rows)).toEqual(countBy(period, (c) => [key(c)]));
            }
            const brazil = await get(`/click-dashboards/regions?country=BR&${q}`);
            expect(countsOfRows(brazil.rows)).toEqual(
              countBy(
                period.filter((c) => c.country === 'BR'),
                (c) => [c.country, c.city, c.state],
              ),
            );
            for (const timeZone of ['UTC', 'America/Sao_Paulo']) {
              const dates = (
                await get(
                  `/click-dashboards/dates?${scope === undefined ? '' : `onlineAddressId=${scope}&`}timeUnit=DAY&timeZone=${timeZone}`,
                )
              ).rows;
              const perDay = new Map<string, RawClick[]>();
              for (const c of mine) {
                const day = localBucket(new Date(c.at), timeZone, 'DAY');
                perDay.set(day, [...(perDay.get(day) ?? []), c]);
              }
              expect(dates.slice(1).filter((row: [string, number]) => row[1] > 0)).toEqual(
                [...perDay.entries()]
                  .sort(([a], [b]) => a.localeCompare(b))
                  .map(([day, clicks]) => [day, clicks.length, uniqueOf(clicks)]),
              );
            }
          }
          const domains = await get(`/click-dashboards/domains?${range}`);
          const views = countBy(
            raw.filter((c) => inPeriod(c.at)),
            (c) => [domainOf.get(c.online_address_id)],
          );
          expect(
            new Map(
              domains.content
                .filter((d: { views: number }) => d.views > 0)
                .map((d: { domain: string; views: number }) => [JSON.stringify([d.domain]), d.views]),
            ),
          ).toEqual(views);
          // The links list's count: every counted click of the link, ever.
          for (const link of links) {
            const one = await get(`/online-addresses/${link.id}`);
            expect(one.clicks).toBe(raw.filter((c) => c.online_address_id === link.id).length);
          }
          expect(apart.length).toBe(batches.flatMap((b) => b.clicks).filter((c) => c.suspicion).length);
        },
      ),
      { numRuns: 12 },
    );
  });
});
