import type { AppPlugin } from '../../http/validate';
import { registerVisitorView } from '../../visitor-views';
import { filesOrigin } from '../files';
import { infoproductRoutes } from './routes';
import { createInfoproductVisitorView } from './visitor-view';

export { loadInfoproductViews } from './load-infoproduct-views';
export { renderInfoproductDocument } from './render-infoproduct-document';

/**
 * The info-product area (issue 31): the owner's lead pages at `/api/v1/infoproduts` (spelled so on the wire,
 * spec 001 §7) and their public page at `/{subdomain}`. The panel calls the area "infoproduct" (`mf-infoproduct`,
 * `/painel/nfoproduct`); in code it is "infoproducts" (this module, `shared/sdk/src/infoproducts/`). A page is an
 * INFOPRODUCT link whose code is the subdomain. Its leads are the `infoproduct-leads` module's
 * (`/api/v1/infoproducts-forms-answers`), whose no-JavaScript form answers with `renderInfoproductDocument`.
 */
const infoproductsModule: AppPlugin = async (app) => {
  // `/{subdomain}`: the lead page, server-rendered from the visitor cache (decision 027).
  registerVisitorView(app, createInfoproductVisitorView());
  await app.register(infoproductRoutes, {
    save: { publicUrl: app.config.publicUrl, filesOrigin: filesOrigin(app.config) },
  });
};

export default infoproductsModule;
