import * as v from 'valibot';
import { messageKeys } from './common';
import {
  type InfoproductColorName,
  infoproductActions,
  infoproductColorNames,
  infoproductFieldTypes,
  infoproductInputTypes,
  infoproductTypes,
} from './infoproduct-style';

export * from './infoproduct-style';

/**
 * What a visitor's lead page is made of (the `infoproduct` of the visitor view). Only its type and the plain
 * values of `./infoproduct-style.ts` are in `@atalho/sdk/schemas`, which every app loads; the schema is part of
 * `@atalho/sdk/schemas/infoproducts`, loaded only by the area (decision 012: per-area SDK).
 */

export const InfoproductType = v.picklist(infoproductTypes, messageKeys.invalid);
export type InfoproductType = v.InferOutput<typeof InfoproductType>;

/** DOWNLOAD: the confirmation and the e-mail offer the PDF to save; ACCESS: to read in the browser. */
export const InfoproductAction = v.picklist(infoproductActions, messageKeys.invalid);
export type InfoproductAction = v.InferOutput<typeof InfoproductAction>;

export const InfoproductFieldType = v.picklist(infoproductFieldTypes, messageKeys.invalid);
export type InfoproductFieldType = v.InferOutput<typeof InfoproductFieldType>;

export const InfoproductInputType = v.picklist(infoproductInputTypes, messageKeys.invalid);
export type InfoproductInputType = v.InferOutput<typeof InfoproductInputType>;

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
