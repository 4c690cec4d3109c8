import type { FastifyInstance } from 'fastify';
import { createVisitKeys, VISIT_COOKIE } from '../../../src/modules/clicks/visit-keys';

/** The visit token a browser gets with a link: the lookup's Visit-Token header (the page embeds the same). */
export async function visitToken(app: FastifyInstance, code: string): Promise<string> {
  return (await openVisit(app, code)).visitToken;
}

/** The `Cookie` header carrying a page load's visit key, from a `Set-Cookie` answer header. */
export function visitCookieOf(setCookie: string | string[] | number | undefined): string {
  const line = [setCookie].flat().find((value) => String(value).startsWith(`${VISIT_COOKIE}=`));
  if (line === undefined) throw new Error('no visit key cookie');
  return String(line).split(';')[0] as string;
}

/**
 * One page load as a browser makes it: the lookup's visit token and the visit key cookie it set (decision 031).
 * Spread `headers` into the click's headers.
 */
export async function openVisit(
  app: FastifyInstance,
  code: string,
): Promise<{ visitToken: string; headers: { cookie: string } }> {
  const response = await app.inject({ url: `/api/v1/online-addresses/code/${code}?view=true` });
  const token = response.headers['visit-token'];
  if (typeof token !== 'string') throw new Error(`no visit token for ${code}: ${response.statusCode}`);
  return { visitToken: token, headers: { cookie: visitCookieOf(response.headers['set-cookie']) } };
}

/** The cookie a new page load would set, minted with the app's secret (for many clicks without many lookups). */
export function pageLoadCookie(app: FastifyInstance): { cookie: string } {
  const keys = createVisitKeys(app.config.visitTokenSecret, { secure: false });
  return { cookie: `${VISIT_COOKIE}=${keys.mint()}` };
}
