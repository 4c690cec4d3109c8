import {
  ClickAck,
  ClickPage,
  Click as ClickSchema,
  clicksQuery,
  createClickBody,
  ErrorBody,
  IdParams,
} from '@atalho/sdk/schemas';
import { signedInUser } from '../../auth/signed-in-user';
import { notFound } from '../../errors';
import { toPage } from '../../http/paging';
import type { AppPlugin } from '../../http/validate';
import { findOwnedClick, listOwnedClicks } from './queries';
import { type ClickDeps, registerClick } from './register-click';
import { toClick } from './transform';

const tags = ['clicks'];

export const clickRoutes: AppPlugin<{ deps: ClickDeps }> = async (app, { deps }) => {
  app.post(
    '/api/v1/clicks',
    {
      config: { auth: false },
      schema: {
        tags,
        summary: 'Register a visitor click (answered once stored; crawlers are not counted)',
        body: createClickBody,
        response: { 201: ClickAck, 202: ClickAck, 404: ErrorBody, 503: ErrorBody },
      },
    },
    async (request, reply) => {
      const counted = await registerClick(deps, request.body, {
        userAgent: request.headers['user-agent'],
        ip: request.ip,
        now: new Date(),
      });
      return reply.status(counted ? 201 : 202).send({ counted });
    },
  );

  app.get(
    '/api/v1/clicks/:id',
    {
      config: { auth: true },
      schema: {
        tags,
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
      config: { auth: true },
      schema: {
        tags,
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
