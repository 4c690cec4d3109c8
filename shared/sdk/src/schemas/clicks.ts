import * as v from 'valibot';
import { breakpointNames, platforms, shareOptions } from '../visitor-device';
import { idNumber, pageSchema, pagingQueryEntries } from './common';

/**
 * One sent property: its value must be one of the fixed values of its name (000 §3), else 400. `values` (not a
 * picklist after the trim) so the OpenAPI document lists them as the value's `enum`.
 */
function clickProperty<const Name extends string, const Value extends string>(
  name: Name,
  values: readonly [Value, ...Value[]],
) {
  return v.object({
    name: v.literal(name, 'invalid'),
    value: v.pipe(v.string('invalid'), v.trim(), v.values(values, 'invalid')),
    type: v.optional(v.literal('STANDARD', 'invalid'), 'STANDARD'),
  });
}

const ClickPropertyInput = v.variant(
  'name',
  [
    clickProperty('platform', platforms),
    clickProperty('breakpoint-name', breakpointNames),
    // The link's `s`: one of the share options, else 400 `invalid` (the redirect screen sends none).
    clickProperty('share-on', shareOptions),
  ],
  'invalid',
);

/** Body of POST /api/v1/clicks (the redirect screen sends it unless `countClick` is in the query). */
export const createClickBody = v.object({
  onlineAddress: v.union(
    [
      v.object({ id: idNumber }),
      v.object({
        code: v.pipe(v.string('invalid'), v.trim(), v.nonEmpty('required'), v.maxLength(64, 'invalid')),
      }),
    ],
    'required',
  ),
  clickProperties: v.optional(v.pipe(v.array(ClickPropertyInput, 'invalid'), v.maxLength(10, 'invalid')), []),
  userSessionId: v.optional(v.nullable(v.pipe(v.string('invalid'), v.maxLength(64, 'invalidSize')))),
  /**
   * The visit token of the page or lookup that showed the link (its `atalho-data` or `Visit-Token` header).
   * Without a valid one the click is acknowledged (202, counted false) and not stored.
   */
  visitToken: v.optional(v.pipe(v.string('invalid'), v.maxLength(64, 'invalidSize'))),
});
export type CreateClickBody = v.InferInput<typeof createClickBody>;

/** 201 when counted; 202 with `counted: false` for crawlers, a missing or stale visit token, or over the cap. */
export const ClickAck = v.object({ counted: v.boolean() });
export type ClickAck = v.InferOutput<typeof ClickAck>;

/** Stored click: the sent properties plus the geo ones (country, state, city) derived from the IP. */
export const ClickProperty = v.object({ name: v.string(), value: v.string(), type: v.literal('STANDARD') });
export const Click = v.object({
  id: v.number(),
  onlineAddress: v.object({ id: v.number(), code: v.string() }),
  clickProperties: v.array(ClickProperty),
  userSessionId: v.nullable(v.string()),
  dateCreate: v.string(),
});
export type Click = v.InferOutput<typeof Click>;

export const clicksQuery = v.object({
  ...pagingQueryEntries,
  /** Matches the link's code or target URL. */
  text: v.optional(v.pipe(v.string(), v.maxLength(200, 'invalidSize'))),
});
export type ClicksQuery = v.InferInput<typeof clicksQuery>;

export const ClickPage = pageSchema(Click);
export type ClickPage = v.InferOutput<typeof ClickPage>;
