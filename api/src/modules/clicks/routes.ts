import {
  ClickAck,
  ClickPage,
  Click as ClickSchema,
  clicksQuery,
  createClickBody,
  ErrorBody,
  IdParams,
} from '@atalho/sdk/schemas';
import { readCookie } from '../../auth/signed-cookie';
import { signedInUser } from '../../auth/signed-in-user';
import { notFound } from '../../errors';
import { toPage } from '../../http/paging';
import { rateLimitsOf } from '../../http/rate-limits';
import type { AppPlugin } from '../../http/validate';
import { consentsToAnalytics } from '../../web/consent-cookie';
import { findOwnedClick, listOwnedClicks } from './queries';
import { type ClickDeps, registerClick } from './register-click';
import { toClick } from './transform';
import { VISIT_COOKIE } from './visit-keys';

const tags = ['clicks'];
/** Seconds a visitor is asked to wait when the click queue is full. */
const QUEUE_FULL_RETRY_AFTER = '1';

export const clickRoutes: AppPlugin<{ deps: ClickDeps }> = async (app, { deps }) => {
  app.post(
    '/api/v1/clicks',
    {
      config: { auth: false, rateLimit: rateLimitsOf(app.config).clicks },
      schema: {
        tags,
        operationId: 'registerClick',
        summary:
          'Register a visitor click: 201 once stored and counted; 202 counted:false for crawlers, a missing or ' +
          'stale visitToken, no atalho_visit cookie (set by the page or lookup), a visit key already used on this ' +
          'link or by another session, or a visitor or address over the hourly caps; 503 with Retry-After when ' +
          'the queue is full. Without analytics consent (atalho_consent) the visitor is counted by a daily id of ' +
          'their address and browser, not by userSessionId',
        body: createClickBody,
        response: {
          201: ClickAck,
          202: ClickAck,
          400: ErrorBody,
          404: ErrorBody,
          429: ErrorBody,
          503: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const outcome = await registerClick(deps, request.body, {
        userAgent: request.headers['user-agent'],
        ip: request.ip,
        now: new Date(),
        visitKey: readCookie(request.headers.cookie, VISIT_COOKIE),
        analyticsConsent: consentsToAnalytics(request.headers.cookie),
      });
      if (outcome === 'queue-full') {
        return reply
          .status(503)
          .header('retry-after', QUEUE_FULL_RETRY_AFTER)
          .send({ messages: ['service.unavailable'] });
      }
      const counted = outcome === 'counted';
      return reply.status(counted ? 201 : 202).send({ counted });
    },
  );

  app.get(
    '/api/v1/clicks/:id',
    {
      // The raw click carries platform, screen and session: the detailed report's data (spec 001 §6).
      config: { feature: 'detailedAnalytics' },
      schema: {
        tags,
        operationId: 'getClick',
        summary: 'One click on one of my links',
        params: IdParams,
        response: { 200: ClickSchema, 404: ErrorBody },
      },
    },
    async (request) => {
      const row = await findOwnedClick(app.db, signedInUser(request).id, request.params.id);
      if (!row) throw notFound();
      return toClick(row);
    },
  );

  app.get(
    '/api/v1/clicks',
    {
      config: { feature: 'detailedAnalytics' },
      schema: {
        tags,
        operationId: 'listClicks',
        summary: 'Clicks on my links, newest first',
        querystring: clicksQuery,
        response: { 200: ClickPage },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const paging = { page: request.query.page, size: request.query.size };
      const { rows, total } = await listOwnedClicks(app.db, user.id, { text: request.query.text }, paging);
      return toPage(rows.map(toClick), total, paging);
    },
  );
};
