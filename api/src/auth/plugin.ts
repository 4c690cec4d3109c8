import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { hasFeature } from '../entitlements';
import { AppError } from '../errors';
import { onPlanChanged, registerTokenResolver } from '../extensions';
import { loadAuthenticatedUser } from '../modules/users';
import { requiresSignIn } from './signed-in-user';
import { findSessionTokenOwner } from './tokens';
import type { AuthenticatedUser } from './types';

/**
 * How long a signed-in user (profile and plans) stays cached in process, by user: a plan change anywhere clears
 * it (decision 007's owner notification) and this bounds the rest. The token itself is looked up on every
 * request (one indexed read), so a session or credential deleted on any instance, or by SQL, is refused by every
 * instance on its next request (decision 009).
 */
const CACHE_TTL_MS = 10_000;

/** The bearer token; '' for an Authorization header that is not a bearer (never anonymous, always 401). */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? '';
}

/**
 * Authentication happens once here, for /api/v1: `request.user` is the token's owner, or null without an
 * Authorization header. A header whose token resolves to no one answers 401 on every route, public ones
 * included: a client that believes it is signed in must learn that it is not, rather than act anonymously.
 * Routes declare needs in `config` (`auth: true`, `feature: 'customPreview'`, or `auth: false` for public
 * routes) and one check enforces them before the input is validated: 401 `unauthorized`, 403 `plan.required`.
 */
async function authPlugin(app: FastifyInstance): Promise<void> {
  const cache = new LRUCache<string, { user: AuthenticatedUser }>({ max: 10_000, ttl: CACHE_TTL_MS });
  onPlanChanged(app, () => cache.clear());

  registerTokenResolver(app, async (token) => {
    const userId = await findSessionTokenOwner(app.db, token);
    return userId === null ? null : { userId, via: 'session' };
  });

  async function resolve(token: string): Promise<AuthenticatedUser | null> {
    for (const resolver of app.extensions.tokenResolvers) {
      const owner = await resolver(token);
      if (!owner) continue;
      const key = `${owner.via}:${owner.userId}`;
      const cached = cache.get(key);
      if (cached) return cached.user;
      const user = await loadAuthenticatedUser(app.db, owner.userId, owner.via);
      if (user) cache.set(key, { user });
      return user;
    }
    return null;
  }

  app.decorateRequest('user', null);

  // Callback-style hooks: most requests carry no token and need no check, so they pay no promise here.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = request.url.startsWith('/api/v1/') ? bearerToken(request) : undefined;
    if (token === undefined) return done();
    // Made only when answered: an error captures its stack, a cost every signed-in request paid (issue 36 item 7).
    const unauthorized = () => new AppError(401, ['unauthorized']);
    if (token === '') return done(unauthorized());
    resolve(token).then((user) => {
      request.user = user;
      if (!user) return done(unauthorized());
      // A credential stops working when its owner's plan no longer has API access (it works again on renewal).
      if (user.via === 'api-credential' && !hasFeature(user, 'apiAccess')) {
        return done(new AppError(403, ['plan.required']));
      }
      done();
    }, done);
  });

  // Only routes that declare a need get the check (instead of every request reading its route config).
  app.addHook('onRoute', (route) => {
    const config = route.config ?? {};
    if (!requiresSignIn(config)) return;
    const { feature, apiCredentials } = config;
    const check = (request: FastifyRequest, _reply: unknown, done: (error?: Error) => void) => {
      if (!request.user) return done(new AppError(401, ['unauthorized']));
      if (request.user.via === 'api-credential' && !apiCredentials) {
        return done(new AppError(403, ['forbidden']));
      }
      if (feature && !hasFeature(request.user, feature)) return done(new AppError(403, ['plan.required']));
      done();
    };
    const existing = route.preValidation;
    route.preValidation = existing ? [check, ...(Array.isArray(existing) ? existing : [existing])] : [check];
  });
}

export default fp(authPlugin, { name: 'atalho-auth' });
