import * as v from 'valibot';
import {
  booleanString,
  idNumber,
  idString,
  LinkClicks,
  messageKeys,
  pageSchema,
  pagingQueryEntries,
} from './common';
import {
  InfoproductAction,
  type InfoproductColorName,
  InfoproductFieldType,
  InfoproductInputType,
  InfoproductType,
  infoproductColorNames,
} from './infoproduct-view';

export * from './infoproduct-view';

/**
 * The info-product area (spec 001 §2 "Info-product page", §3 Infoproduct / style / formFields / Footer / Lead,
 * §4, §5, §7, §9; spec 000 §2 "Info-product public page", §3 submission, §5). An info product is a lead page
 * for an e-book: its public address is a link of type INFOPRODUCT whose code is the "subdomain"; a visitor
 * leaves an e-mail (and the owner's custom answers) and gets the product.
 *
 * Import it from `@atalho/sdk/schemas/infoproducts` (the API) or `@atalho/sdk/infoproducts` (the browser, with
 * the client): it is not in `@atalho/sdk/schemas`, which every app loads; only the visitor view's part is
 * (`./infoproduct-view.ts`).
 *
 * Wire names keep the spec's spelling: the resource is `/api/v1/infoproduts`, the topics are `itens`, the page
 * type is `LEEDS`, the export file is `leeds.csv`. Inside the code the area is "infoproducts" and a submission
 * is a "lead".
 */

export const INFOPRODUCT_LIMITS = {
  title: 80,
  subtitle: 50,
  shortDescription: 300,
  itensTitle: 200,
  item: 100,
  description: 1500,
  footerText: 800,
  fieldName: 50,
  optionValue: 50,
  footerLinkName: 50,
  /** Not in the spec: the loading-screen config's subdomain is at most 50, and so is this one. */
  subdomain: 50,
  url: 2048,
  /** Counts one page may hold (not in the spec: a lead page longer than this is no lead page). */
  itens: 30,
  formFields: 20,
  options: 50,
  footerLinks: 10,
  /** One answer as a visitor types it (not in the spec). */
  answer: 500,
  email: 254,
  /** E-book size (spec 001 §5, §9). */
  resourceBytes: 5_100_000,
} as const;

/** Crop sizes of the images (spec 001 §5): width × height in pixels. */
export const INFOPRODUCT_CROPS = {
  brandImage: { width: 150, height: 40 },
  productImage: { width: 900, height: 500 },
  footerBrandImage: { width: 180, height: 48 },
} as const;

/** The live preview's widths besides the phone (spec 001 §2, §9). */
export const INFOPRODUCT_PREVIEW_WIDTHS = [600, 960, 1264, 1904] as const;

/** A new item's topics start as this many empty ones (spec 001 §5). */
export const INFOPRODUCT_NEW_ITENS = 4;

/** E_BOOK is the only type a page can be saved with; LINK exists in the spec but is disabled. */
/** Colours only an owner with `infoproductPro` (plan id 3 or more) may change; others get the defaults. */
export const infoproductProColorNames = [
  'btnActionTextColor',
  'formColor',
] as const satisfies readonly InfoproductColorName[];

/** Message keys of the area's rules that are not form keys. */
export const infoproductMessageKeys = {
  /** The subdomain is another link's code (409; spec 001 §5, spelled so). */
  subdomainInUse: 'subdomainAlreadyInUSe',
  /** An e-book over 5,100,000 bytes (spec 001 §8). */
  maxSize: 'maxSize',
  /** Only E_BOOK pages can be saved (LINK is disabled). */
  typeDisabled: 'invalid',
  /** A new item without the responsibility checkbox ticked. */
  responsibility: 'required',
  /** A select answer that is not one of the field's options. */
  option: 'invalid',
  /** A delivery link past its time or with a wrong signature (410). */
  deliveryExpired: 'delivery.expired',
} as const;

const requiredText = (max: number) =>
  v.pipe(
    v.string(messageKeys.required),
    v.trim(),
    v.nonEmpty(messageKeys.required),
    v.maxLength(max, messageKeys.invalidSize),
  );
const optionalId = v.optional(v.nullable(idNumber), null);
const deleted = v.optional(v.boolean(messageKeys.invalid), false);
const list = <T extends v.GenericSchema>(item: T, max: number) =>
  v.optional(v.pipe(v.array(item, messageKeys.invalid), v.maxLength(max, messageKeys.invalidSize)), []);

