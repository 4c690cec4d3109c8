import fc from 'fast-check';

/**
 * fast-check arbitraries for the OpenAPI fuzz test (issue 38): values of a JSON schema's type most of the time,
 * hostile ones now and then (boundaries, NUL, lone surrogates, numbers JSON.stringify cannot write, JSON nested
 * past the parser's limit, thousands of keys or items, prototype keys, duplicate keys). A body is JSON text:
 * what a value cannot hold (`1e999`, duplicate keys, 2,000 levels) is spliced in as raw text.
 */
export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

const hostileStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '2147483648',
  '-1',
  '0',
  '1',
  'true',
  'null',
  '__proto__',
  'exemplo.com',
  'https://exemplo.com/x?y=1',
  'javascript:alert(1)',
  "'; drop table users; --",
  '🙂 ção',
  '\ud800',
  '\u202e\u200b\ufeff',
  'x'.repeat(3000),
];
const hostileNumbers = [
  0,
  -1,
  1,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  2 ** 63,
  1e300,
  -1e300,
  0.5,
  5e-324,
];
/** Number literals a JSON parser reads as Infinity, -0, 0, or an integer past 2^53. */
const rawNumbers = [
  '1e999',
  '-1e999',
  '1E400',
  '-0',
  '1e-400',
  '123456789012345678901234567890',
  '-9223372036854775809',
  '9007199254740993',
  '1.0',
  '0.1e1',
];

/** A marker string a value carries until the JSON text is written, then replaced by its raw text. */
const RAW_START = '\u0001raw:';
const RAW_END = '\u0001:raw';
const raw = (text: string) => `${RAW_START}${text}${RAW_END}`;
/** How the markers read once JSON.stringify has written them (quoted, the control character escaped). */
const writtenStart = JSON.stringify(RAW_START).slice(0, -1);
const writtenEnd = JSON.stringify(RAW_END).slice(1);

/** JSON text of a value whose markers become raw text (a scan, not a regex: raw texts run to megabytes). */
export function toJsonText(value: unknown): string {
  const [first = '', ...rest] = (JSON.stringify(value) ?? 'null').split(writtenStart);
  return (
    first +
    rest
      .map((part) => {
        const end = part.indexOf(writtenEnd);
        return JSON.parse(`"${part.slice(0, end)}"`) + part.slice(end + writtenEnd.length);
      })
      .join('')
  );
}

const deep = fc
  .tuple(
    fc.oneof(fc.integer({ min: 55, max: 70 }), fc.integer({ min: 100, max: 2_000 })),
    fc.constantFrom('array', 'object', 'mixed'),
  )
  .map(([depth, shape]) => {
    if (shape === 'array') return raw(`${'['.repeat(depth)}1${']'.repeat(depth)}`);
    if (shape === 'object') return raw(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);
    return raw(`${'[{"a":'.repeat(depth >> 1)}1${'}]'.repeat(depth >> 1)}`);
  });

const wideObject = fc
  .tuple(fc.integer({ min: 1_000, max: 20_000 }), fc.constantFrom(0, '', null, 'x', { a: 1 }))
  .map(([size, value]) => Object.fromEntries(Array.from({ length: size }, (_, i) => [`k${i}`, value])));
const wideArray = fc
  .tuple(fc.integer({ min: 1_000, max: 70_000 }), fc.constantFrom(0, 1, '', 'a', null, {}))
  .map(([size, value]) => Array.from({ length: size }, () => value));
const longString = fc.constantFrom(
  'x'.repeat(70_000),
  '🙂'.repeat(40_000),
  `${'\u0000'.repeat(1_000)}x`,
  'y'.repeat(1_100_000),
);

/** Anything JSON; sometimes huge or deep when near the top (so one body stays within a few megabytes). */
const smallJson = fc.jsonValue({ maxDepth: 3 });
const anyJsonAt = (depth: number) =>
  depth > 1
    ? smallJson
    : fc.oneof(
        { weight: 8, arbitrary: smallJson },
        { weight: 1, arbitrary: deep },
        { weight: 1, arbitrary: fc.oneof(wideObject, wideArray, longString) },
      );

