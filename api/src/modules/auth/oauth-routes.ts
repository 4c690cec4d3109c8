import formbody from '@fastify/formbody';
import { generateCodeVerifier, generateState } from 'arctic';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { issueSignInCode } from '../../auth/sign-in-codes';
import { readCookie, serializeCookie, signValue, verifySignedValue } from '../../auth/signed-cookie';
import { AppError } from '../../errors';
import { isLoopbackAddress } from '../../http/client-address';
import type { AppPlugin } from '../../http/validate';
import { signInUser } from '../users';
import { devSignInPage } from './dev-sign-in-page';
import { signInBrowserId, startSignIn } from './sign-in-cookie';

/** Google's `state` and the PKCE verifier of one sign-in, kept for the callback only. */
const STATE_COOKIE = 'atalho_oauth_state';
const STATE_TTL_MS = 10 * 60_000;

const DevSignInBody = v.object({
  email: v.pipe(
    v.string('required'),
    v.trim(),
    v.nonEmpty('required'),
    v.maxLength(254, 'invalidSize'),
    v.email('invalid'),
    v.toLowerCase(),
  ),
  name: v.optional(v.pipe(v.string('invalid'), v.trim(), v.maxLength(80, 'invalidSize'))),
});

const GoogleCallbackQuery = v.object({
  code: v.optional(v.string('invalid')),
  state: v.optional(v.string('invalid')),
  error: v.optional(v.string('invalid')),
});

/**
 * The development form signs anyone in as anyone: it answers only a client on this machine, judged by the
 * socket's peer (never X-Forwarded-For, which anyone can send), even when HOST makes the server reachable from
 * the network.
 */
function refuseRemoteDevSignIn(request: FastifyRequest): void {
  if (!isLoopbackAddress(request.socket.remoteAddress)) throw new AppError(403, ['signin.dev.loopback.only']);
}

/**
 * Sign-in: Google's authorization-code flow (state and PKCE), or a development form when config allows it
 * (decision 009). Both end on `/loading?authorization=CODE`, a single-use code the landing exchanges, bound to
 * the browser that started here; a bearer token never travels in a URL.
 */
export const oauthRoutes: AppPlugin = async (app) => {
  const { config } = app;
  const google = app.providers.google;
  const devSignInEnabled = !google && config.devSignIn;
  const hidden = { hide: true };
  const secure = config.publicUrl.startsWith('https:');

  async function toLoading(reply: FastifyReply, userId: number, browserId: string) {
    const code = await issueSignInCode(app.db, userId, browserId);
    return reply.header('cache-control', 'no-store').redirect(`/loading?authorization=${code}`, 302);
  }
  // The development sign-in page posts a form; every other route accepts JSON only (415 otherwise).
  await app.register(formbody);

  app.get('/oauth2/authorization/google', { schema: hidden }, async (request, reply) => {
    if (!google && !devSignInEnabled) throw new AppError(503, ['signin.unavailable']);
    if (!google) refuseRemoteDevSignIn(request);
    startSignIn(config, reply);
    if (google) {
      const state = generateState();
      const codeVerifier = generateCodeVerifier();
      const cookie = signValue(config.cookieSecret, `${state}~${codeVerifier}`, STATE_TTL_MS);
      reply.header(
        'set-cookie',
        serializeCookie(STATE_COOKIE, cookie, {
          maxAgeSeconds: STATE_TTL_MS / 1000,
          path: '/oauth2',
          secure,
        }),
      );
      return reply.redirect(google.authorizationUrl({ state, codeVerifier }), 302);
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(devSignInPage({ action: '/oauth2/dev/callback' }));
  });

  app.get(
    '/oauth2/callback/google',
    { schema: { ...hidden, querystring: GoogleCallbackQuery } },
    async (request, reply) => {
      if (!google) throw new AppError(404, ['not.found']);
      const { code, state, error } = request.query;
      const [expectedState, codeVerifier] =
        verifySignedValue(config.cookieSecret, readCookie(request.headers.cookie, STATE_COOKIE))?.split(
          '~',
        ) ?? [];
      reply.header(
        'set-cookie',
        serializeCookie(STATE_COOKIE, '', { maxAgeSeconds: 0, path: '/oauth2', secure }),
      );
      // Someone who cancels at Google comes back with ?error=access_denied: back to the start, not an error page.
      if (error) return reply.redirect('/', 302);
      const browserId = signInBrowserId(config, request);
      if (!code || !state || !codeVerifier || state !== expectedState || !browserId) {
        throw new AppError(400, ['invalid']);
      }
      let profile: Awaited<ReturnType<typeof google.exchangeCode>>;
      try {
        profile = await google.exchangeCode({ code, codeVerifier });
      } catch (cause) {
        request.log.warn({ err: cause }, 'google code exchange failed');
        throw new AppError(502, ['signin.failed']);
      }
      if (!profile.emailVerified) throw new AppError(403, ['signin.email.unverified']);
      const { userId } = await signInUser(app.db, {
        email: profile.email,
        name: profile.name,
        picture: profile.picture,
        googleSub: profile.sub,
      });
      return toLoading(reply, userId, browserId);
    },
  );

  if (devSignInEnabled) {
    app.post(
      '/oauth2/dev/callback',
      { schema: { ...hidden, body: DevSignInBody } },
      async (request, reply) => {
        refuseRemoteDevSignIn(request);
        const browserId = signInBrowserId(config, request);
        if (!browserId) throw new AppError(400, ['signin.expired']);
        const { email, name } = request.body;
        const { userId } = await signInUser(app.db, { email, name: name || email.split('@')[0] || email });
        return toLoading(reply, userId, browserId);
      },
    );
  }
};
