/**
 * The short link to show, copy, share and encode in QR codes: the API's `shortUrl` (on the owner's custom domain
 * while their plan has it, decision 033), else the code on this host.
 */
export const shortUrlOf = (link: { code: string; shortUrl?: string | undefined }): string =>
  link.shortUrl ?? `${globalThis.location?.origin ?? ''}/${link.code}`;

/** The same link with another code (the edit dialog names the address a free code would get). */
export const shortUrlWithCode = (
  link: { code: string; shortUrl?: string | undefined },
  code: string,
): string => `${shortUrlOf(link).slice(0, -link.code.length)}${code}`;

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
