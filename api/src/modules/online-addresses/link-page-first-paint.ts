import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { OnlineAddressView } from '@atalho/sdk/schemas';
import { escapeHtml } from '../../web/shell-html';

/**
 * The redirect screen's first paint as mf-public's build wrote it (mf-public/scripts/prerender.mjs,
 * `dist/visitor-first-paint.json`): its CSS, the cookie notice, and one picture of the countdown per kind of
 * screen with markers (U+E000 name U+E000) where the link's values go.
 */
export interface VisitorFirstPaint {
  head: string;
  cookieNotice: string;
  screens: Record<string, string>;
}

function isVisitorFirstPaint(value: unknown): value is VisitorFirstPaint {
  if (typeof value !== 'object' || value === null) return false;
  const { head, cookieNotice, screens } = value as Record<string, unknown>;
  return (
    typeof head === 'string' &&
    typeof cookieNotice === 'string' &&
    typeof screens === 'object' &&
    screens !== null &&
    Object.values(screens).every((screen) => typeof screen === 'string')
  );
}

/**
 * Read from the build when the pages are created, and again on a cache miss while missing; `current` for the
 * synchronous hot path, which answers only once the first read has `settled` (so the first visitors after a
 * start get the first paint too).
 */
export interface VisitorFirstPaints {
  current(): VisitorFirstPaint | undefined;
  settled(): boolean;
  load(): Promise<VisitorFirstPaint | undefined>;
}

export function createVisitorFirstPaints(staticRoot: string): VisitorFirstPaints {
  const file = join(staticRoot, 'mf-public', 'dist', 'visitor-first-paint.json');
  let paint: VisitorFirstPaint | undefined;
  let settled = false;
  const read = async () => {
    const parsed: unknown = await readFile(file, 'utf8')
      .then((text) => JSON.parse(text))
      .catch(() => undefined);
    if (isVisitorFirstPaint(parsed)) paint = parsed;
    settled = true;
    return paint;
  };
  const first = read();
  return {
    current: () => paint,
    settled: () => settled,
    load: async () => paint ?? (settled ? read() : first),
  };
}

const live = (image: { src: string; deleted: boolean } | null | undefined) =>
  image?.src && !image.deleted ? image.src : undefined;

/**
 * Which picture a link's countdown is, by the same rules as mf-public's `waitPlanFor` (wait-rules.ts): free
 * owners get the promotion, paid ones the plain screen, owners with the loading screen their logo, site name
 * and banner (each present or not). Undefined for the pages another remote renders (bio, info product).
 */
function screenOf(view: OnlineAddressView) {
  if (view.biography || view.infoproduct) return undefined;
  const features = view.user?.features ?? [];
  const config = view.user?.config;
  if (!features.includes('shortRedirectWait')) return { key: 'free', values: {} };
  if (!config || !features.includes('loadingScreen')) return { key: 'paid', values: {} };
  const logo = live(config.picture);
  const site = config.siteName?.trim() || undefined;
  const banner = live(config.bannerImage);
  const flag = (value: string | undefined) => (value ? '1' : '0');
  return {
    key: `custom:${flag(logo)}${flag(site)}${flag(banner)}`,
    values: {
      logo,
      site,
      banner,
      bannerHref: followableUrl(config.bannerLink?.trim() ?? '') ?? followableUrl(view.url),
    },
  };
}

/** The destination as a link a browser may follow without JavaScript (never a `javascript:` URL). */
export function followableUrl(url: string): string | undefined {
  return /^https?:\/\//i.test(url) ? url : undefined;
}

const MARKER = /\uE000(\w+)\uE000/g;

/**
 * The link's first paint: the picture of its countdown with its destination and branding filled in, and the
 * cookie notice while the visitor has not chosen. Undefined when the build has none for this kind of page.
 */
export function linkFirstPaint(
  paint: VisitorFirstPaint,
  view: OnlineAddressView,
  consentDecided: boolean,
): { head: string; body: string } | undefined {
  const screen = screenOf(view);
  const template = screen && paint.screens[screen.key];
  if (!screen || template === undefined) return undefined;
  // The picture's links are inert, but never a `javascript:` address all the same.
  const values: Record<string, string | undefined> = {
    ...screen.values,
    url: view.url,
    href: followableUrl(view.url) ?? '/',
  };
  const body = template.replace(MARKER, (_, name: string) =>
    name === 'notice' ? (consentDecided ? '' : paint.cookieNotice) : escapeHtml(values[name] ?? ''),
  );
  return { head: paint.head, body };
}
