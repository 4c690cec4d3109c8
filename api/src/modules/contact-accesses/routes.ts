import { ErrorBody, NoContent } from '@atalho/sdk/schemas';
import { ContactAccessPage, contactAccessBody, contactAccessesQuery } from '@atalho/sdk/schemas/sms';
import { signedInUser } from '../../auth/signed-in-user';
import { toPage } from '../../http/paging';
import type { AppPlugin } from '../../http/validate';
import { getShootingOrThrow } from '../sms-shootings';
import { listAccessesOfShooting } from './queries';
import { type ContactAccessDeps, recordContactAccess } from './record-contact-access';
import { toContactAccess } from './transform';

const tags = ['contact-accesses'];
const MINUTE = 60_000;

/** `/api/v1/contacts-access-address` (spec 000 §3, spec 002 §7): a contact opening a campaign link, and the list. */
export const contactAccessRoutes: AppPlugin<{ deps: ContactAccessDeps }> = async (app, { deps }) => {
  app.post(
    '/api/v1/contacts-access-address',
    {
      config: {
        auth: false,
        rateLimit: { max: app.config.contactAccessesPerMinute, timeWindow: MINUTE },
      },
      schema: {
        tags,
        operationId: 'registerContactAccess',
        summary:
          'A campaign contact opened /{code}/{contactCode}: 204 whether recorded or not (a crawler, a missing or ' +
          'stale visitToken, or over the hourly caps record nothing); 404 not.found for a link or contact code no ' +
          'shooting links together',
        body: contactAccessBody,
        response: { 204: NoContent, 400: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      await recordContactAccess(deps, request.body, {
        userAgent: request.headers['user-agent'],
        ip: request.ip,
        now: new Date(),
      });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/v1/contacts-access-address',
    {
      config: { feature: 'smsSending' },
      schema: {
        tags,
        operationId: 'listContactAccesses',
        summary: "One of my shootings' contact accesses, newest first; 404 for another owner's shooting",
        querystring: contactAccessesQuery,
        response: { 200: ContactAccessPage, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { page, size, smsShootingId } = request.query;
      await getShootingOrThrow(app.db, user.id, smsShootingId);
      const { rows, total } = await listAccessesOfShooting(app.db, user.id, smsShootingId, { page, size });
      return toPage(rows.map(toContactAccess), total, { page, size });
    },
  );
};
