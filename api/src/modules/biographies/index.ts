import type { AppPlugin } from '../../http/validate';
import { registerVisitorView } from '../../visitor-views';
import { filesOrigin } from '../files';
import { registerBioFonts } from './fonts';
import { biographyRoutes } from './routes';
import { createBiographyVisitorView } from './visitor-view';

export { loadBiographyViews } from './load-biography-views';

/**
 * The bio (link-in-bio) area: `/api/v1/biographies` (spec 001 §7). The panel calls this area "bio"
 * (`mf-bio`, `/painel/links/page-bio`); on the wire and in code it is "biographies". A bio is a BIO link whose
 * code is the username; each section and social link has a BIO link of its own, so its taps are clicks.
 */
const biographiesModule: AppPlugin = async (app) => {
  // `/{username}`: the bio page, server-rendered from the visitor cache (decision 027), and its fonts.
  registerVisitorView(app, createBiographyVisitorView(app.config.publicUrl, app.htmlSecurityHeaders));
  await registerBioFonts(app);
  await app.register(biographyRoutes, {
    save: {
      publicUrl: app.config.publicUrl,
      filesOrigin: filesOrigin(app.config),
      urlSafety: { ownHosts: ownHostsOf(app.config.publicUrl), allowPrivate: app.config.allowPrivateUrls },
    },
  });
};

/** The hosts serving Atalho itself: a section linking to them could loop through our redirects. */
function ownHostsOf(publicUrl: string): string[] {
  try {
    return [new URL(publicUrl).hostname.toLowerCase()];
  } catch {
    return [];
  }
}

export default biographiesModule;
