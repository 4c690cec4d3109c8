/**
 * PostgreSQL `text` and `jsonb` refuse NUL (U+0000), and a refused value fails the whole statement (and with
 * it a batch of other visitors' rows). Input is checked here, before validation, wherever it comes from:
 * the URL (paths and query strings, decoded by the router and the query parser) and every parsed part a
 * route validates (JSON or form bodies, params, query, headers).
 */

/** A percent-encoded NUL anywhere in the raw URL (a raw NUL byte never gets past Node's HTTP parser). */
export function urlHasNul(url: string): boolean {
  return url.includes('%00');
}

/** True when a string, an object key or any nested value contains NUL. */
export function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some(hasNul);
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || hasNul(item)) return true;
  }
  return false;
}