/** `#rgb`, `#rrggbb` or `#rrggbbaa`, stored as sent. */
const color = v.pipe(
  v.string(messageKeys.invalid),
  v.trim(),
  v.regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i, messageKeys.invalid),
);

/** Spec 001 §5: required, letters and hyphens only (`invalid`); the link code of the page. */
export const infoproductSubdomain = v.pipe(
  v.string(messageKeys.required),
  v.trim(),
  v.nonEmpty(messageKeys.required),
  v.maxLength(INFOPRODUCT_LIMITS.subdomain, messageKeys.invalidSize),
  v.regex(/^[A-Za-z-]+$/, messageKeys.invalid),
);

/**
 * An http(s) address (spec 001 §5 footer links: required, URL-like; the spec's 'Invalid URL' is the English text
 * of the `invalidUrl` key).
 */
export const infoproductUrl = v.pipe(
  v.string(messageKeys.required),
  v.trim(),
  v.nonEmpty(messageKeys.required),
  v.maxLength(INFOPRODUCT_LIMITS.url, messageKeys.invalidSize),
  v.regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i, messageKeys.invalidUrl),
);

/** An image or the e-book in a body: an upload's `{ id, src }` of the signed-in user. */
export const infoproductFileInput = v.object({
  id: optionalId,
  src: v.pipe(v.string(messageKeys.invalid), v.trim(), v.maxLength(2048, messageKeys.invalidSize)),
  deleted,
});

export const InfoproductFile = v.object({
  id: v.nullable(v.number()),
  src: v.string(),
  deleted: v.boolean(),
});
export type InfoproductFile = v.InferOutput<typeof InfoproductFile>;

const fileInput = v.optional(v.nullable(infoproductFileInput), null);

export const infoproductItemInput = v.object({
  id: optionalId,
  value: requiredText(INFOPRODUCT_LIMITS.item),
  deleted,
});

export const infoproductOptionInput = v.object({
  id: optionalId,
  value: requiredText(INFOPRODUCT_LIMITS.optionValue),
  deleted,
});

/** A custom field of the contact form (PRO: plan id 3 or more). A SELECT_FIELD needs one live option. */
export const infoproductFormFieldInput = v.object({
  id: optionalId,
  name: requiredText(INFOPRODUCT_LIMITS.fieldName),
  type: InfoproductFieldType,
  inputType: v.optional(InfoproductInputType, 'ALPHANUMERIC'),
  required: v.optional(v.boolean(messageKeys.invalid), false),
  options: list(infoproductOptionInput, INFOPRODUCT_LIMITS.options * 2),
  deleted,
});
export type InfoproductFormFieldInput = v.InferInput<typeof infoproductFormFieldInput>;

export const infoproductFooterLinkInput = v.object({
  id: optionalId,
  name: requiredText(INFOPRODUCT_LIMITS.footerLinkName),
  href: infoproductUrl,
  deleted,
});

/** The footer (PRO). */
export const infoproductFooterInput = v.object({
  id: optionalId,
  brandImage: fileInput,
  text: requiredText(INFOPRODUCT_LIMITS.footerText),
  links: list(infoproductFooterLinkInput, INFOPRODUCT_LIMITS.footerLinks * 2),
});

export const infoproductStyleInput = v.object(
  Object.fromEntries(infoproductColorNames.map((name) => [name, v.optional(color)])) as Record<
    InfoproductColorName,
    v.OptionalSchema<typeof color, undefined>
  >,
);

/**
 * POST /api/v1/infoproduts: the whole item, created (no `id`) or replaced (its `id`); answers it saved. The
 * subdomain is `onlineAddress.code`. Saved topics, fields, options and footer links sent with `deleted: true`
 * are marked deleted; new ones sent deleted are dropped. `formFields`, `footer`, `formColor` and
 * `btnActionTextColor` need `infoproductPro` (plan id 3 or more): below it they are refused (403
 * `plan.required`) when they carry anything. `responsibility` must be true for a new item.
 */
