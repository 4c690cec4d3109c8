import * as v from 'valibot';
import { BiographyView } from './biographies';
import {
  booleanString,
  idNumber,
  idString,
  isReservedPathSegment,
  LinkClicks,
  messageKeys,
  pageSchema,
  pagingQueryEntries,
} from './common';
import { Feature } from './entitlements';
import type { InfoproductView } from './infoproduct-view';
import { newLinkOpenGraph } from './open-graphs';

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
  /** A custom preview saved with the link (needs `customPreview`, PRO: 403 `plan.required` below it). */
  openGraph: v.optional(newLinkOpenGraph),
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
  // The three fields below came with the links panel (issue 11): the API always sends them; the defaults only
  // keep older fixtures and cached answers parsing.
  /** 0 regular, 1 irregular, 3 not verified (the daily link check sets it). */
  verificationStatus: v.optional(v.number(), 3),
  dateCreate: v.string(),
  clicks: v.optional(LinkClicks, 0),
  /** The bio this link belongs to; always null until the bio area lands (`embedBiography` is accepted). */
  biography: v.optional(v.nullable(v.record(v.string(), v.unknown())), null),
  /**
   * The address to share: on the owner's verified custom domain (or subdomain) while their plan has it, else on
   * PUBLIC_URL (decision 033). The API always sends it; fixtures may leave it out.
   */
  shortUrl: v.optional(v.string()),
});
export type OnlineAddress = v.InferOutput<typeof OnlineAddress>;

export const ConfigImageView = v.object({ src: v.string(), deleted: v.boolean() });

/** Public part of the owner's loading-screen config (never the domain or anything private). */
export const OwnerConfigView = v.object({
  picture: v.nullable(ConfigImageView),
  siteName: v.nullable(v.string()),
  bannerImage: v.nullable(ConfigImageView),
  bannerLink: v.nullable(v.string()),
  loaderTime: v.nullable(v.number()),
  /**
   * The owner's GA4 measurement id, only while their plan has the loading screen (PRO) and the id is valid: the
   * visitor pages record a page view for it when the visitor accepted analytics cookies (decision 039). A
   * measurement id is public by nature (any page that reports to it shows it).
   */
  googleAnalyticsId: v.optional(v.string()),
});
export type OwnerConfigView = v.InferOutput<typeof OwnerConfigView>;

/**
 * A lead page in the visitor view: checked as an object here, typed as the area's `InfoproductView` (the area's
 * island and the API read it). Its schema stays out of what every app loads (decision 012).
 */
const infoproductOfView = v.record(v.string(), v.unknown()) as unknown as v.GenericSchema<
  Record<string, unknown>,
  InfoproductView
>;

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
  /** The bio page the link opens (the bio area's visitor view fills it); null for any other link. */
  biography: v.nullable(BiographyView),
  /**
   * The lead page the link opens (the info-product area's visitor view fills it); null for any other link. Its
   * shape is checked by the area that reads it: its schema is not carried by every app (decision 012).
   */
  infoproduct: v.nullable(infoproductOfView),
  user: v.nullable(
    v.object({
      /** The owner's features (entitlements table): what the redirect screen and public pages may show. */
      features: v.array(Feature),
      config: v.nullable(OwnerConfigView),
    }),
  ),
});
export type OnlineAddressView = v.InferOutput<typeof OnlineAddressView>;

/** Verification statuses of the situation filter (spec 001 §3): 0 regular, 1 irregular, 3 not verified. */
export const verificationStatuses = [0, 1, 3] as const;

/** Filter message keys (spec 001 §4 "filter rules"). */
export const filterMessageKeys = {
  /** `errorIn`: not verified (3) cannot be combined with regular (0) or irregular (1). */
  errorInExclusive: 'errorIn.exclusive',
  /** `withClicks` and `withoutClicks` together. */
  clicksExclusive: 'withClicks.exclusive',
  /** A range whose start is after its end. */
  dateRange: 'dateRange.invalid',
} as const;

const EARLIEST = Date.UTC(1950, 0, 1);

/** An ISO-8601 date or date-time (spec 001 §5: from 1950-01-01), output as a Date. */
export const isoTime = v.pipe(
  v.string(messageKeys.invalid),
  v.maxLength(40, messageKeys.invalid),
  v.regex(/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, messageKeys.invalid),
  v.transform((text) => new Date(text)),
  v.check((date) => !Number.isNaN(date.getTime()) && date.getTime() >= EARLIEST, messageKeys.invalid),
);

