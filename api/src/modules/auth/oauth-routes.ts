import { randomBytes } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyReply } from 'fastify';
import * as v from 'valibot';
import { readCookie, serializeCookie, signValue, verifySignedValue } from '../../auth/signed-cookie';
import { AppError } from '../../errors';
import type { AppPlugin } from '../../http/validate';
import { signInUser } from '../users';
import { devSignInPage } from './dev-sign-in-page';

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

function toLoading(reply: FastifyReply, token: string) {
  return reply.redirect(`/loading?authorization=${encodeURIComponent(token)}`, 302);
}

/** Sign-in: Google's authorization-code flow, or a development form when Google is not configured. */
export const oauthRoutes: AppPlugin = async (app) => {
  const { config } = app;
  const google = app.providers.google;
  const redirectUri = `${config.publicUrl}/oauth2/callback/google`;
  const devSignInEnabled = !google && !config.isProduction;
  const hidden = { hide: true };
  // The development sign-in page posts a form; every other route accepts JSON only (415 otherwise).
  await app.register(formbody);

  app.get('/oauth2/authorization/google', { schema: hidden }, async (_request, reply) => {
    if (google) {
      const state = randomBytes(16).toString('base64url');
      const cookie = signValue(config.cookieSecret, state, STATE_TTL_MS);
      reply.header(
        'set-cookie',
        serializeCookie(STATE_COOKIE, cookie, {
          maxAgeSeconds: STATE_TTL_MS / 1000,
          path: '/oauth2',
          secure: config.publicUrl.startsWith('https:'),
        }),
      );
      return reply.redirect(google.authorizationUrl({ state, redirectUri }), 302);
    }
    if (!devSignInEnabled) throw new AppError(503, ['signin.unavailable']);
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
      const expected = verifySignedValue(
        config.cookieSecret,
        readCookie(request.headers.cookie, STATE_COOKIE),
      );
      reply.header(
        'set-cookie',
        serializeCookie(STATE_COOKIE, '', { maxAgeSeconds: 0, path: '/oauth2', secure: false }),
      );
      // Someone who cancels at Google comes back with ?error=access_denied: back to the start, not an error page.
      if (error) return reply.redirect('/', 302);
      if (!code || !state || !expected || state !== expected) throw new AppError(400, ['invalid']);
      let profile: Awaited<ReturnType<typeof google.exchangeCode>>;
      try {
        profile = await google.exchangeCode({ code, redirectUri });
      } catch (cause) {
        request.log.warn({ err: cause }, 'google code exchange failed');
        throw new AppError(502, ['signin.failed']);
      }
      if (!profile.emailVerified) throw new AppError(403, ['signin.email.unverified']);
      const { token } = await signInUser(app.db, {
        email: profile.email,
        name: profile.name,
        picture: profile.picture,
        googleSub: profile.sub,
      });
      return toLoading(reply, token);
    },
  );

  if (devSignInEnabled) {
    app.post(
      '/oauth2/dev/callback',
      { schema: { ...hidden, body: DevSignInBody } },
      async (request, reply) => {
        const { email, name } = request.body;
        const { token } = await signInUser(app.db, { email, name: name || email.split('@')[0] || email });
        return toLoading(reply, token);
      },
    );
  }
};
