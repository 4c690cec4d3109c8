import { Config, configBody, ErrorBody, IdParams, NoContent } from '@atalho/sdk/schemas';
import type { FastifyReply } from 'fastify';
import { signedInUser } from '../../auth/signed-in-user';
import type { ConfigRow } from '../../db/schema';
import type { AppPlugin } from '../../http/validate';
import { filesOrigin } from '../files';
import { getConfigOfLink, getConfigOfUser } from './get-config';
import { saveConfig } from './save-config';
import { toConfig } from './transform';

const tags = ['configs'];
const saved = { 200: Config, 400: ErrorBody, 403: ErrorBody };
const read = { 200: Config, 204: NoContent, 404: ErrorBody };

/**
 * No config yet is an expected state, not an error: 204 (a 404 here was logged as a failed request in the
 * browser's console on every visit of the loading-screen page).
 */
function configOrNone(reply: FastifyReply, row: ConfigRow | null) {
  return row ? toConfig(row) : reply.status(204).send();
}

export const configRoutes: AppPlugin = async (app) => {
  app.post(
    '/api/v1/configs',
    {
      config: { auth: true },
      schema: {
        tags,
        operationId: 'createConfig',
        summary: 'Create or replace my config',
        body: configBody,
        response: saved,
      },
    },
    async (request) =>
      toConfig(await saveConfig(app.db, signedInUser(request), request.body, true, filesOrigin(app.config))),
  );

  app.patch(
    '/api/v1/configs',
    {
      config: { auth: true },
      schema: {
        tags,
        operationId: 'updateConfig',
        summary: 'Change fields of my config',
        body: configBody,
        response: saved,
      },
    },
    async (request) =>
      toConfig(await saveConfig(app.db, signedInUser(request), request.body, false, filesOrigin(app.config))),
  );

  app.get(
    '/api/v1/configs/auth',
    {
      config: { auth: true },
      schema: { tags, operationId: 'getMyConfig', summary: 'My config', response: read },
    },
    async (request, reply) => configOrNone(reply, await getConfigOfUser(app.db, signedInUser(request).id)),
  );

  app.get(
    '/api/v1/configs/online-addresses/:id',
    {
      config: { auth: true },
      schema: {
        tags,
        operationId: 'getOnlineAddressConfig',
        summary: 'The config applied to one of my links',
        params: IdParams,
        response: read,
      },
    },
    async (request, reply) =>
      configOrNone(reply, await getConfigOfLink(app.db, signedInUser(request).id, request.params.id)),
  );
};
