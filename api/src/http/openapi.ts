import { ErrorBody } from '@atalho/sdk/schemas';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { FastifySchema, RouteOptions } from 'fastify';
import { requiresSignIn } from '../auth/signed-in-user';
import type { RouteAuthConfig } from '../auth/types';
import { isValibotSchema } from './validate';

/**
 * The OpenAPI 3.1 document at /api-doc/json, from the routes themselves. A route declares its valibot
 * schemas, `operationId`, `tags`, `summary`, its success responses and the 4xx only it can answer (404,
 * 409…); everything its declaration implies is derived here, so a new route is documented right by
 * construction (CONTRIBUTING.md, decision 011):
 *
 * | the route declares                    | documented                           |
 * | ------------------------------------- | ------------------------------------ |
 * | `querystring`, `params` or `body`      | 400 (validation, `messages` keys)    |
 * | `body`                                | 413 (over 1 MiB), 415 (not JSON)     |
 * | `config: { auth: true }`              | 401, security bearer                 |
 * | `config: { feature }`                 | 401 and 403 `plan.required`          |
 * | `config: { rateLimit }`               | 429                                  |
 * | `config: { auth: false }` on /api/v1  | 401 (a token that is not valid), security optional |
 *
 * Every 4xx has the `{ messages }` body (`ErrorBody`).
 */

export const OPENAPI_VERSION = '3.1.0';

type JsonObject = Record<string, unknown>;

/** valibot → JSON Schema 2020-12 (OpenAPI 3.1's dialect: `null` is a type, no `nullable`). */
function convert(value: unknown): unknown {
  if (!isValibotSchema(value)) return value;
  return withoutEmptyRequired(toJsonSchema(value, { errorMode: 'ignore', typeMode: 'input' }));
}

/** `required: []` is noise (and invalid in the older dialects some tools still apply). */
function withoutEmptyRequired(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmptyRequired);
  if (typeof value !== 'object' || value === null) return value;
  const result: JsonObject = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'required' && Array.isArray(inner) && inner.length === 0) continue;
    result[key] = withoutEmptyRequired(inner);
  }
  return result;
}

const errorDescriptions: Record<number, string> = {
  400: 'Invalid request: a path, query or body value failed validation; `messages` holds the message keys',
  401: 'Not signed in, or the bearer token is not valid (expired, revoked or unknown): `unauthorized`',
  403: "The signed-in user's plan does not include this feature: `plan.required`",
  404: 'Not found, or not yours: `not.found`',
  409: 'Conflicts with the current state',
  413: 'The body is larger than 1 MiB',
  415: 'The body is not `application/json`',
  422: 'The request is well formed but cannot be carried out',
  429: 'Too many requests: wait for the `Retry-After` seconds (`RateLimit-*` headers tell the limit)',
  503: 'Temporarily unavailable: retry later',
};

const successDescriptions: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'Done, no content',
};

type RouteNeeds = RouteAuthConfig & { rateLimit?: unknown };

/** The 4xx a route can answer because of what it declares (see the table above). */
export function derivedErrorStatuses(schema: FastifySchema, config: RouteNeeds, url: string): number[] {
  const statuses = new Set<number>();
  if (schema.querystring !== undefined || schema.params !== undefined || schema.body !== undefined)
    statuses.add(400);
  if (schema.body !== undefined) {
    statuses.add(413);
    statuses.add(415);
  }
  // Every /api/v1 route reads the bearer token: one that is not valid answers 401, public routes included.
  if (requiresSignIn(config) || url.startsWith('/api/v1/')) statuses.add(401);
  if (config.feature) statuses.add(403);
  if (config.rateLimit) statuses.add(429);
  return [...statuses];
}

/** Public operations: no credentials needed; on /api/v1 a bearer token is optional (it makes you the owner). */
function securityOf(config: RouteNeeds, url: string): unknown[] | undefined {
  if (requiresSignIn(config)) return undefined; // the document's default: bearer
  return url.startsWith('/api/v1/') ? [{}, { bearer: [] }] : [];
}

/** @fastify/swagger takes a response's description from this key (and keeps it out of the schema). */
const RESPONSE_DESCRIPTION = 'x-response-description';

function describedResponse(status: number, schema: unknown, summary: string | undefined): unknown {
  if (typeof schema !== 'object' || schema === null) return schema;
  if (RESPONSE_DESCRIPTION in schema || ('description' in schema && typeof schema.description === 'string'))
    return schema;
  const description =
    status < 400
      ? [successDescriptions[status], summary].filter(Boolean).join(': ')
      : (errorDescriptions[status] ?? 'Error');
  return { ...schema, [RESPONSE_DESCRIPTION]: description };
}

const errorBodySchema = convert(ErrorBody);

/** @fastify/swagger `transform`: valibot → JSON Schema, derived 4xx, security and descriptions. */
export function toOpenApiSchema({
  schema,
  url,
  route,
}: {
  schema: FastifySchema;
  url: string;
  route?: Pick<RouteOptions, 'config'>;
}) {
  if (!schema || schema.hide) return { schema, url };
  const config: RouteNeeds = (route?.config as RouteNeeds | undefined) ?? {};
  const converted: Record<string, unknown> = { ...schema };
  for (const part of ['body', 'querystring', 'params', 'headers'] as const) {
    if (schema[part] !== undefined) converted[part] = convert(schema[part]);
  }
  const declared = (schema.response ?? {}) as Record<string, unknown>;
  const responses: Record<string, unknown> = Object.fromEntries(
    Object.entries(declared).map(([status, responseSchema]) => [status, convert(responseSchema)]),
  );
  for (const status of derivedErrorStatuses(schema, config, url)) responses[status] ??= errorBodySchema;
  const summary = typeof schema.summary === 'string' ? schema.summary : undefined;
  converted.response = Object.fromEntries(
    Object.entries(responses)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([status, responseSchema]) => [
        status,
        describedResponse(Number(status), responseSchema, summary),
      ]),
  );
  const security = securityOf(config, url);
  if (security && !schema.security) converted.security = security;
  return { schema: converted, url };
}