export const infoproductBody = v.object({
  id: optionalId,
  type: v.picklist(['E_BOOK'], messageKeys.invalid),
  pageType: v.optional(v.picklist(['LEEDS'], messageKeys.invalid), 'LEEDS'),
  action: InfoproductAction,
  resource: fileInput,
  brandImage: fileInput,
  productImage: fileInput,
  title: requiredText(INFOPRODUCT_LIMITS.title),
  subtitle: requiredText(INFOPRODUCT_LIMITS.subtitle),
  shortDescription: requiredText(INFOPRODUCT_LIMITS.shortDescription),
  itensTitle: requiredText(INFOPRODUCT_LIMITS.itensTitle),
  itens: list(infoproductItemInput, INFOPRODUCT_LIMITS.itens * 2),
  description: requiredText(INFOPRODUCT_LIMITS.description),
  style: v.optional(infoproductStyleInput, {}),
  formFields: list(infoproductFormFieldInput, INFOPRODUCT_LIMITS.formFields * 2),
  footer: v.optional(v.nullable(infoproductFooterInput), null),
  onlineAddress: v.object({ code: infoproductSubdomain }, messageKeys.required),
  responsibility: v.optional(v.boolean(messageKeys.invalid), false),
});
export type InfoproductBody = v.InferInput<typeof infoproductBody>;

const InfoproductListEntry = v.object({ id: v.number(), value: v.string(), deleted: v.boolean() });

export const InfoproductFormField = v.object({
  id: v.number(),
  name: v.string(),
  type: InfoproductFieldType,
  inputType: InfoproductInputType,
  required: v.boolean(),
  order: v.number(),
  deleted: v.boolean(),
  /** Present with `embedInfoproductFormFieldsOptions=true` (always on POST). */
  options: v.optional(v.array(InfoproductListEntry)),
});
export type InfoproductFormField = v.InferOutput<typeof InfoproductFormField>;

export const InfoproductFooter = v.object({
  id: v.number(),
  brandImage: v.nullable(InfoproductFile),
  text: v.string(),
  /** Present with `embedfooterLinks=true` (always on POST). */
  links: v.optional(
    v.array(v.object({ id: v.number(), name: v.string(), href: v.string(), deleted: v.boolean() })),
  ),
});
export type InfoproductFooter = v.InferOutput<typeof InfoproductFooter>;

/** An info product as its owner reads it (spec 001 §3 "Infoproduct"). */
export const Infoproduct = v.object({
  id: v.number(),
  type: InfoproductType,
  pageType: v.literal('LEEDS'),
  action: InfoproductAction,
  resource: v.nullable(InfoproductFile),
  brandImage: v.nullable(InfoproductFile),
  productImage: v.nullable(InfoproductFile),
  title: v.string(),
  subtitle: v.string(),
  shortDescription: v.string(),
  itensTitle: v.string(),
  /** Present with `embedItens=true` (always on POST). */
  itens: v.optional(v.array(InfoproductListEntry)),
  description: v.string(),
  style: v.object(
    Object.fromEntries(infoproductColorNames.map((name) => [name, v.string()])) as Record<
      InfoproductColorName,
      v.StringSchema<undefined>
    >,
  ),
  /** Present with `embedInfoproductFormFields=true` (always on POST). */
  formFields: v.optional(v.array(InfoproductFormField)),
  footer: v.nullable(InfoproductFooter),
  onlineAddress: v.object({
    id: v.number(),
    code: v.string(),
    url: v.string(),
    active: v.boolean(),
    type: v.string(),
    clicks: LinkClicks,
  }),
  user: v.object({ id: v.number() }),
  /** Leads captured so far (live). */
  leads: v.number(),
  dateCreate: v.string(),
  dateUpdate: v.string(),
});
export type Infoproduct = v.InferOutput<typeof Infoproduct>;

export const InfoproductPage = pageSchema(Infoproduct);
export type InfoproductPage = v.InferOutput<typeof InfoproductPage>;

/** GET /api/v1/infoproduts: the signed-in user's items (spec 001 §7), newest change first by default. */
export const infoproductsQuery = v.object({
  ...pagingQueryEntries,
  embedItens: v.optional(booleanString),
  embedfooterLinks: v.optional(booleanString),
  embedInfoproductFormFields: v.optional(booleanString),
  embedInfoproductFormFieldsOptions: v.optional(booleanString),
});
export type InfoproductsQuery = v.InferInput<typeof infoproductsQuery>;