/** A comma-separated list of at most 10 values of a picklist. */
function listOf<const T extends readonly (string | number)[]>(values: T) {
  return v.pipe(
    v.string(messageKeys.invalid),
    v.maxLength(200, messageKeys.invalid),
    v.transform((text) => text.split(',').map((part) => part.trim())),
    v.check((parts) => parts.length <= 10, messageKeys.invalid),
    v.transform((parts) => parts.map((part) => values.find((value) => String(value) === part))),
    v.check((parts) => parts.every((part) => part !== undefined), messageKeys.invalid),
    v.transform((parts) => [...new Set(parts as T[number][])]),
  );
}

/** `clickDateRange=START,END`: two ISO times. */
const clickDateRange = v.pipe(
  v.string(messageKeys.invalid),
  v.maxLength(90, messageKeys.invalid),
  v.transform((text) => text.split(',')),
  v.check((parts) => parts.length === 2, messageKeys.invalid),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const parsed = dataset.value.map((part) => v.safeParse(isoTime, part.trim()));
    const [from, to] = parsed;
    if (!from?.success || !to?.success) {
      addIssue({ message: messageKeys.invalid });
      return NEVER;
    }
    return { from: from.output, to: to.output };
  }),
  v.check(({ from, to }) => from <= to, filterMessageKeys.dateRange),
);

/**
 * The filters of the links list (spec 001 §7), shared by the list, the live count and the domain summary.
 * Cross-field rules (§4) answer 400 with `filterMessageKeys`.
 */
export const onlineAddressFilterEntries = {
  text: v.optional(v.pipe(v.string(), v.maxLength(200, 'invalidSize'))),
  type: v.optional(OnlineAddressType),
  typeIn: v.optional(listOf(onlineAddressTypes)),
  /** `error=true`: only links whose last check failed; `false`: only the others. */
  error: v.optional(booleanString),
  /** Verification statuses, comma-separated: `errorIn=1`, `errorIn=0,1`, `errorIn=3`. */
  errorIn: v.optional(listOf(verificationStatuses)),
  domain: v.optional(v.pipe(v.string(), v.maxLength(253, 'invalidSize'))),
  dateCreateIni: v.optional(isoTime),
  dateCreateEnd: v.optional(isoTime),
  withClicks: v.optional(booleanString),
  withoutClicks: v.optional(booleanString),
  clickDateRange: v.optional(clickDateRange),
  /** Accepted for the spec's search call; bios are not linked yet, so `biography` is null. */
  embedBiography: v.optional(booleanString),
};

interface FilterRules {
  errorIn?: readonly number[] | undefined;
  withClicks?: boolean | undefined;
  withoutClicks?: boolean | undefined;
  dateCreateIni?: Date | undefined;
  dateCreateEnd?: Date | undefined;
}

export function filterRules<T extends FilterRules>() {
  return [
    v.check<T, string>(
      ({ errorIn }) => !errorIn?.includes(3) || errorIn.length === 1,
      filterMessageKeys.errorInExclusive,
    ),
    v.check<T, string>(
      ({ withClicks, withoutClicks }) => !(withClicks && withoutClicks),
      filterMessageKeys.clicksExclusive,
    ),
    v.check<T, string>(
      ({ dateCreateIni, dateCreateEnd }) =>
        !dateCreateIni || !dateCreateEnd || dateCreateIni <= dateCreateEnd,
      filterMessageKeys.dateRange,
    ),
  ] as const;
}

const listQueryObject = v.object({ ...pagingQueryEntries, ...onlineAddressFilterEntries });

/**
 * GET /api/v1/online-addresses. `orderBy` over `dateCreate`, `clicks`, `position` (the manual order),
 * `code`, `url`, `type`, `id`, several at once (`clicks:DESC,dateCreate:ASC`); default `dateCreate:DESC`.
 * The filter drawer's live count is this call with `size=1` (its `totalElements`).
 */
export const onlineAddressesQuery = v.pipe(
  listQueryObject,
  ...filterRules<v.InferOutput<typeof listQueryObject>>(),
);
export type OnlineAddressesQuery = v.InferInput<typeof onlineAddressesQuery>;
export type OnlineAddressFilter = Omit<
  v.InferOutput<typeof onlineAddressesQuery>,
  'page' | 'size' | 'orderBy'
