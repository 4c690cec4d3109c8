import * as v from 'valibot';
import { pageSchema, pagingQueryEntries } from './common';
import { Feature } from './entitlements';

export const onlineAddressTypes = [
  'STANDARD',
  'API',
  'CHROME_EXTENSION',
  'BIO',
  'SMS',
  'INFOPRODUCT',
] as const;
export const OnlineAddressType = v.picklist(onlineAddressTypes, 'invalid');
export type OnlineAddressType = v.InferOutput<typeof OnlineAddressType>;

/** Spec 000 §5: something that looks like a domain with a 1–6 character suffix; the scheme is optional. */
export const SHORTENABLE_URL_PATTERN =
  /^(?:https?:\/\/)?(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{1,6}\.?(?::\d{1,5})?(?:[/?#]\S*)?$/iu;

/** The public shortener's URL field (message `invalidUrl`, shown as "URL inválida"). */
export const shortenableUrl = v.pipe(
  v.string('required'),
  v.trim(),
  v.nonEmpty('required'),
  v.maxLength(2048, 'invalidSize'),
  v.regex(SHORTENABLE_URL_PATTERN, 'invalidUrl'),
);

/**
 * Body of POST /api/v1/online-addresses. The URL format is checked by the server after its scheme check, so
 * that `javascript:` and friends answer `url.rejected` rather than `invalidUrl`. The link's type is the
 * server's to decide (STANDARD here, API for an API credential); a `type` sent is ignored like any unknown
 * field.
 */
export const createOnlineAddressBody = v.object({
  url: v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.maxLength(2048, 'invalidSize')),
});
export type CreateOnlineAddressBody = v.InferInput<typeof createOnlineAddressBody>;

export const OpenGraphFieldView = v.object({ name: v.string(), value: v.string() });
export const OpenGraphView = v.object({ openGraphFields: v.array(OpenGraphFieldView) });
export type OpenGraphView = v.InferOutput<typeof OpenGraphView>;

/** A link as its owner (or the anonymous creator) sees it. */
export const OnlineAddress = v.object({
  id: v.number(),
  code: v.string(),
  url: v.string(),
  type: OnlineAddressType,
  user: v.nullable(v.object({ id: v.number() })),
  openGraph: v.nullable(OpenGraphView),
  tags: v.nullable(v.string()),
  active: v.boolean(),
  error: v.boolean(),
  lastCheck: v.nullable(v.string()),
  dateCreate: v.string(),
});
export type OnlineAddress = v.InferOutput<typeof OnlineAddress>;

export const ConfigImageView = v.object({ src: v.string(), deleted: v.boolean() });

/** Public part of the owner's loading-screen config (never the analytics id, domain or anything private). */
export const OwnerConfigView = v.object({
  picture: v.nullable(ConfigImageView),
  siteName: v.nullable(v.string()),
  bannerImage: v.nullable(ConfigImageView),
  bannerLink: v.nullable(v.string()),
  loaderTime: v.nullable(v.number()),
});
export type OwnerConfigView = v.InferOutput<typeof OwnerConfigView>;

/**
 * What a visitor gets for a code: what the redirect screen and the public bio and info-product pages need,
 * nothing more (never the owner's id, name, e-mail or plans: their `features` say what the pages may show).
 */
export const OnlineAddressView = v.object({
  id: v.number(),
  code: v.string(),
  url: v.string(),
  type: OnlineAddressType,
  openGraph: v.nullable(OpenGraphView),
  /** The bio page or info product the link opens (their modules fill them); null for a plain link. */
  biography: v.nullable(v.record(v.string(), v.unknown())),
  infoproduct: v.nullable(v.record(v.string(), v.unknown())),
  user: v.nullable(
    v.object({
      /** The owner's features (entitlements table): what the redirect screen and public pages may show. */
      features: v.array(Feature),
      config: v.nullable(OwnerConfigView),
    }),
  ),
});
export type OnlineAddressView = v.InferOutput<typeof OnlineAddressView>;

export const onlineAddressesQuery = v.object({
  ...pagingQueryEntries,
  text: v.optional(v.pipe(v.string(), v.maxLength(200, 'invalidSize'))),
});
export type OnlineAddressesQuery = v.InferInput<typeof onlineAddressesQuery>;

export const OnlineAddressPage = pageSchema(OnlineAddress);
export type OnlineAddressPage = v.InferOutput<typeof OnlineAddressPage>;

/** `GET /api/v1/online-addresses/code/{code}` query: `view=true` asks for the visitor view. */
export const onlineAddressByCodeQuery = v.object({
  view: v.optional(v.picklist(['true', 'false'], 'invalid')),
});
