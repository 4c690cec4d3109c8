import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { hasConsentCookie } from './consent-cookie';

/** Where a short link's page links the stylesheet of its cookie notice's picture. */
const VISITOR_CONSENT_CSS = '/visitor-consent.css';

/** For the head of a page with the notice's picture: its stylesheet; without JavaScript, no notice. */
export const NOTICE_PICTURE_HEAD =
  `<link rel="stylesheet" href="${VISITOR_CONSENT_CSS}">` +
  '<noscript><style>#atalho-notice-picture{display:none}</style></noscript>';

/**
 * The shell's cookie notice drawn at build time (shell/src/visitor/notice-picture.ts): its markup, put in a
 * short link's page with the screen's picture, and the CSS that styles it.
 */
export interface NoticePicture {
  css: string;
  body: string;
}

/** Read once at start from the shell's build (like the default preview image); none without a build. */
export function readNoticePicture(staticRoot: string): NoticePicture | undefined {
  try {
    const parsed: unknown = JSON.parse(
      readFileSync(join(staticRoot, 'shell', 'dist', 'first-paint.json'), 'utf8'),
    );
    const notice = (parsed as Record<string, unknown> | null)?.['cookie-notice'];
    const { css, body } = (notice ?? {}) as Record<string, unknown>;
    return typeof css === 'string' && typeof body === 'string' ? { css, body } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `/visitor-consent.css`, linked by short links' pages that carry the notice's picture. The page is the same
 * for every visitor (it is kept once per link, decision 010); this small stylesheet is not: a visitor who already
 * chose gets the rule that hides the notice's picture, one who did not gets the one that hides the screen's
 * promotion bar, which the real screen places above the real notice once that one has measured itself.
 */
export function registerVisitorConsentCss(app: FastifyInstance, notice: NoticePicture | undefined): void {
  const chose = `${notice?.css ?? ''}#atalho-notice-picture{display:none}`;
  const choosing = `${notice?.css ?? ''}#atalho-first-paint .atl-promo{display:none}`;
  app.get(VISITOR_CONSENT_CSS, { schema: { hide: true } }, async (request, reply) =>
    reply
      .header('content-type', 'text/css; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('vary', 'Cookie')
      .send(hasConsentCookie(request.headers.cookie) ? chose : choosing),
  );
}
