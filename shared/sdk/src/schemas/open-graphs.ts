import * as v from 'valibot';
import {
  booleanString,
  idNumber,
  idRef,
  idString,
  messageKeys,
  pageSchema,
  pagingQueryEntries,
} from './common';

/** The preview editor's tabs and the Open Graph properties each one edits (spec 001 §2 "Preview editor"). */
export const openGraphGroups = {
  basics: ['og:type', 'og:title', 'og:url', 'og:image'],
  optionals: ['og:description', 'og:site_name', 'og:locale', 'og:determiner'],
  images: ['og:image:url', 'og:image:secure_url', 'og:image:type', 'og:image:width', 'og:image:height'],
  videos: ['og:video:type', 'og:video', 'og:video:secure_url', 'og:video:width', 'og:video:height'],
  audios: ['og:audio:type', 'og:audio', 'og:audio:secure_url'],
  articles: [
    'article:modified_time',
    'article:expiration_time',
    'article:author',
    'article:section',
    'article:tag',
  ],
  books: ['book:author', 'book:isbn', 'book:release_date', 'book:tag'],
  products: [
    'product:availability',
    'product:price:amount',
    'product:price:currency',
    'product:retailer_item_id',
  ],
} as const;
export type OpenGraphGroup = keyof typeof openGraphGroups;
export type OpenGraphFieldName = (typeof openGraphGroups)[OpenGraphGroup][number];
export const openGraphFieldNames = Object.values(openGraphGroups).flat() as OpenGraphFieldName[];

/** Fields whose value is an address (absolute http(s), or a path of this site such as an upload). */
export const openGraphUrlFields: readonly OpenGraphFieldName[] = [
  'og:url',
  'og:image',
  'og:image:url',
  'og:image:secure_url',
  'og:video',
  'og:video:secure_url',
  'og:audio',
  'og:audio:secure_url',
];

/** Fields the editor offers as dropdowns: their value must be one of these. */
export const openGraphChoices: Partial<Record<OpenGraphFieldName, readonly string[]>> = {
  'og:type': [
    'website',
    'article',
    'book',
    'profile',
    'product',
    'music.song',
    'music.album',
    'music.playlist',
    'music.radio_station',
    'video.movie',
    'video.episode',
    'video.tv_show',
    'video.other',
  ],
  'og:image:type': ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  'og:video:type': ['video/mp4', 'video/webm', 'video/ogg'],
  'og:audio:type': ['audio/mp3', 'audio/mpeg', 'audio/ogg', 'audio/wav'],
  'og:locale': [
    'pt_BR',
    'pt_PT',
    'en_US',
    'en_GB',
    'es_ES',
    'es_MX',
    'es_AR',
    'fr_FR',
    'de_DE',
    'it_IT',
    'nl_NL',
    'ja_JP',
    'ko_KR',
    'zh_CN',
    'ru_RU',
  ],
  'og:determiner': ['a', 'an', 'the', 'auto'],
};

/** Fields holding a size in pixels. */
const numericFields: readonly OpenGraphFieldName[] = [
  'og:image:width',
  'og:image:height',
  'og:video:width',
  'og:video:height',
];

/** Spec 001 §5: every text at most 200 characters. */
export const OPEN_GRAPH_VALUE_MAX = 200;

function isUrlValue(value: string): boolean {
  if (/^\/[^/\\]/.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The message key a value of this field breaks, or undefined when it is fine. */
export function openGraphValueIssue(name: string, value: string): string | undefined {
  if (value.length > OPEN_GRAPH_VALUE_MAX) return messageKeys.invalidSize;
  const field = name as OpenGraphFieldName;
  if (value === '') return undefined;
  if (openGraphUrlFields.includes(field) && !isUrlValue(value)) return messageKeys.invalidUrl;
  const choices = openGraphChoices[field];
  if (choices && !choices.includes(value)) return messageKeys.invalid;
  if (numericFields.includes(field) && !/^\d{1,5}$/.test(value)) return messageKeys.invalid;
  return undefined;
}

const fieldName = v.picklist(openGraphFieldNames, messageKeys.invalid);
const fieldValue = v.pipe(v.string(messageKeys.required), v.trim());

/** Checks a name/value pair together (the value's rule depends on the name). */
function validPair<T extends { name?: string | undefined; value: string }>() {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed || dataset.value.name === undefined) return;
    const issue = openGraphValueIssue(dataset.value.name, dataset.value.value);
    if (issue) addIssue({ message: issue, path: undefined });
  });
}

/** A field as the editor sends it: `update` when it changed, `deleted` when it was removed (spec 001 §3). */
const fieldChangeObject = v.object({
  id: v.optional(idNumber),
  name: fieldName,
  value: fieldValue,
  update: v.optional(v.boolean(), false),
  deleted: v.optional(v.boolean(), false),
});
export const openGraphFieldChange = v.pipe(fieldChangeObject, validPair());
export type OpenGraphFieldChange = v.InferInput<typeof openGraphFieldChange>;

const fieldList = v.pipe(
  v.array(openGraphFieldChange, messageKeys.invalid),
  v.maxLength(60, messageKeys.invalid),
);

