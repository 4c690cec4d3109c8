import { ErrorBody } from '@atalho/sdk/schemas';
import type { SwaggerOptions } from '@fastify/swagger';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { FastifySchema, RouteOptions } from 'fastify';
import { requiresSignIn } from '../auth/signed-in-user';
import type { RouteAuthConfig } from '../auth/types';
import { documentDescription, documentTagGroups, documentTags, documentTitle } from './openapi-info';
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
 * Every 4xx has the `{ messages }` body (`ErrorBody`). Query and path values are documented as what the
 * server reads them as (`convertText`). The prose a reader sees is Portuguese, like the product (/api-doc).
 */

const OPENAPI_VERSION = '3.1.0';

/** @fastify/swagger's options: the document's front matter (openapi-info.ts) and the route transform below. */
export function openApiOptions(publicUrl: string): SwaggerOptions {
  return {
    openapi: {
      openapi: OPENAPI_VERSION,
      info: { title: documentTitle, version: '1.0.0', description: documentDescription },
      servers: [{ url: publicUrl }],
      tags: documentTags,
      // An extension (Redoc's, read by Scalar too): @fastify/swagger copies `x-` keys as they are.
      ...{ 'x-tagGroups': documentTagGroups },
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A credencial de API gerada em /painel/api-reference, ou o token da sessão do painel.',
          },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: toOpenApiSchema,
  };
}

type JsonObject = Record<string, unknown>;

/** valibot → JSON Schema 2020-12 (OpenAPI 3.1's dialect: `null` is a type, no `nullable`). */
function convert(value: unknown): unknown {
  if (!isValibotSchema(value)) return value;
  return withoutEmptyRequired(toJsonSchema(value, { errorMode: 'ignore', typeMode: 'input' }));
}

const READ_AS_SCALAR = new Set(['integer', 'number', 'boolean']);

/**
 * A query or path value's default is text (`'0'`, `'true'`): documented in the type it is read as. An integer
 * without a description of its own gets one (the reference would show its renderer's English default).
 */
function asRead(read: JsonObject): JsonObject {
  const described =
    read.type === 'integer' && read.description === undefined ? { description: 'Número inteiro.' } : {};
  if (typeof read.default !== 'string') return { ...read, ...described };
  const value = read.type === 'boolean' ? read.default === 'true' : Number(read.default);
  return { ...read, ...described, default: value };
}

/**
 * Query strings and paths carry text, but `page=0` means a number and `withClicks=true` a flag: a value the
 * server reads as an integer, a number or a boolean is documented as one, so a client generated from the
 * document (openapi-typescript + openapi-fetch) takes `page: 0` and writes it as `0`. The SDK's text schemas
 * name that type after their transform (`intString`, `booleanString`); valibot's output conversion reads it,
 * with the bounds that follow (`size`: 1 to 100). Anything else, comma lists included, stays text.
 */
function convertText(value: unknown): unknown {
  const wire = convert(value) as JsonObject;
  if (!isValibotSchema(value) || typeof wire.properties !== 'object' || wire.properties === null) return wire;
  const read = toJsonSchema(value, { errorMode: 'ignore', typeMode: 'output' }) as JsonObject;
  const readProperties = (read.properties ?? {}) as Record<string, JsonObject>;
  const properties = Object.fromEntries(
    Object.entries(wire.properties as Record<string, JsonObject>).map(([name, text]) => {
      const meant = readProperties[name];
      return [name, meant && READ_AS_SCALAR.has(String(meant.type)) ? asRead(meant) : text];
    }),
  );
  return { ...wire, properties };
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
  400: 'Pedido inválido: um valor do caminho, da query ou do corpo não passou na validação; `messages` traz as chaves',
  401: 'Sem sessão, ou o token não é válido (expirado, revogado ou desconhecido): `unauthorized`',
  402: 'Créditos insuficientes: `insufient.credits`',
  403: 'O plano de quem está conectado não inclui este recurso: `plan.required`',
  404: 'Não encontrado, ou não é seu: `not.found`',
  409: 'Conflita com o estado atual',
  410: 'Não vale mais (um link assinado que expirou, por exemplo)',
  413: 'O corpo passa de 1 MiB',
  415: 'O corpo não é `application/json`',
  422: 'O pedido está bem formado, mas não pode ser atendido',
  429: 'Pedidos demais: espere os segundos de `Retry-After` (os cabeçalhos `RateLimit-*` dizem o limite)',
  503: 'Indisponível no momento: tente de novo mais tarde',
};

const successDescriptions: Record<number, string> = {
  200: 'OK',
  201: 'Criado',
  202: 'Aceito',
  204: 'Feito, sem conteúdo',
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
      : (errorDescriptions[status] ?? 'Erro');
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
  for (const part of ['body', 'headers'] as const) {
    if (schema[part] !== undefined) converted[part] = convert(schema[part]);
  }
  for (const part of ['querystring', 'params'] as const) {
    if (schema[part] !== undefined) converted[part] = convertText(schema[part]);
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
