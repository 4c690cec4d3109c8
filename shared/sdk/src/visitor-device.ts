/**
 * The visitor's device in the spec's click vocabulary (000 §3). Its own entry point, read by the API (when a
 * click comes without a platform) and by the redirect screen, which must not load the schemas to get it.
 */
export const platforms = ['Android', 'macOS', 'Windows', 'iPhone', 'Linux', 'iPad', 'others'] as const;
export type Platform = (typeof platforms)[number];

/** Platform of a User-Agent; iPadOS 13+ reports itself as macOS and is counted so. */
export function platformOf(userAgent: string | undefined): Platform {
  if (!userAgent) return 'others';
  if (/iPad/i.test(userAgent)) return 'iPad';
  if (/iPhone|iPod/i.test(userAgent)) return 'iPhone';
  if (/Android/i.test(userAgent)) return 'Android';
  if (/Windows/i.test(userAgent)) return 'Windows';
  if (/Macintosh|Mac OS X/i.test(userAgent)) return 'macOS';
  if (/Linux|X11|CrOS/i.test(userAgent)) return 'Linux';
  return 'others';
}

/** Screen classes of the click's `breakpoint-name` (000 §3), narrowest first. */
export const breakpointNames = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

/** Share sources of the click's `share-on`, from the link's `s` parameter: `q` is a QR code scan (000 §2). */
export const shareOnSources = ['q'] as const;
