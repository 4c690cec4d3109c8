import { AuthUser, AuthV2Body, ErrorBody } from '@atalho/sdk/schemas';
import type { FastifyRequest } from 'fastify';
import { signedInUser } from '../../auth/signed-in-user';
import type { AppPlugin } from '../../http/validate';
import { toAuthUser } from './transform';

const responses = { 200: AuthUser, 401: ErrorBody };

/** GET /api/v1/auth and POST /api/v1/auth/v2: the signed-in user. */
export const authRoutes: AppPlugin = async (app) => {
  async function currentUser(request: FastifyRequest) {
    const user = signedInUser(request);
    const loader = app.extensions.userConfigLoader;
    return toAuthUser(user, loader ? await loader(user.id) : null);
  }

  app.get(
    '/api/v1/auth',
    { config: { auth: true }, schema: { tags: ['auth'], summary: 'Current user', response: responses } },
    currentUser,
  );
  app.post(
    '/api/v1/auth/v2',
    {
      config: { auth: true },
      schema: {
        tags: ['auth'],
        summary: 'Current user (after sign-in)',
        body: AuthV2Body,
        response: responses,
      },
    },
    currentUser,
  );
};
