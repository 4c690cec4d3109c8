import { GroupCommit } from '../../db/group-commit';
import type { AppPlugin } from '../../http/validate';
import { createDbipGeoLookup, type GeoLookup, noGeoLookup } from '../../providers/geo';
import { maintainClickPartitions } from './maintain-partitions';
import {
  deleteVisitorSaltsBefore,
  ensureVisitorSalt,
  insertClickBatch,
  isClickDataError,
  type NewClick,
} from './queries';
import { oldestClickWaiting } from './rollup-queries';
import { clickRoutes } from './routes';
import { createVisitKeys } from './visit-keys';
import { createMemoryLedger, createRedisLedger, warnOncePerMinute } from './visit-ledger';
import { createVisitorIds, visitorDayOf } from './visitor-ids';

export { createClickRollups } from './click-rollups';
export { catchUpBeforeSignedInReads } from './fresh-reads';
export { clickRollupProgress, oldestClickWaiting } from './rollup-queries';

/**
 * Visitor clicks: group-committed ingest of the raw rows, their rollups kept up after (decision 042), and the
 * owner's reads. A click counts only with the visit token of a page the server served and that page load's visit
 * key, once per key and link for one session, and up to the caps per visitor and address (issues 9 and 34,
 * decision 031). A visitor without analytics consent is counted by a daily id of their address and browser, with
 * no cookie (issue 36, decision 041).
 */
const clicksModule: AppPlugin = async (app) => {
  const { geoipDir } = app.config;
  const geo: GeoLookup =
    geoipDir === undefined
      ? noGeoLookup
      : createDbipGeoLookup({
          dir: geoipDir,
          onError: (error) =>
            app.log.warn({ err: error }, 'geo-IP database unavailable; clicks get no location'),
        });
  const batcher = new GroupCommit<NewClick>({
    // Answered once the raw rows are stored; the rollups follow (decision 042).
    write: async (batch) => {
      await insertClickBatch(app.db, batch);
      app.clickRollups.wake();
    },
    maxBatch: 500,
    maxPending: app.config.clickQueueMax,
    isItemError: isClickDataError,
    // PostgreSQL: up to 4 batches commit at once, and a batch waits 2 ms for company. PGlite is one
    // connection whose writes run on this thread: a batch is written as soon as the requests already read
    // have joined (whatever arrives during a write is read right after it), since waiting longer would
    // only leave the one thread idle (15 % of the click run's time in a profile, 9 % without the wait).
    ...(app.database.kind === 'postgres'
      ? { maxWaitMs: 2, maxInFlight: 4 }
      : { maxWaitMs: 0, maxInFlight: 1 }),
    onError: (error, size) =>
      app.log.error(
        { err: error, size },
        'click write failed; its requests got 503 unless retried one by one',
      ),
  });
  const ledger = app.config.redisUrl
    ? createRedisLedger(
        app.config.redisUrl,
        warnOncePerMinute((error) =>
          app.log.warn({ err: error }, 'visit ledger (Redis) unavailable; clicks decided per process'),
        ),
      )
    : createMemoryLedger();
  app.addHook('onClose', () => ledger.close());
  // A day without clicks creates no salt, so the days before are also forgotten on the clock (decision 041).
  app.jobs.register({
    name: 'clicks.forget-visitor-salts',
    schedule: app.config.jobs.visitorSaltsCron,
    run: async ({ now }) => ({ deleted: await deleteVisitorSaltsBefore(app.db, visitorDayOf(now)) }),
  });
  app.jobs.register({
    name: 'clicks.maintain-partitions',
    schedule: app.config.jobs.clickPartitionsCron,
    // A click the rollups have not taken yet is never dropped (decision 042's watermark is the guard).
    run: async ({ now }) => maintainClickPartitions(app, now, await oldestClickWaiting(app.db)),
  });
  // Loading the geo database takes a moment: start it after listen, never on a request.
  app.addHook('onReady', async () => {
    void geo.ready();
  });
  // Drains the batch on close (SIGTERM): every acknowledged click is stored before the database closes.
  app.addHook('onClose', async () => {
    await batcher.close();
  });
  await app.register(clickRoutes, {
    deps: {
      db: app.db,
      links: app.visitorCache,
      views: app.visitorViews,
      batcher,
      geo,
      visitTokens: app.visitTokens,
      visitKeys: createVisitKeys(app.config.visitTokenSecret, {
        secure: app.config.publicUrl.startsWith('https:'),
      }),
      ledger,
      visitorIds: createVisitorIds((day, fresh) => ensureVisitorSalt(app.db, day, fresh)),
    },
  });
};

export default clicksModule;