>;

const domainsQueryObject = v.object({
  ...pagingQueryEntries,
  size: v.optional(pagingQueryEntries.size.wrapped, '5'),
  ...onlineAddressFilterEntries,
});

/** GET /api/v1/online-addresses/domains: the same filters; `orderBy` over `total` and `domain` (default `total:DESC`). */
export const onlineAddressDomainsQuery = v.pipe(
  domainsQueryObject,
  ...filterRules<v.InferOutput<typeof domainsQueryObject>>(),
);
export type OnlineAddressDomainsQuery = v.InferInput<typeof onlineAddressDomainsQuery>;

/** Spec 001 §3 "Domain summary": how many of my links point at each domain. */
export const DomainSummary = v.object({ domain: v.string(), total: v.number() });
export type DomainSummary = v.InferOutput<typeof DomainSummary>;
export const DomainSummaryPage = pageSchema(DomainSummary);
export type DomainSummaryPage = v.InferOutput<typeof DomainSummaryPage>;

/**
 * A custom short code: what the visitor hot path serves as a plain code (letters, digits, `_`, `-`; up to 64),
 * never a reserved first path segment (`painel`, `api`…).
 */
export const customCode = v.pipe(
  v.string(messageKeys.required),
  v.trim(),
  v.nonEmpty(messageKeys.required),
  v.maxLength(64, messageKeys.invalidSize),
  v.regex(/^[A-Za-z0-9_-]+$/, messageKeys.invalid),
  v.check((code) => !isReservedPathSegment(code), messageKeys.invalid),
);

/** Answer key when a custom code is used by another link (409). */
export const CODE_IN_USE = 'codeAlreadyInUse';

/**
 * PUT /api/v1/online-addresses/{id}: the whole editable address. Changing `code` or `url` needs the `editLink`
 * feature (403 `plan.required`); `tags` and `active` (deactivate/reactivate) are for every owner; absent
 * `tags`/`active` are left as they are.
 */
export const updateOnlineAddressBody = v.object({
  code: customCode,
  url: createOnlineAddressBody.entries.url,
  tags: v.optional(
    v.nullable(v.pipe(v.string(messageKeys.invalid), v.maxLength(1000, messageKeys.invalidSize))),
  ),
  active: v.optional(v.boolean(messageKeys.invalid)),
});
export type UpdateOnlineAddressBody = v.InferInput<typeof updateOnlineAddressBody>;

/** GET /api/v1/online-addresses/code-availability: `onlineAddressId` is the link being edited (its own code is free to it). */
export const codeAvailabilityQuery = v.object({
  code: v.pipe(v.string(messageKeys.required), v.maxLength(200, messageKeys.invalidSize)),
  onlineAddressId: v.optional(idString),
});
export type CodeAvailabilityQuery = v.InferInput<typeof codeAvailabilityQuery>;

/** `available` is false for a malformed or reserved code too (`reason` says which). */
export const CodeAvailability = v.object({
  code: v.string(),
  available: v.boolean(),
  reason: v.nullable(v.picklist(['invalid', CODE_IN_USE])),
});
export type CodeAvailability = v.InferOutput<typeof CodeAvailability>;

/**
 * PUT /api/v1/online-addresses/order: the ids of one page in their new order (drag and drop). They swap the
 * places they already held in the manual order (`orderBy=position:ASC`), so links on other pages do not move.
 */
export const onlineAddressOrderBody = v.object({
  ids: v.pipe(
    v.array(idNumber, messageKeys.invalid),
    v.minLength(1, messageKeys.required),
    v.maxLength(100, messageKeys.invalidSize),
    v.check((ids) => new Set(ids).size === ids.length, messageKeys.invalid),
  ),
});
export type OnlineAddressOrderBody = v.InferInput<typeof onlineAddressOrderBody>;

export const OnlineAddressPage = pageSchema(OnlineAddress);
export type OnlineAddressPage = v.InferOutput<typeof OnlineAddressPage>;

/** `GET /api/v1/online-addresses/code/{code}` query: `view=true` asks for the visitor view. */
export const onlineAddressByCodeQuery = v.object({
  view: v.optional(booleanString),
});
