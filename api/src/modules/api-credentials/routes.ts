import { ApiCredentialCreated, ApiCredentialList, ErrorBody } from '@atalho/sdk/schemas';
import { signedInUser } from '../../auth/signed-in-user';
import { ownedDelete } from '../../http/owned-routes';
import { rateLimitsOf } from '../../http/rate-limits';
import type { AppPlugin } from '../../http/validate';
import { createApiCredential, revokeApiCredential } from './api-credentials';
import { listApiCredentialsOf } from './queries';
import { toApiCredential, toExpiredAt } from './transform';

const tags = ['auth'];

/** API credentials of the API access page (spec 001 §2): create (PRO or better, decision 004), list, revoke. */
export const apiCredentialRoutes: AppPlugin = async (app) => {
  const limits = rateLimitsOf(app.config);

  app.post(
    '/api/v1/auth/api-credentials',
    {
      config: { feature: 'apiAccess', rateLimit: limits.apiCredentials },
      schema: {
        operationId: 'createApiCredential',
        tags,
        summary: 'A new API credential (shown once): a bearer for the /api/v1/online-addresses calls',
        response: { 201: ApiCredentialCreated, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const { row, token } = await createApiCredential(app.db, signedInUser(request).id);
      reply.header('cache-control', 'no-store');
      return reply
        .status(201)
        .send({ id: row.id, authorization: token, expiredAt: toExpiredAt(row.expiresAt) });
    },
  );

  app.get(
    '/api/v1/auth/api-credentials',
    {
      config: { auth: true },
      schema: {
        operationId: 'listApiCredentials',
        tags,
        summary: 'My API credentials (never their secret)',
        response: { 200: ApiCredentialList },
      },
    },
    async (request) => (await listApiCredentialsOf(app.db, signedInUser(request).id)).map(toApiCredential),
  );

  ownedDelete(
    app,
    '/api/v1/auth/api-credentials/:id',
    {
      config: { auth: true },
      operationId: 'revokeApiCredential',
      tags,
      summary: 'Revoke one of my API credentials: it answers 401 from now on, on every instance',
    },
    revokeApiCredential,
  );
};