const shortString = fc.oneof(
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom(...hostileStrings) },
);
const anyStringAt = (depth: number) =>
  depth > 1
    ? shortString
    : fc.oneof({ weight: 12, arbitrary: shortString }, { weight: 1, arbitrary: longString });
const anyNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(...hostileNumbers),
  fc.constantFrom(...rawNumbers).map(raw),
);

/** Strings and numbers for path and query parameters (sent as text). */
export const anyScalar = fc.oneof(anyStringAt(0), anyNumber);

const prototypeKeys = ['__proto__', 'constructor', 'prototype'] as const;
const prototypeEntry = fc.tuple(
  fc.constantFrom(...prototypeKeys),
  fc.constantFrom({ isAdmin: true }, { prototype: { plan: 'BUSINESS' } }, null, 'x', 1),
);

/** An object's JSON text with `"key": other` written before its own entries, so that key appears twice. */
const duplicated = (key: string, other: unknown) => (text: string) =>
  text === '{}'
    ? `{${JSON.stringify(key)}:${toJsonText(other)}}`
    : `{${JSON.stringify(key)}:${toJsonText(other)},${text.slice(1)}`;

function objectOf(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {});
  const record = fc.record(
    Object.fromEntries(properties.map(([key, child]) => [key, arbitraryOf(child, depth + 1)])) as Record<
      string,
      fc.Arbitrary<unknown>
    >,
    { requiredKeys: [] },
  );
  const keys = properties.map(([key]) => key);
  return fc.oneof(
    { weight: 10, arbitrary: record },
    // Prototype keys beside the real ones (own properties of the parsed object, never its prototype).
    {
      weight: 1,
      arbitrary: fc.tuple(record, prototypeEntry).map(([value, [key, extra]]) => {
        const withKey = { ...(value as object) };
        Object.defineProperty(withKey, key, { value: extra, enumerable: true });
        return withKey;
      }),
    },
    // A real key twice, with a value of another type first.
    {
      weight: 1,
      arbitrary: fc
        .tuple(record, fc.constantFrom(...(keys.length ? keys : ['a'])), fc.jsonValue({ maxDepth: 1 }))
        .map(([value, key, other]) => raw(duplicated(key, other)(toJsonText(value)))),
    },
  );
}

/** A small item of the schema's type, for arrays of thousands. */
function smallItemOf(schema: JsonSchema | undefined, index: number): unknown {
  if (schema?.enum) return schema.enum[index % schema.enum.length];
  if (schema?.type === 'integer' || schema?.type === 'number') return index + 1;
  if (schema?.type === 'string') return `a${index}`;
  if (schema?.type === 'object' || schema?.properties) return {};
  return index;
}

function arrayOf(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const small = fc.array(arbitraryOf(schema.items, depth + 1), { maxLength: 4 });
  if (depth > 1) return small;
  return fc.oneof(
    { weight: 6, arbitrary: small },
    // Thousands of items: more than a statement can take as parameters (65,535).
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.integer({ min: 1_000, max: 70_000 }), fc.boolean())
        .map(([size, distinct]) =>
          Array.from({ length: size }, (_, i) => smallItemOf(schema.items, distinct ? i : 0)),
        ),
    },
  );
}

/** Values of the schema's type most of the time, anything JSON now and then. */
export function arbitraryOf(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return anyJsonAt(depth);
  let typed: fc.Arbitrary<unknown>;
  const branches = schema.anyOf ?? schema.oneOf;
  if (schema.enum) typed = fc.constantFrom(...schema.enum);
  else if (branches) typed = fc.oneof(...branches.map((branch) => arbitraryOf(branch, depth + 1)));
  else if (schema.type === 'string') typed = anyStringAt(depth);
  else if (schema.type === 'integer' || schema.type === 'number') typed = anyNumber;
  else if (schema.type === 'boolean') typed = fc.boolean();
  else if (schema.type === 'array') typed = arrayOf(schema, depth);
  else if (schema.type === 'object' || schema.properties) typed = objectOf(schema, depth);
  else typed = anyJsonAt(depth);
  const withNull = schema.nullable ? fc.oneof(typed, fc.constant(null)) : typed;
  return fc.oneof({ weight: 6, arbitrary: withNull }, { weight: 1, arbitrary: anyJsonAt(depth) });
}
