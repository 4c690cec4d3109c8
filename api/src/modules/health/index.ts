import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { AppPlugin } from '../../http/validate';

const Health = v.object({ status: v.string(), db: v.string() });

const healthModule: AppPlugin = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        operationId: 'getHealth',
        tags: ['health'],
        summary: 'Whether this instance and its database answer',
        response: { 200: Health, 503: Health },
      },
    },
    async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok', db: 'ok' };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'degraded', db: 'error' });
      }
    },
  );
};

export default healthModule;
