import * as v from 'valibot';
import { idNumber } from './common';

export const CONFIG_LIMITS = {
  siteName: 20,
  googleAnalyticsId: 12,
  domain: 25,
  subdomain: 50,
  loaderTimeMin: 0,
  loaderTimeMax: 10,
} as const;

/**
 * A GA4 measurement id (`G-` and 4 to 10 letters or digits; Google's are `G-` and 10, which is the 12 characters
 * of spec 001 §5), or empty for none. Universal Analytics ids (`UA-…`) no longer record anything (decision 039).
 */
export const GA_MEASUREMENT_ID = /^(G-[A-Z0-9]{4,10})?$/;

export const ConfigImage = v.object({
  id: v.optional(v.nullable(v.number())),
  src: v.string(),
  deleted: v.boolean(),
});
export type ConfigImage = v.InferOutput<typeof ConfigImage>;

/** The signed-in user's loading-screen config (spec 001 §3 "Page config"). */
export const Config = v.object({
  id: v.number(),
  picture: v.nullable(ConfigImage),
  siteName: v.nullable(v.string()),
  loaderTime: v.nullable(v.number()),
  bannerImage: v.nullable(ConfigImage),
  bannerLink: v.nullable(v.string()),
  googleAnalyticsId: v.nullable(v.string()),
  domain: v.nullable(v.string()),
  subdomain: v.nullable(v.string()),
});
export type Config = v.InferOutput<typeof Config>;

const imageInput = v.object({
  id: v.optional(v.nullable(idNumber)),
  src: v.pipe(v.string('invalid'), v.trim(), v.maxLength(2048, 'invalidSize')),
  deleted: v.optional(v.boolean('invalid'), false),
});

const optionalText = (max: number) =>
  v.optional(v.nullable(v.pipe(v.string('invalid'), v.trim(), v.maxLength(max, 'invalidSize'))));

/**
 * Body of POST (create or replace) and PATCH (only the fields sent) /api/v1/configs. Plan rules are enforced
 * by the API: picture, siteName, loaderTime, bannerImage, bannerLink and googleAnalyticsId need PRO or
 * BUSINESS; domain and subdomain need BUSINESS (403 `plan.required`).
 */
export const configBody = v.object({
  picture: v.optional(v.nullable(imageInput)),
  siteName: optionalText(CONFIG_LIMITS.siteName),
  loaderTime: v.optional(
    v.nullable(
      v.pipe(
        v.number('invalid'),
        v.integer('invalid'),
        v.minValue(CONFIG_LIMITS.loaderTimeMin, 'invalid'),
        v.maxValue(CONFIG_LIMITS.loaderTimeMax, 'invalid'),
      ),
    ),
  ),
  bannerImage: v.optional(v.nullable(imageInput)),
  bannerLink: v.optional(
    v.nullable(
      v.pipe(
        v.string('invalid'),
        v.trim(),
        v.maxLength(2048, 'invalidSize'),
        v.url('invalidUrl'),
        // A visitor clicks it: `javascript:` or `data:` would run or show whatever the owner stored.
        v.regex(/^https?:\/\//i, 'invalidUrl'),
      ),
    ),
  ),
  googleAnalyticsId: v.optional(
    v.nullable(
      v.pipe(
        v.string('invalid'),
        v.trim(),
        v.toUpperCase(),
        v.maxLength(CONFIG_LIMITS.googleAnalyticsId, 'invalidSize'),
        v.regex(GA_MEASUREMENT_ID, 'invalid'),
      ),
    ),
  ),
  domain: optionalText(CONFIG_LIMITS.domain),
  subdomain: optionalText(CONFIG_LIMITS.subdomain),
});
export type ConfigBody = v.InferInput<typeof configBody>;
