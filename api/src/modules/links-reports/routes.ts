import { createLinkReportBody, ErrorBody, LinkReport } from '@atalho/sdk/schemas';
import { rateLimitsOf } from '../../http/rate-limits';
import type { AppPlugin } from '../../http/validate';
import { createLinkReport } from './create-link-report';
import { toLinkReport } from './transform';

export const linkReportRoutes: AppPlugin = async (app) => {
  app.post(
    '/api/v1/links-reports',
    {
      config: { auth: false, rateLimit: rateLimitsOf(app.config).linkReports },
      schema: {
        tags: ['links-reports'],
        operationId: 'createLinksReport',
        summary: 'Report a link',
        body: createLinkReportBody,
        response: { 201: LinkReport, 400: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const row = await createLinkReport(app.db, request.body, request.user?.id ?? null);
      return reply.status(201).send(toLinkReport(row));
    },
  );
};
