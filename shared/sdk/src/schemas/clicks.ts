import * as v from 'valibot';
import { idNumber, pageSchema, pagingQueryEntries } from './common';

export const clickPropertyNames = ['platform', 'breakpoint-name', 'share-on'] as const;
export const breakpointNames = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

export const ClickPropertyInput = v.object({
  name: v.picklist(clickPropertyNames, 'invalid'),
  value: v.pipe(v.string('invalid'), v.trim(), v.maxLength(64, 'invalidSize')),
  type: v.optional(v.literal('STANDARD', 'invalid'), 'STANDARD'),
});

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
});
export type CreateClickBody = v.InferInput<typeof createClickBody>;

/** 201 when recorded, 202 with `counted: false` for crawlers. */
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
