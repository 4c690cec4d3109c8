import { join } from 'node:path';
import type { AppPlugin } from '../../http/validate';
import { createMaxmindGeoLookup, type GeoLookup, noGeoLookup } from '../../providers/geo';
import { linkViewCacheOf } from '../online-addresses/link-view-cache';
import { GroupCommit } from './click-batcher';
import { insertClickBatch, type NewClick } from './queries';
import { clickRoutes } from './routes';

/** Visitor clicks: group-committed ingest with daily rollups, and the owner's reads. */
const clicksModule: AppPlugin = async (app) => {
  const geo: GeoLookup =
    process.env.GEOIP === 'off'
      ? noGeoLookup
      : createMaxmindGeoLookup({
          dir: process.env.GEOIP_DIR || join(app.config.dataDir, 'geo'),
          onError: (error) =>
            app.log.warn({ err: error }, 'geo-IP database unavailable; clicks get no location'),
        });
  const batcher = new GroupCommit<NewClick>({
    write: (batch) => insertClickBatch(app.db, batch),
    maxBatch: 500,
    maxWaitMs: 2,
    // PGlite is one connection: batches queue there anyway. PostgreSQL overlaps their commits.
    maxInFlight: app.database.kind === 'postgres' ? 4 : 1,
    onError: (error, size) => app.log.error({ err: error, size }, 'click batch failed; its requests got 503'),
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
      links: linkViewCacheOf(app),
      batcher,
      geo,
    },
  });
};

export default clicksModule;
