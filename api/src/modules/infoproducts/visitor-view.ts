import { type InfoproductPageState, renderInfoproductPage } from '@atalho/sdk/infoproduct-page';
import type { OnlineAddressView } from '@atalho/sdk/schemas';
import type { InfoproductView } from '@atalho/sdk/schemas/infoproducts';
import {
  batchPerTurn,
  type VisitorIsland,
  type VisitorPage,
  type VisitorPageContext,
  type VisitorViewPlugin,
} from '../../visitor-views';
import { escapeHtml } from '../../web/shell-html';
import { loadInfoproductViews } from './load-infoproduct-views';

/** Where the page's form posts with JavaScript off (the leads area's public POST answers with the page). */
export const LEAD_FORM_ACTION = '/api/v1/infoproducts-forms-answers';

/** mf-infoproduct's DOM island: counts the visit and enhances the form (inline checks, no reload). */
export const INFOPRODUCT_ISLAND: VisitorIsland = {
  remote: 'mf_infoproduct',
  exposed: 'InfoproductIsland',
  hydrate: true,
};

/** The Open Graph tags of a lead page: its title, short description and product image. */
function infoproductMeta(page: InfoproductView, canonicalUrl: string): Map<string, string> {
  const meta = new Map<string, string>([
    ['og:title', page.title],
    ['og:description', page.shortDescription],
    ['og:url', canonicalUrl],
    ['og:type', 'website'],
    ['og:site_name', 'Atalho'],
    ['og:locale', 'pt_BR'],
  ]);
  const image = page.productImage;
  if (image && /^https?:\/\//i.test(image)) {
    meta.set('og:image', image);
    meta.set('og:image:alt', page.title);
  }
  meta.set('twitter:card', meta.has('og:image') ? 'summary_large_image' : 'summary');
  meta.set('twitter:title', page.title);
  meta.set('twitter:description', page.shortDescription);
  if (image && meta.has('og:image')) meta.set('twitter:image', image);
  return meta;
}

/**
 * The lead page with its form in `state` (a fresh form on `/{code}`; the visitor's values and errors, or the
 * confirmation, when the form was posted without JavaScript).
 */
export function renderInfoproductVisitorPage(
  page: InfoproductView,
  context: Pick<VisitorPageContext, 'canonicalUrl'>,
  state: InfoproductPageState = { kind: 'form' },
): VisitorPage {
  const { css, html } = renderInfoproductPage(page, { formAction: LEAD_FORM_ACTION, state });
  return {
    meta: infoproductMeta(page, context.canonicalUrl),
    head:
      // The page fills the window with JavaScript off too (the shell's visitor styles come with the island).
      `<style>body{margin:0}${css.replace(/<\/style/gi, '<\\/style')}</style>` +
      `<meta name="theme-color" content="${escapeHtml(page.style.headerColor)}">`,
    beforeRoot: '',
    root: html,
  };
}

/**
 * `/{subdomain}` of an INFOPRODUCT link: the lead page, server-rendered (decision 027). The site's CSP already
 * has `form-action 'self'`, which the form's same-origin POST needs.
 */
export function createInfoproductVisitorView(): VisitorViewPlugin<InfoproductView> {
  return {
    name: 'infoproduct',
    types: ['INFOPRODUCT'],
    field: 'infoproduct',
    load: batchPerTurn(loadInfoproductViews),
    render: (_view: OnlineAddressView, page: InfoproductView, context) =>
      renderInfoproductVisitorPage(page, context),
    island: INFOPRODUCT_ISLAND,
    invalidatedBy: [
      'infoproducts',
      'infoproduct_items',
      'infoproduct_form_fields',
      'infoproduct_form_field_options',
      'infoproduct_footers',
      'infoproduct_footer_links',
    ],
  };
}
