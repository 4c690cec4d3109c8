/**
 * Text PostgreSQL refuses: NUL (U+0000) in `text` and `jsonb`, and a lone UTF-16 surrogate in `jsonb` (JSON
 * escapes it as `\ud800`, which jsonb rejects). A refused value fails the whole statement, and with it a
 * batch of other visitors' rows, so input is checked here, before validation, wherever it comes from: the
 * URL (paths and query strings, decoded by the router and the query parser) and every parsed part a route
 * validates (JSON or form bodies, params, query, headers).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this refuses
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** A percent-encoded NUL anywhere in the raw URL (a raw NUL byte never gets past Node's HTTP parser). */
export function urlHasNul(url: string): boolean {
  return url.includes('%00');
}

/**
 * True when a string, an object key or any nested value holds text PostgreSQL refuses. Iterative (an explicit
 * stack), so no depth of nesting can overflow the call stack; JSON bodies are also capped at MAX_JSON_DEPTH
 * (json-depth.ts) before they are parsed.
 */
export function hasUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (UNSTORABLE.test(item)) return true;
    } else if (Array.isArray(item)) {
      for (const element of item) pending.push(element);
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, element] of Object.entries(item)) {
        if (UNSTORABLE.test(key)) return true;
        pending.push(element);
      }
    }
  }
  return false;
}
