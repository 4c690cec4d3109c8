import { messageKeys } from '@atalho/sdk/schemas';
import type {
  FastifyPluginAsync,
  FastifySchemaCompiler,
  FastifyTypeProvider,
  RawServerDefault,
} from 'fastify';
import * as v from 'valibot';
import { issuesToMessages, ValidationError } from '../errors';
import { hasUnstorableText } from './text-guard';

/**
 * Routes declare valibot schemas (from @atalho/sdk/schemas) directly in `schema`:
 *   app.post('/x', { schema: { body: CreateThingBody, querystring: ThingsQuery, params: IdParams } }, …)
 * The compiler below validates with them (unknown fields are stripped by `v.object`, transforms apply),
 * the type provider types `request.body`/`query`/`params` from their outputs, and `toOpenApiSchema`
 * (openapi.ts) turns them into JSON Schema for /api-doc.
 */
export interface ValibotTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends v.GenericSchema ? v.InferOutput<this['schema']> : unknown;
  serializer: this['schema'] extends v.GenericSchema ? v.InferInput<this['schema']> : unknown;
}

/** A module's plugin type: routes registered inside get valibot-typed requests. */
export type AppPlugin<Options extends Record<string, unknown> = Record<never, never>> = FastifyPluginAsync<
  Options,
  RawServerDefault,
  ValibotTypeProvider
>;

export function isValibotSchema(value: unknown): value is v.GenericSchema {
  return (
    typeof value === 'object' &&
    value !== null &&
    'kind' in value &&
    value.kind === 'schema' &&
    '~run' in value
  );
}

export const valibotValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  if (!isValibotSchema(schema)) {
    throw new Error(`Route schema for ${httpPart ?? 'request'} must be a valibot schema`);
  }
  const part = httpPart ?? 'body';
  return (data: unknown) => {
    if (hasUnstorableText(data)) return { error: new ValidationError(part, [messageKeys.invalid]) };
    // Fastify hands `null` for an absent body; optional valibot schemas expect `undefined`.
    const result = v.safeParse(schema, data === null ? undefined : data);
    if (result.success) return { value: result.output };
    return { error: new ValidationError(part, issuesToMessages(result.issues)) };
  };
};

/** Responses are plain JSON: response schemas only document the shape (tests check it with valibot). */
export const jsonSerializerCompiler = () => (data: unknown) => JSON.stringify(data);
