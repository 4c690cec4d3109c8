import type { AppPlugin } from '../../http/validate';
import { outboxPage } from './outbox-page';
import { listNewestMail } from './queries';
import { toOutboxItem } from './transform';

const OUTBOX_LIMIT = 50;

/**
 * The development outbox (decision 028): registered only with the outbox adapter outside production, because
 * it shows every address the product wrote to, to anyone who can reach the server. A browser gets the page;
 * any other client `{ content: [...] }`. Not in the OpenAPI document: it is no part of the product's API.
 */
export const outboxRoutes: AppPlugin = async (app) => {
  app.get(
    '/api/v1/mail-outbox',
    { config: { auth: false }, schema: { hide: true } },
    async (request, reply) => {
      const items = (await listNewestMail(app.db, OUTBOX_LIMIT)).map(toOutboxItem);
      reply.header('cache-control', 'no-store').header('vary', 'accept');
      if (request.headers.accept?.includes('text/html'))
        return reply.type('text/html; charset=utf-8').send(outboxPage(items, OUTBOX_LIMIT));
      return { content: items };
    },
  );
};
