import {
  AuthExchangeBody,
  AuthSession,
  AuthUser,
  AuthV2Body,
  ErrorBody,
  NoContent,
} from '@atalho/sdk/schemas';
import type { FastifyRequest } from 'fastify';
import { bearerToken } from '../../auth/plugin';
import { consumeSignInCode } from '../../auth/sign-in-codes';
import { signedInUser } from '../../auth/signed-in-user';
import { deleteToken, issueToken } from '../../auth/tokens';
import { AppError } from '../../errors';
import type { AppPlugin } from '../../http/validate';
import { endSignIn, signInBrowserId } from './sign-in-cookie';
import { toAuthUser } from './transform';

const responses = { 200: AuthUser, 401: ErrorBody };

/** GET /api/v1/auth and POST /api/v1/auth/v2: the signed-in user; the code exchange; logout. */
export const authRoutes: AppPlugin = async (app) => {
  async function currentUser(request: FastifyRequest) {
    const user = signedInUser(request);
    const loader = app.extensions.userConfigLoader;
    return toAuthUser(user, loader ? await loader(user.id) : null);
  }

  app.get(
    '/api/v1/auth',
    {
      config: { auth: true },
      schema: { tags: ['auth'], operationId: 'getCurrentUser', summary: 'Current user', response: responses },
    },
    currentUser,
  );
  app.post(
    '/api/v1/auth/v2',
    {
      config: { auth: true },
      schema: {
        tags: ['auth'],
        operationId: 'refreshCurrentUser',
        summary: 'Current user (after sign-in)',
        body: AuthV2Body,
        response: responses,
      },
    },
    currentUser,
  );

  app.post(
    '/api/v1/auth/exchange',
    {
      config: { auth: false },
      schema: {
        tags: ['auth'],
        operationId: 'exchangeSignInCode',
        summary: 'Session token for the single-use code of /loading?authorization=CODE',
        description:
          'Sent with the sign-in cookie of the browser that started sign-in; a code works once, within 60 s.',
        body: AuthExchangeBody,
        response: { 200: AuthSession, 400: ErrorBody },
      },
    },
    async (request, reply) => {
      const browserId = signInBrowserId(app.config, request);
      const userId = browserId ? await consumeSignInCode(app.db, request.body.code, browserId) : null;
      if (userId === null) throw new AppError(400, ['signin.code.invalid']);
      const { token, expiresAt } = await issueToken(app.db, userId);
      endSignIn(app.config, reply);
      reply.header('cache-control', 'no-store');
      return { authorization: token, expiredAt: expiresAt.toISOString() };
    },
  );

  app.post(
    '/api/v1/auth/logout',
    {
      config: { auth: true },
      schema: {
        tags: ['auth'],
        operationId: 'revokeSession',
        summary: 'Ends this session: its token answers 401 from now on',
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      const token = bearerToken(request);
      if (token && signedInUser(request).via === 'session') await deleteToken(app.db, token);
      return reply.status(204).send(null);
    },
  );
};
