import { Config, configBody, ErrorBody, IdParams } from '@atalho/sdk/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthenticatedUser } from '../../auth/types';
import { AppError } from '../../errors';
import { setUserConfigLoader } from '../../extensions';
import type { AppPlugin } from '../../http/validate';
import { getOnlineAddressOrThrow } from '../online-addresses/get-online-address-or-throw';
import { findConfigOfUser } from './queries';
import { saveConfig } from './save-config';
import { toConfig } from './transform';

const tags = ['configs'];
const saved = { 200: Config, 400: ErrorBody, 403: ErrorBody };
const read = { 200: Config, 404: ErrorBody };

function userOf(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw new AppError(401, ['unauthorized']);
  return request.user;
}

/** No config yet is an expected state, not an error to show: 404 with no message keys. */
function noConfig(reply: FastifyReply) {
  return reply.status(404).send({ messages: [] });
}

/** The loading-screen config of the signed-in user (also shown as `config` in GET /api/v1/auth). */
const configsModule: AppPlugin = async (app) => {
  setUserConfigLoader(app, async (userId) => {
    const row = await findConfigOfUser(app.db, userId);
    return row ? toConfig(row) : null;
  });

  app.post(
    '/api/v1/configs',
    {
      config: { auth: true },
      schema: { tags, summary: 'Create or replace my config', body: configBody, response: saved },
    },
    async (request) => toConfig(await saveConfig(app.db, userOf(request), request.body, true)),
  );

  app.patch(
    '/api/v1/configs',
    {
      config: { auth: true },
      schema: { tags, summary: 'Change fields of my config', body: configBody, response: saved },
    },
    async (request) => toConfig(await saveConfig(app.db, userOf(request), request.body, false)),
  );

  app.get(
    '/api/v1/configs/auth',
    { config: { auth: true }, schema: { tags, summary: 'My config', response: read } },
    async (request, reply) => {
      const row = await findConfigOfUser(app.db, userOf(request).id);
      return row ? toConfig(row) : noConfig(reply);
    },
  );

  app.get(
    '/api/v1/configs/online-addresses/:id',
    {
      config: { auth: true },
      schema: { tags, summary: 'The config applied to one of my links', params: IdParams, response: read },
    },
    async (request, reply) => {
      const user = userOf(request);
      await getOnlineAddressOrThrow(app.db, user.id, request.params.id);
      const row = await findConfigOfUser(app.db, user.id);
      return row ? toConfig(row) : noConfig(reply);
    },
  );
};

export default configsModule;
