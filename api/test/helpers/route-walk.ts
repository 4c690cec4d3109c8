import { toJsonSchema } from '@valibot/to-json-schema';
import type { RouteOptions } from 'fastify';
import type * as v from 'valibot';

/** One method of one registered route (Fastify's automatic HEAD twins and wildcard file routes left out). */
export interface WalkedRoute {
  method: string;
  url: string;
  schema: { body?: v.GenericSchema; querystring?: v.GenericSchema; params?: v.GenericSchema };
}

export function walkRoutes(routes: readonly RouteOptions[]): WalkedRoute[] {
  return routes
    .filter((route) => !route.url.includes('*'))
    .flatMap((route) =>
      [route.method].flat().map((method) => ({
        method,
        url: route.url,
        schema: (route.schema ?? {}) as WalkedRoute['schema'],
      })),
    )
    .filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS');
}

export const named = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

interface JsonSchema {
  type?: string;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}

/** Paths of the integer fields a schema accepts: JSON integers, and digit strings in paths and queries. */
export function integerFields(schema: v.GenericSchema | undefined): string[][] {
  if (!schema) return [];
  const json = toJsonSchema(schema, { errorMode: 'ignore', typeMode: 'input' }) as JsonSchema;
  const found: string[][] = [];
  const visit = (node: JsonSchema, path: string[]) => {
    if (node.type === 'integer') found.push(path);
    if (node.type === 'string' && node.pattern?.includes('\\d')) found.push(path);
    for (const [key, child] of Object.entries(node.properties ?? {})) visit(child, [...path, key]);
    for (const branch of node.anyOf ?? []) visit(branch, path);
  };
  visit(json, []);
  return found;
}

/** `{ a: { b: value } }` for the path ['a', 'b']. */
export function objectAt(path: readonly string[], value: unknown): unknown {
  return path.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value);
}
