import { DomainList, ErrorBody, tlsAllowedQuery } from '@atalho/sdk/schemas';
import * as v from 'valibot';
import { signedInUser } from '../../auth/signed-in-user';
import { hasFeature } from '../../entitlements';
import { AppError } from '../../errors';
import { rateLimitsOf } from '../../http/rate-limits';
import type { AppPlugin } from '../../http/validate';
import { isTlsAllowed } from './is-tls-allowed';
import { findDomainsOfOwner } from './queries';
import { domainTargetOf, toDomain } from './transform';

const tags = ['domains'];

export const domainRoutes: AppPlugin = async (app) => {
  const target = domainTargetOf(app.config);

  app.get(
    '/api/v1/domains',
    {
      config: { auth: true, feature: 'customDomain' },
      schema: {
        tags,
        operationId: 'listDomains',
        summary: 'My custom domain and subdomain, with their status and the DNS records to create',
        response: { 200: DomainList },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const entitled = hasFeature(user, 'customDomain');
      return (await findDomainsOfOwner(app.db, user.id)).map((row) => toDomain(row, target, entitled));
    },
  );

  app.get(
    '/api/v1/domains/tls-allowed',
    {
      config: { auth: false, rateLimit: rateLimitsOf(app.config).tlsAsks },
      schema: {
        tags,
        operationId: 'getDomainsTlsAllowed',
        summary:
          "The TLS proxy's on-demand question: 200 when the host serves a customer's links (verified, plan " +
          'active), 404 otherwise',
        querystring: tlsAllowedQuery,
        response: { 200: v.object({ domain: v.string() }), 404: ErrorBody },
      },
    },
    async (request) => {
      const host = await isTlsAllowed(app.db, request.query.domain);
      if (!host) throw new AppError(404, ['not.found']);
      return { domain: host };
    },
  );
};
