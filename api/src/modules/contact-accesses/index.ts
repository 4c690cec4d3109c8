import type { AppPlugin } from '../../http/validate';
import { createMemoryHourlyCap, createRedisHourlyCap, warnOncePerMinute } from '../clicks/visit-ledger';
import { contactAccessRoutes } from './routes';

/**
 * Campaign contact accesses (spec 000 §3, decision 034): `/{code}/{contactCode}` posts one, judged like a
 * click (crawlers, the page's visit token, the hourly caps), attributed to the shooting that sent the contact
 * that link; the owner lists them per shooting and reads `views`/`contactUniqueViews` on the shooting's links.
 */
const contactAccessesModule: AppPlugin = async (app) => {
  // With Redis every instance shares the caps, counted apart from the clicks' own (another prefix).
  const cap = app.config.redisUrl
    ? createRedisHourlyCap(
        app.config.redisUrl,
        'atalho-access:',
        warnOncePerMinute((error) =>
          app.log.warn(
            { err: error },
            'access caps (Redis) unavailable; contact accesses capped per process',
          ),
        ),
      )
    : createMemoryHourlyCap();
  app.addHook('onClose', () => cap.close());
  await app.register(contactAccessRoutes, {
    deps: {
      db: app.db,
      links: app.visitorCache,
      views: app.visitorViews,
      visitTokens: app.visitTokens,
      cap,
    },
  });
};

export default contactAccessesModule;
