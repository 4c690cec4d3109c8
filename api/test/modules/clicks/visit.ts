import type { FastifyInstance } from 'fastify';
import { createVisitKeys, VISIT_COOKIE } from '../../../src/modules/clicks/visit-keys';

/** The visit token a browser gets with a link: the lookup's Visit-Token header (the page embeds the same). */
export async function visitToken(app: FastifyInstance, code: string): Promise<string> {
  return (await openVisit(app, code)).visitToken;
}

/**
 * The consent cookie of a visitor who accepted analytics cookies: the click's userSessionId is then the visitor
 * (decision 041). Without it the visitor is the day's id of their address and browser.
 */
export const ANALYTICS_CONSENT = `atalho_consent=${encodeURIComponent(JSON.stringify({ necessary: true, analytics: true }))}`;

/** The `Cookie` header carrying a page load's visit key, from a `Set-Cookie` answer header. */
export function visitCookieOf(setCookie: string | string[] | number | undefined): string {
  const line = [setCookie].flat().find((value) => String(value).startsWith(`${VISIT_COOKIE}=`));
  if (line === undefined) throw new Error('no visit key cookie');
  return String(line).split(';')[0] as string;
}

/**
 * One page load as a browser makes it: the lookup's visit token and the visit key cookie it set (decision 031),
 * by a visitor who accepted analytics cookies unless `consent` is false. Spread `headers` into the click's headers.
 */
export async function openVisit(
  app: FastifyInstance,
  code: string,
  { consent = true }: { consent?: boolean } = {},
): Promise<{ visitToken: string; headers: { cookie: string } }> {
  const response = await app.inject({ url: `/api/v1/online-addresses/code/${code}?view=true` });
  const token = response.headers['visit-token'];
  if (typeof token !== 'string') throw new Error(`no visit token for ${code}: ${response.statusCode}`);
  const visitKey = visitCookieOf(response.headers['set-cookie']);
  return { visitToken: token, headers: { cookie: consent ? `${visitKey}; ${ANALYTICS_CONSENT}` : visitKey } };
}

/**
 * The cookies of a new page load (its visit key, minted with the app's secret, for many clicks without many
 * lookups) by a visitor who accepted analytics cookies.
 */
export function pageLoadCookie(app: FastifyInstance): { cookie: string } {
  const keys = createVisitKeys(app.config.visitTokenSecret, { secure: false });
  return { cookie: `${VISIT_COOKIE}=${keys.mint()}; ${ANALYTICS_CONSENT}` };
}
