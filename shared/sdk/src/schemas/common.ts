import * as v from 'valibot';

/** Message keys the API answers in `{ "messages": [...] }`; form keys are the spec's (required, invalid…). */
export const messageKeys = {
  required: 'required',
  invalid: 'invalid',
  invalidSize: 'invalidSize',
  invalidUrl: 'invalidUrl',
  invalidPhone: 'invalidPhone',
  invalidJson: 'invalid.json',
  payloadTooLarge: 'payload.too.large',
  unsupportedMediaType: 'unsupported.media.type',
  unauthorized: 'unauthorized',
  planRequired: 'plan.required',
  forbidden: 'forbidden',
  notFound: 'not.found',
  conflict: 'conflict',
  tooManyRequests: 'too.many.requests',
  internalError: 'internal.error',
} as const;

export type MessageKey = (typeof messageKeys)[keyof typeof messageKeys];

/**
 * First path segments the server or the shell routes own (docs/decisions/001): never a short code.
 * Compared without case, because some are typed by hand.
 */
export const reservedPathSegments = [
  'conversion',
  'g',
  'f',
  'lp',
  'privacy-policy',
  'whats-new',
  'plans',
  'loading',
  'painel',
  'i',
  'o',
  'api',
  'oauth2',
  'api-doc',
  'mf',
  'deploy',
  'static',
  'remotes.json',
  'favicon.ico',
  'health',
  // Uploaded files, served by the API (api/src/modules/files).
  'files',
  // The bio pages' font files, served by the API (api/src/modules/biographies/fonts.ts).
  'fonts',
] as const;

const reservedSegmentSet: ReadonlySet<string> = new Set(reservedPathSegments);

export function isReservedPathSegment(segment: string): boolean {
  return reservedSegmentSet.has(segment.toLowerCase());
}

/** A response without a body (204): documented as no content. */
export const NoContent = v.null();

/** Every error response body. */
export const ErrorBody = v.object({ messages: v.array(v.string()) });
export type ErrorBody = v.InferOutput<typeof ErrorBody>;

/** A page of results: `page` is 0-based. */
export function pageSchema<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({
    content: v.array(item),
    totalElements: v.number(),
    totalPages: v.number(),
    number: v.number(),
    size: v.number(),
    first: v.boolean(),
    last: v.boolean(),
    empty: v.boolean(),
  });
}

export interface Page<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
  first: boolean;
  last: boolean;
  empty: boolean;
}

/** The largest PostgreSQL `integer` (int4): ids, counts and paging are bounded to their columns. */
const MAX_INT = 2_147_483_647;

/** A positive database id in a JSON body, bounded to its int4 column. */
export const idNumber = v.pipe(
  v.number(messageKeys.invalid),
  v.integer(messageKeys.invalid),
  v.minValue(1, messageKeys.invalid),
  v.maxValue(MAX_INT, messageKeys.invalid),
);

/** A reference to a row in a JSON body: `"onlineAddress": { "id": 1 }`. */
export const idRef = v.object({ id: idNumber }, messageKeys.required);

/**
 * A non-negative integer sent as text (query string or path), output as a number. The schema after the
 * transform names what the text means (it cannot fail): the OpenAPI document types the parameter as an
 * integer from it (api/src/http/openapi.ts), so a generated client takes `page: 0`.
 */
export const intString = v.pipe(
  v.string(messageKeys.invalid),
  v.regex(/^\d{1,10}$/, messageKeys.invalid),
  v.transform(Number),
  v.number(messageKeys.invalid),
  v.integer(messageKeys.invalid),
  v.minValue(0, messageKeys.invalid),
  v.maxValue(MAX_INT, messageKeys.invalid),
);

/** A positive database id sent as text. */
export const idString = v.pipe(intString, v.minValue(1, messageKeys.invalid));

/** `/{id}` path parameters. */
export const IdParams = v.object({ id: idString });
export type IdParams = v.InferOutput<typeof IdParams>;

/** `orderBy=field:DESC,other:ASC` (direction optional, ASC by default; case-insensitive). */
export const orderByString = v.pipe(
  v.string(messageKeys.invalid),
  v.maxLength(300, messageKeys.invalidSize),
  v.regex(
    /^[A-Za-z_][\w.]*(:(asc|desc|ASC|DESC))?(,[A-Za-z_][\w.]*(:(asc|desc|ASC|DESC))?)*$/,
    messageKeys.invalid,
  ),
);

export const MAX_PAGE_SIZE = 100;

/** `page`, `size`, `orderBy` query parameters shared by every list endpoint. */
export const pagingQueryEntries = {
  page: v.optional(intString, '0'),
  size: v.optional(
    v.pipe(intString, v.minValue(1, messageKeys.invalid), v.maxValue(MAX_PAGE_SIZE, messageKeys.invalid)),
    '10',
  ),
  orderBy: v.optional(orderByString),
};

export const PagingQuery = v.object(pagingQueryEntries);
export type PagingQuery = v.InferOutput<typeof PagingQuery>;

/** Query flags such as `view=true`, `active=true`; documented as booleans, like `intString`. */
export const booleanString = v.pipe(
  v.picklist(['true', 'false'], messageKeys.invalid),
  v.transform((value) => value === 'true'),
  v.boolean(messageKeys.invalid),
);

/**
 * A link's counted clicks, all time (crawlers, `countClick=false` and suspicious clicks excluded), wherever a link is
 * answered to its owner: `null` when the owner's plan has no view counts (`viewCounts`, BASIC; decision 015) and for
 * anonymous links, so a locked count never reads as a link nobody clicked.
 */
export const LinkClicks = v.pipe(
  v.nullable(v.number()),
  v.description(
    "Counted clicks of the link, all time. `null` when the owner's plan has no view counts (below BASIC) " +
      'and for anonymous links: the count is not revealed, it is not zero.',
  ),
);