/** The e-mail rule (spec 000 §5): required, a simple `{name}@{domain}.{suffix}` pattern (`invalid`). */
export const leadEmail = v.pipe(
  v.string(messageKeys.required),
  v.trim(),
  v.nonEmpty(messageKeys.required),
  v.maxLength(INFOPRODUCT_LIMITS.email, messageKeys.invalidSize),
  v.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, messageKeys.invalid),
  v.toLowerCase(),
);

/**
 * POST /api/v1/infoproducts-forms-answers (public, rate limited; spec 000 §3): the e-mail, the item and one
 * answer per custom field. Whether each answer is required, digits only (NUMERIC) or one of the options is
 * checked against the item's fields on the server. One lead per e-mail per item: a second submission updates
 * the first (its answers replaced, `dateUpdate` moved). Also accepted as an HTML form
 * (`application/x-www-form-urlencoded`: `email`, `infoproduct.id`, `field.{id}`), answered with the page.
 */
export const leadBody = v.object({
  email: leadEmail,
  infoproduct: v.object({ id: idNumber }, messageKeys.required),
  answers: list(
    v.object({
      field: v.object({ id: idNumber }, messageKeys.required),
      value: v.pipe(
        v.string(messageKeys.invalid),
        v.trim(),
        v.maxLength(INFOPRODUCT_LIMITS.answer, messageKeys.invalidSize),
      ),
    }),
    INFOPRODUCT_LIMITS.formFields,
  ),
});
export type LeadBody = v.InferInput<typeof leadBody>;

/** Where the visitor gets the product: a signed link that expires (DOWNLOAD saves the PDF, ACCESS opens it). */
export const LeadDelivery = v.object({
  action: InfoproductAction,
  href: v.string(),
  expiresAt: v.string(),
});
export type LeadDelivery = v.InferOutput<typeof LeadDelivery>;

/** The answer to a visitor's submission: the confirmation, never the owner's data. */
export const LeadReceipt = v.object({
  id: v.number(),
  email: v.string(),
  delivery: v.nullable(LeadDelivery),
  /** True when this e-mail had already been left on this item (its lead was updated). */
  updated: v.boolean(),
});
export type LeadReceipt = v.InferOutput<typeof LeadReceipt>;

/** A lead as the owner reads it (spec 001 §3 "Lead"): `email` masked with `****` below PRO (spec 001 §2). */
export const Lead = v.object({
  id: v.number(),
  email: v.string(),
  /** True when `email` is masked: the panel shows the upgrade icon. */
  masked: v.boolean(),
  answers: v.array(
    v.object({
      id: v.number(),
      field: v.object({ id: v.number(), name: v.string() }),
      value: v.string(),
    }),
  ),
  /** What the visitor agreed to (LGPD): when, from where, with which browser, and the exact text shown. */
  consent: v.object({
    at: v.string(),
    ip: v.nullable(v.string()),
    userAgent: v.nullable(v.string()),
    text: v.string(),
  }),
  dateCreate: v.string(),
  dateUpdate: v.string(),
});
export type Lead = v.InferOutput<typeof Lead>;

export const LeadPage = pageSchema(Lead);
export type LeadPage = v.InferOutput<typeof LeadPage>;

/** GET /api/v1/infoproducts-forms-answers: one of the owner's items' leads (spec 001 §7). */
export const leadsQuery = v.object({
  ...pagingQueryEntries,
  infoproductId: idString,
});
export type LeadsQuery = v.InferInput<typeof leadsQuery>;

/**
 * GET /api/v1/infoproducts-forms-answers/export: every lead of one item as `leeds.csv` (spec 001 §4:
 * semicolon-separated; `email`, then one column per field name; here also the consent columns), streamed.
 */
export const leadsExportQuery = v.object({ infoproductId: idString });
export type LeadsExportQuery = v.InferInput<typeof leadsExportQuery>;

/** The export's file name and separator (spec 001 §4, §9). */
export const LEADS_CSV = { fileName: 'leeds.csv', separator: ';' } as const;

/**
 * The consent sentence shown beside a page's form (LGPD): the page and the lead POST both take it from here, so
 * the text stored with a lead is the text the visitor saw.
 */
export function leadConsentText(title: string): string {
  return `Ao enviar, você concorda em receber “${title}” e mensagens sobre ele no e-mail informado. O autor desta página guarda seus dados e responde por eles; você pode pedir que sejam apagados a qualquer momento.`;
}
