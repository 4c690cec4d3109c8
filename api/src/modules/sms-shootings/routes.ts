import { ErrorBody, IdParams } from '@atalho/sdk/schemas';
import {
  Shooting,
  ShootingLinkPage,
  ShootingPage,
  ShootingRecipientPage,
  shootingBody,
  shootingLinksQuery,
  shootingRecipientsQuery,
  shootingsQuery,
} from '@atalho/sdk/schemas/sms';
import type { FastifyInstance } from 'fastify';
import { signedInUser } from '../../auth/signed-in-user';
import { ownedDelete, ownedList } from '../../http/owned-routes';
import type { AppPlugin } from '../../http/validate';
import { shortUrlOrigin } from '../online-addresses/transform';
import { deleteShooting } from './delete-shooting';
import { getShootingOrThrow, shootingAnswer } from './get-shooting-or-throw';
import { listShootingLinks } from './list-shooting-links';
import { listShootingRecipients } from './list-shooting-recipients';
import { listShootings } from './list-shootings';
import { saveShooting } from './save-shooting';
import type { LinkHosts } from './shorten-template-links';

const tags = ['sms-shootings'];
const auth = { auth: true } as const;
/** 1,000 explicit recipients and a filter of 100 values per list stay well under it. */
const BODY_LIMIT = 512 * 1024;

function linkHostsOf(app: FastifyInstance): LinkHosts {
  const publicHost = new URL(app.config.publicUrl).hostname.toLowerCase();
  return {
    publicHost,
    resolve: (host) => app.extensions.customHosts.resolve(host),
    originOf: (ownerId) => shortUrlOrigin(app, ownerId),
    // The same checks as a link shortened on the links screen (online-addresses/index.ts).
    urlSafety: { ownHosts: [publicHost], allowPrivate: app.config.allowPrivateUrls },
  };
}

/**
 * SMS campaigns (spec 002 §3–§5, §7): list, one, save (create or replace, recipients and links included) and
 * delete, and a shooting's recipients and short links. Sending is `POST /api/v1/sms-shootings/send`.
 */
export const shootingRoutes: AppPlugin = async (app) => {
  const hosts = linkHostsOf(app);

  ownedList(
    app,
    '/api/v1/sms-shootings',
    {
      config: auth,
      tags,
      operationId: 'listSmsShootings',
      summary: 'My SMS campaigns, newest first, optionally of some statuses (comma list)',
    },
    { querystring: shootingsQuery, page: ShootingPage },
    (db, ownerId, query) => listShootings(db, ownerId, query, hosts.originOf(ownerId)),
  );

  app.get(
    '/api/v1/sms-shootings/:id',
    {
      config: auth,
      schema: {
        tags,
        operationId: 'getSmsShooting',
        summary: 'One of my SMS campaigns with its links and its send progress',
        params: IdParams,
        response: { 200: Shooting, 404: ErrorBody },
      },
    },
    async (request) => {
      const ownerId = signedInUser(request).id;
      const row = await getShootingOrThrow(app.db, ownerId, request.params.id);
      return shootingAnswer(app.db, row, hosts.originOf(ownerId));
    },
  );

  app.post(
    '/api/v1/sms-shootings',
    {
      config: auth,
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        operationId: 'saveSmsShooting',
        summary:
          'Create (no id) or replace an SMS campaign with its recipients (a filter, explicit adds and removals); 400 businerRequiredInfo, invalid.sms.text.size, variableDefinedUnsed, invalid.dateTimeScheduled; 409 conflict once sending or sent',
        body: shootingBody,
        response: { 200: Shooting, 201: Shooting, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { id, created } = await saveShooting(app.db, user, request.body, hosts);
      const row = await getShootingOrThrow(app.db, user.id, id);
      return reply
        .status(created ? 201 : 200)
        .send(await shootingAnswer(app.db, row, hosts.originOf(user.id)));
    },
  );

  ownedDelete(
    app,
    '/api/v1/sms-shootings/:id',
    {
      config: auth,
      tags,
      operationId: 'deleteSmsShooting',
      summary: 'Delete an SMS campaign with its recipients and links; 409 conflict once sending or sent',
    },
    deleteShooting,
  );

  ownedList(
    app,
    '/api/v1/sms-shootings-has-contacts',
    {
      config: auth,
      tags,
      operationId: 'listSmsShootingRecipients',
      summary:
        "One of my campaigns' recipients, the largest messages first (removed ones flagged deleted); 404 for another's campaign",
    },
    { querystring: shootingRecipientsQuery, page: ShootingRecipientPage },
    listShootingRecipients,
  );

  ownedList(
    app,
    '/api/v1/sms-shootings-has-online-addresses',
    {
      config: auth,
      tags,
      operationId: 'listSmsShootingLinks',
      summary:
        "One of my campaigns' short links with views and distinct contacts; 404 for another's campaign",
    },
    { querystring: shootingLinksQuery, page: ShootingLinkPage },
    (db, ownerId, query) => listShootingLinks(db, ownerId, query, hosts.originOf(ownerId)),
  );
};
