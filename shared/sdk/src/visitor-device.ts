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

/**
 * The share targets of spec 000 §2 and §9 (001 §3 "share options") and the value each puts in the short link's `s`
 * parameter, which the redirect screen records as the click's `share-on`. The spec fixes one, `q` for a QR code
 * scan (000 §2, 001 §9); the others are the networks' names (decision 019, "Share sources"). Bio pages and SMS
 * campaign links carry none: the spec names no share option for them (an SMS link is told apart by its contact
 * code, `/{code}/{contactCode}`). `shareUrl` (`@atalho/sdk/share-url`) builds the address to share.
 */
export const shareTargets = [
  'whatsapp',
  'facebook',
  'twitter',
  'linkedin',
  'messenger',
  'email',
  'qr',
] as const;
export type ShareTarget = (typeof shareTargets)[number];

/** The `s` value of each share target. */
export const shareOptionOf = {
  whatsapp: 'whatsapp',
  facebook: 'facebook',
  twitter: 'twitter',
  linkedin: 'linkedin',
  messenger: 'messenger',
  email: 'email',
  qr: 'q',
} as const satisfies Record<ShareTarget, string>;
export type ShareOption = (typeof shareOptionOf)[ShareTarget];

/** Every `s` value a click may carry as `share-on`, in the share menu's order; the API refuses any other. */
export const shareOptions = shareTargets.map((target) => shareOptionOf[target]) as [
  ShareOption,
  ...ShareOption[],
];

/** The share target whose `s` value this is, if any (`q` → `qr`). */
export function shareTargetOf(option: string | null | undefined): ShareTarget | undefined {
  return shareTargets.find((target) => shareOptionOf[target] === option);
}