/** POST /api/v1/open-graphs: a link's preview with its fields. One per link. */
export const createOpenGraphBody = v.object({
  onlineAddress: idRef,
  openGraphFields: fieldList,
});
export type CreateOpenGraphBody = v.InferInput<typeof createOpenGraphBody>;

/** PATCH /api/v1/open-graphs/{id}: only the changed fields (new ones have no id). */
export const updateOpenGraphBody = v.object({ openGraphFields: fieldList });
export type UpdateOpenGraphBody = v.InferInput<typeof updateOpenGraphBody>;

/** The preview's fields for a new link (POST /api/v1/online-addresses `openGraph`). */
export const newLinkOpenGraph = v.object({ openGraphFields: fieldList });

export const OpenGraphField = v.object({
  id: v.number(),
  name: v.string(),
  value: v.string(),
  /** Always false in answers: the editor sets them on what it sends back. */
  deleted: v.boolean(),
  update: v.boolean(),
});
export type OpenGraphField = v.InferOutput<typeof OpenGraphField>;

export const OpenGraph = v.object({
  id: v.number(),
  onlineAddress: v.object({ id: v.number(), code: v.string(), url: v.string() }),
  openGraphFields: v.array(OpenGraphField),
  dateCreate: v.string(),
  dateUpdate: v.string(),
});
export type OpenGraph = v.InferOutput<typeof OpenGraph>;
export const OpenGraphPage = pageSchema(OpenGraph);
export type OpenGraphPage = v.InferOutput<typeof OpenGraphPage>;

/**
 * GET /api/v1/open-graphs: my previews. `text` matches the link's code or URL and the fields' values,
 * `type` the link's type, `onlineAddressId` one link's preview (what the editor opens with); `orderBy` over
 * `id`, `dateCreate`, `dateUpdate` (default `dateUpdate:DESC`).
 */
export const openGraphsQuery = v.object({
  ...pagingQueryEntries,
  text: v.optional(v.pipe(v.string(), v.maxLength(200, messageKeys.invalidSize))),
  type: v.optional(
    v.picklist(['STANDARD', 'API', 'CHROME_EXTENSION', 'BIO', 'SMS', 'INFOPRODUCT'], messageKeys.invalid),
  ),
  onlineAddressId: v.optional(idString),
  /** Accepted for the spec's call; bios are not linked to previews. */
  embedBiography: v.optional(booleanString),
});
export type OpenGraphsQuery = v.InferInput<typeof openGraphsQuery>;

/** POST /api/v1/open-graph-fields: one new field of one of my previews. */
export const createOpenGraphFieldBody = v.pipe(
  v.object({ openGraph: idRef, name: fieldName, value: fieldValue }),
  validPair(),
);
export type CreateOpenGraphFieldBody = v.InferInput<typeof createOpenGraphFieldBody>;

/** PATCH /api/v1/open-graph-fields/{id}: a new value (`update`), or `deleted: true` to remove it. */
export const updateOpenGraphFieldBody = v.pipe(
  v.object({
    name: v.optional(fieldName),
    value: fieldValue,
    update: v.optional(v.boolean(), true),
    deleted: v.optional(v.boolean(), false),
  }),
  validPair(),
);
export type UpdateOpenGraphFieldBody = v.InferInput<typeof updateOpenGraphFieldBody>;

/** GET /api/v1/open-graph-fields: the fields of my previews, optionally of one (`openGraphId`). */
export const openGraphFieldsQuery = v.object({ ...pagingQueryEntries, openGraphId: v.optional(idString) });
export type OpenGraphFieldsQuery = v.InferInput<typeof openGraphFieldsQuery>;
export const OpenGraphFieldPage = pageSchema(OpenGraphField);
export type OpenGraphFieldPage = v.InferOutput<typeof OpenGraphFieldPage>;

/** GET /api/v1/open-graphs/tags?source=URL */
export const openGraphTagsQuery = v.object({
  source: v.pipe(
    v.string(messageKeys.required),
    v.trim(),
    v.nonEmpty(messageKeys.required),
    v.maxLength(2048, messageKeys.invalidSize),
  ),
});
export type OpenGraphTagsQuery = v.InferInput<typeof openGraphTagsQuery>;

/** The page's tags by property (`og:title`, `og:image`…), title and description included as og:* fallbacks. */
export const OpenGraphTags = v.record(v.string(), v.string());
export type OpenGraphTags = v.InferOutput<typeof OpenGraphTags>;

/**
 * The preview editor's form: one text per property ('' = not set), each checked by the API's rule for it, so the
 * form shows the same message keys the API would answer.
 */
export const openGraphForm = v.object(
  Object.fromEntries(
    openGraphFieldNames.map((name) => [
      name,
      v.pipe(
        v.string(),
        v.trim(),
        v.rawCheck(({ dataset, addIssue }) => {
          const issue = dataset.typed ? openGraphValueIssue(name, dataset.value) : undefined;
          if (issue) addIssue({ message: issue });
        }),
      ),
    ]),
  ) as Record<
    OpenGraphFieldName,
    v.SchemaWithPipe<[v.StringSchema<undefined>, v.TrimAction, v.RawCheckAction<string>]>
  >,
);
export type OpenGraphForm = v.InferOutput<typeof openGraphForm>;
