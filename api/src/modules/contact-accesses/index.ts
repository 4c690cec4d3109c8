import type { AppPlugin } from '../../http/validate';
import { createClickCap } from '../clicks/visitor-cap';
import { contactAccessRoutes } from './routes';

/**
 * Campaign contact accesses (spec 000 §3, decision 034): `/{code}/{contactCode}` posts one, judged like a
 * click (crawlers, the page's visit token, the hourly caps), attributed to the shooting that sent the contact
 * that link; the owner lists them per shooting and reads `views`/`contactUniqueViews` on the shooting's links.
 */
const contactAccessesModule: AppPlugin = async (app) => {
  await app.register(contactAccessRoutes, {
    deps: {
      db: app.db,
      links: app.visitorCache,
      views: app.visitorViews,
      visitTokens: app.visitTokens,
      cap: createClickCap(),
    },
  });
};

export default contactAccessesModule;
