import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomSecret } from '../../auth/sign-in-codes';
import { readCookie, serializeCookie, signValue, verifySignedValue } from '../../auth/signed-cookie';
import type { Config } from '../../config';

/**
 * The browser that starts a sign-in gets a random id in this HttpOnly, SameSite=Lax cookie; the code the
 * callback issues is bound to it, so a code sent to another browser (a planted `/loading?authorization=…`)
 * opens nothing there. Ten minutes covers Google's consent screen.
 */
const SIGN_IN_COOKIE = 'atalho_sign_in';
const SIGN_IN_TTL_MS = 10 * 60_000;

function cookieOptions(config: Config, maxAgeSeconds: number) {
  return { maxAgeSeconds, path: '/', secure: config.publicUrl.startsWith('https:') };
}

/** Sets a new sign-in cookie and returns its browser id. */
export function startSignIn(config: Config, reply: FastifyReply): string {
  const browserId = randomSecret();
  const value = signValue(config.cookieSecret, browserId, SIGN_IN_TTL_MS);
  reply.header(
    'set-cookie',
    serializeCookie(SIGN_IN_COOKIE, value, cookieOptions(config, SIGN_IN_TTL_MS / 1000)),
  );
  return browserId;
}

/** The browser id of a valid, unexpired sign-in cookie. */
export function signInBrowserId(config: Config, request: FastifyRequest): string | undefined {
  return verifySignedValue(config.cookieSecret, readCookie(request.headers.cookie, SIGN_IN_COOKIE));
}

/** The sign-in is over (the code was exchanged): the cookie goes. */
export function endSignIn(config: Config, reply: FastifyReply): void {
  reply.header('set-cookie', serializeCookie(SIGN_IN_COOKIE, '', cookieOptions(config, 0)));
}
