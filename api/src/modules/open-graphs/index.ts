import { outboundOptionsOf } from '../../http/outbound-fetch';
import type { AppPlugin } from '../../http/validate';
import { openGraphRoutes } from './routes';

export { insertPreview } from './save-open-graph';

/**
 * Link previews: `/api/v1/open-graphs` and `/api/v1/open-graph-fields` (spec 001 §7). What a visitor's crawler
 * sees follows at once: a trigger copies the fields into the link's snapshot, which the visitor view reads and
 * whose change notifies every instance's cache (decision 017).
 */
const openGraphsModule: AppPlugin = async (app) => {
  await app.register(openGraphRoutes, { outbound: outboundOptionsOf(app.config) });
};

export default openGraphsModule;
