import * as v from 'valibot';
import { messageKeys } from './common';

/**
 * What a visitor's lead page is made of (the `infoproduct` of the visitor view): the part of the info-product
 * contract every app loads with `@atalho/sdk/schemas`. The rest of the area's contract (bodies, answers,
 * limits, leads) is `@atalho/sdk/schemas/infoproducts`, loaded only by the area (decision 012: per-area SDK).
 */

export const infoproductTypes = ['E_BOOK', 'LINK'] as const;
export const InfoproductType = v.picklist(infoproductTypes, messageKeys.invalid);
export type InfoproductType = v.InferOutput<typeof InfoproductType>;

/** DOWNLOAD: the confirmation and the e-mail offer the PDF to save; ACCESS: to read in the browser. */
export const infoproductActions = ['DOWNLOAD', 'ACCESS'] as const;
export const InfoproductAction = v.picklist(infoproductActions, messageKeys.invalid);
export type InfoproductAction = v.InferOutput<typeof InfoproductAction>;

export const infoproductFieldTypes = ['TEXT_FIELD', 'SELECT_FIELD'] as const;
export const InfoproductFieldType = v.picklist(infoproductFieldTypes, messageKeys.invalid);
export type InfoproductFieldType = v.InferOutput<typeof InfoproductFieldType>;

export const infoproductInputTypes = ['ALPHANUMERIC', 'NUMERIC'] as const;
export const InfoproductInputType = v.picklist(infoproductInputTypes, messageKeys.invalid);
export type InfoproductInputType = v.InferOutput<typeof InfoproductInputType>;

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

/**
 * What a visitor's `/{subdomain}` shows (the `infoproduct` of the visitor view): live topics, and — only when
 * the owner has `infoproductPro` — live custom fields with their live options and the footer. Colours the
 * owner's plan may not change are the defaults. Never the owner's identity or the e-book's address.
 */
export const InfoproductView = v.object({
  id: v.number(),
  type: InfoproductType,
  action: InfoproductAction,
  title: v.string(),
  subtitle: v.string(),
  shortDescription: v.string(),
  itensTitle: v.string(),
  itens: v.array(v.string()),
  description: v.string(),
  brandImage: v.nullable(v.string()),
  productImage: v.nullable(v.string()),
  style: v.object(
    Object.fromEntries(infoproductColorNames.map((name) => [name, v.string()])) as Record<
      InfoproductColorName,
      v.StringSchema<undefined>
    >,
  ),
  formFields: v.array(
    v.object({
      id: v.number(),
      name: v.string(),
      type: InfoproductFieldType,
      inputType: InfoproductInputType,
      required: v.boolean(),
      options: v.array(v.object({ id: v.number(), value: v.string() })),
    }),
  ),
  footer: v.nullable(
    v.object({
      brandImage: v.nullable(v.string()),
      text: v.string(),
      links: v.array(v.object({ name: v.string(), href: v.string() })),
    }),
  ),
  /** The consent sentence shown beside the form; the same text is stored with every lead (LGPD). */
  consentText: v.string(),
});
export type InfoproductView = v.InferOutput<typeof InfoproductView>;
