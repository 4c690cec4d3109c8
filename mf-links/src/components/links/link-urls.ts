/** The short link of a code on this host. */
export const shortUrlOf = (code: string): string => `${globalThis.location?.origin ?? ''}/${code}`;

/** Opening a link from the panel does not count a click (spec 000 §2 `countClick`). */
export const openUrlOf = (code: string): string => `/${encodeURIComponent(code)}?countClick=false`;

/** Tags are one string separated by `||` (spec 001 §3). */
export const TAG_SEPARATOR = '||';

export function splitTags(tags: string | null | undefined): string[] {
  return (tags ?? '')
    .split(TAG_SEPARATOR)
    .map((tag) => tag.trim())
    .filter(Boolean);
}

export function joinTags(tags: readonly string[]): string | null {
  const clean = tags.map((tag) => tag.trim()).filter(Boolean);
  return clean.length ? clean.join(TAG_SEPARATOR) : null;
}
