import type { FastifyInstance } from 'fastify';
import { onPlanChanged } from '../../extensions';
import type { AppPlugin } from '../../http/validate';
import { invalidateOwner } from '../../visitor-cache';
import { createVisitKeys } from '../clicks/visit-keys';
import { createCodeMisses } from './code-misses';
import { registerLinkPages } from './link-pages';
import { createLinkWriter } from './link-writer';
import { onlineAddressRoutes } from './routes';

export { generateCode } from './generate-code';
export { getOnlineAddressOrThrow } from './get-online-address-or-throw';
export { getOnlineAddressView, getOnlineAddressViewById } from './get-online-address-view';
export { renderVisitorDocument } from './link-page-html';
export { findLiveOnlineAddressById, ownedOnlineAddressIds } from './queries';
export { isCodeFreeFor } from './update-online-address';

function ownHostsOf(app: FastifyInstance): string[] {
  const hosts = new Set<string>();
  try {
    hosts.add(new URL(app.config.publicUrl).hostname.toLowerCase());
  } catch {
    // PUBLIC_URL is validated by the config; nothing to add if it is not a URL.
  }
  return [...hosts];
}

/** Short links: shortening, the owner's reads, the visitor view and the `/{code}` page meta tags. */
const onlineAddressesModule: AppPlugin = async (app) => {
  const cache = app.visitorCache;
  onPlanChanged(app, invalidateOwner);
  const { visitTokens } = app;
  // A new key per page load and lookup, opened by the clicks module with the same secret (decision 031).
  const visitKeys = createVisitKeys(app.config.visitTokenSecret, {
    secure: app.config.publicUrl.startsWith('https:'),
  });
  // Unknown codes per client address (issue 34): shared by `/{code}` and the lookup by code.
  const misses = createCodeMisses(app, cache);
  registerLinkPages(app, cache, visitTokens, visitKeys, misses);
  const links = createLinkWriter(app.db, app.database.kind, (error, size) =>
    app.log.error({ err: error, size }, 'link write failed; its requests failed unless retried one by one'),
  );
  // Drains the batch on close: every link being created is written or answered before the database closes.
  app.addHook('onClose', () => links.close());

  await app.register(onlineAddressRoutes, {
    cache,
    misses,
    visitTokens,
    visitKeys,
    urlSafety: { ownHosts: ownHostsOf(app), allowPrivate: app.config.allowPrivateUrls },
    links,
  });
};

export default onlineAddressesModule;
