import type { InfoproductPageState } from '@atalho/sdk/infoproduct-page';
import type { FastifyInstance } from 'fastify';
import { shellTemplateOf } from '../../web/shell-html';
import { getOnlineAddressViewById, renderVisitorDocument } from '../online-addresses';
import { findInfoproductLinkId } from './queries';
import { INFOPRODUCT_ISLAND, renderInfoproductVisitorPage } from './visitor-view';

/** The page without a shell build (a bare API): the same slots, so the form still answers with a page. */
const BARE_SHELL =
  '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Atalho</title></head><body><div id="root"></div></body></html>';

/**
 * The whole document `/{subdomain}` serves for this page (the shell around it, its tags and the island's data,
 * from the visitor cache), with the form in `state`: what a form posted without JavaScript is answered with.
 * Undefined when the page, or its link, is gone or inactive.
 */
export async function renderInfoproductDocument(
  app: FastifyInstance,
  infoproductId: number,
  state: InfoproductPageState,
): Promise<{ html: string; headers: Record<string, string> } | undefined> {
  const linkId = await findInfoproductLinkId(app.db, infoproductId);
  if (linkId === null) return undefined;
  const source = { db: app.db, cache: app.visitorCache, views: app.visitorViews };
  const { view } = await getOnlineAddressViewById(source, linkId);
  const page = view?.infoproduct;
  if (!view || !page || page.id !== infoproductId) return undefined;
  const { publicUrl } = app.config;
  const window = app.visitTokens.window();
  const context = {
    canonicalUrl: `${publicUrl}/${encodeURIComponent(view.code)}`,
    publicUrl,
    visitToken: (id: number) => app.visitTokens.issue(id, window),
    forCrawler: false,
  };
  const visitorPage = renderInfoproductVisitorPage(page, context, state);
  const shell = (await shellTemplateOf(app).load()) ?? BARE_SHELL;
  return {
    html: renderVisitorDocument(shell, view, visitorPage, INFOPRODUCT_ISLAND, context),
    headers: {
      'content-type': 'text/html; charset=utf-8',
      // The visitor's own answers: never kept by a cache.
      'cache-control': 'no-store',
      ...app.htmlSecurityHeaders,
      ...visitorPage.headers,
    },
  };
}
