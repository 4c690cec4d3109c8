import { ErrorBody, IdParams } from '@atalho/sdk/schemas';
import {
  accountDeletionBody,
  DataExport,
  DataExportList,
  dataExportFileName,
} from '@atalho/sdk/schemas/account';
import * as v from 'valibot';
import { signedInUser } from '../../auth/signed-in-user';
import { rateLimitsOf } from '../../http/rate-limits';
import type { AppPlugin } from '../../http/validate';
import { filesOrigin } from '../files';
import { deleteOwnAccount } from './delete-account';
import type { AccountDeps } from './deps';
import { listDataExports, requestDataExport } from './request-data-export';
import { streamDataExport } from './stream-data-export';
import { toDataExport } from './transform';

const tags = ['account'];

/** The account area's routes (LGPD, decision 037): the data export and the account's deletion. */
export const accountRoutes: AppPlugin = async (app) => {
  const limits = rateLimitsOf(app.config);
  const deps: AccountDeps = {
    db: app.db,
    storage: app.providers.storage,
    filesOrigin: filesOrigin(app.config),
  };

  app.get(
    '/api/v1/account/data-exports',
    {
      config: { auth: true },
      schema: {
        operationId: 'listDataExports',
        tags,
        summary: 'My data exports, newest first, with the progress of the one being made',
        response: { 200: DataExportList },
      },
    },
    async (request) => (await listDataExports(app, signedInUser(request).id, new Date())).map(toDataExport),
  );

  app.post(
    '/api/v1/account/data-exports',
    {
      config: { auth: true, rateLimit: limits.dataExports },
      schema: {
        operationId: 'createDataExport',
        tags,
        summary: 'Start a copy of all my data as a ZIP (or answer the one already being made)',
        description:
          'A job collects every area (profile, links, bio, info products and leads, contacts and consent, SMS campaigns, subscriptions, receipts, uploads) and reports its progress in `progress` and `step`; the ZIP can then be downloaded for 7 days. Starting a new one ends the previous copy.',
        response: { 202: DataExport },
      },
    },
    async (request, reply) => {
      const row = await requestDataExport(app, signedInUser(request).id, new Date());
      return reply.status(202).send(toDataExport(row));
    },
  );

  app.get(
    '/api/v1/account/data-exports/:id/file',
    {
      config: { auth: true },
      schema: {
        operationId: 'downloadDataExport',
        tags,
        summary: 'Download one of my ready data exports (a ZIP of JSON and CSV files and my uploads)',
        params: IdParams,
        response: {
          200: {
            description: `The ZIP (${dataExportFileName('AAAA-MM-DD')}), streamed`,
            content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
          },
          404: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const download = await streamDataExport(deps, signedInUser(request).id, request.params.id, new Date());
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${download.fileName}"`)
        .header('cache-control', 'no-store')
        .send(download.body);
    },
  );

  app.delete(
    '/api/v1/account',
    {
      config: { auth: true, rateLimit: limits.accountDeletions },
      schema: {
        operationId: 'deleteAccount',
        tags,
        summary: 'Delete my account for good, confirmed by typing its e-mail',
        description:
          'One transaction: every area of the account is removed, its links stay ownerless and deleted (codes are never handed out again) with anonymous daily click counts, sessions and API credentials stop working on every instance, and the uploads\u2019 bytes are removed right after. The e-mail can sign up again.',
        body: accountDeletionBody,
        response: { 204: v.null(), 422: ErrorBody },
      },
    },
    async (request, reply) => {
      await deleteOwnAccount(app, signedInUser(request), request.body.confirmation);
      return reply.status(204).send(null);
    },
  );
};
