/**
 * The info-product area's plain values (no schema library): the enums and the page's colours with their
 * defaults. Every app's `@atalho/sdk/schemas` carries these few bytes; the schemas themselves live in
 * `./infoproduct-view.ts` and `./infoproducts.ts`, loaded only by the area (decision 012: per-area SDK).
 */

export const infoproductTypes = ['E_BOOK', 'LINK'] as const;
export const infoproductActions = ['DOWNLOAD', 'ACCESS'] as const;
export const infoproductFieldTypes = ['TEXT_FIELD', 'SELECT_FIELD'] as const;
export const infoproductInputTypes = ['ALPHANUMERIC', 'NUMERIC'] as const;

/** The page's colours (spec 001 §3), `#rrggbbaa` like the spec's `#1565C0FF`. */
export const infoproductColorNames = [
  'headerColor',
  'titleColor',
  'subtitleColor',
  'shortDescriptionColor',
  'btnActionColor',
  'btnActionTextColor',
  'itensTitleColor',
  'itensColor',
  'descriptionColor',
  'descriptionBackgroundColor',
  'formColor',
  'footerBackgroundColor',
  'footerTextColor',
] as const;
export type InfoproductColorName = (typeof infoproductColorNames)[number];
export type InfoproductStyleColors = Record<InfoproductColorName, string>;

const BLUE = '#1565C0FF';
const WHITE = '#FFFFFFFF';

/**
 * The defaults (spec 001 §3): blue for the header, form, footer background, topics and description; white for
 * the title, subtitle, short description and button; description background #f3f3f3; footer text white. The
 * button's text is blue so it reads on the white button.
 */
export const infoproductStyleDefaults: InfoproductStyleColors = {
  headerColor: BLUE,
  titleColor: WHITE,
  subtitleColor: WHITE,
  shortDescriptionColor: WHITE,
  btnActionColor: WHITE,
  btnActionTextColor: BLUE,
  itensTitleColor: BLUE,
  itensColor: BLUE,
  descriptionColor: BLUE,
  descriptionBackgroundColor: '#F3F3F3FF',
  formColor: BLUE,
  footerBackgroundColor: BLUE,
  footerTextColor: WHITE,
};
