import {
  CodeAvailability,
  codeAvailabilityQuery,
  createOnlineAddressBody,
  DomainSummaryPage,
  ErrorBody,
  IdParams,
  OnlineAddress,
  OnlineAddressPage,
  OnlineAddressView,
  onlineAddressByCodeQuery,
  onlineAddressDomainsQuery,
  onlineAddressesQuery,
  onlineAddressOrderBody,
  updateOnlineAddressBody,
} from '@atalho/sdk/schemas';
import * as v from 'valibot';
import { signedInUser } from '../../auth/signed-in-user';
import { AppError, notFound } from '../../errors';
import { registerHotRoute } from '../../extensions';
import { sendPrepared } from '../../http/hot-path';
import { ownedDelete, ownedList } from '../../http/owned-routes';
import { rateLimitsOf } from '../../http/rate-limits';
import type { AppPlugin } from '../../http/validate';
import type { UrlSafetyOptions } from '../../security/url-safety';
import type { VisitTokens } from '../../security/visit-token';
import type { LinkViewCache } from '../../visitor-cache';
import type { VisitKeys } from '../clicks/visit-keys';
import { checkCodeAvailability } from './check-code-availability';
import type { CodeMisses } from './code-misses';
import { createOnlineAddress } from './create-online-address';
import { getOnlineAddressOrThrow } from './get-online-address-or-throw';
import { answersOn } from './host-scope';
import type { LinkWriter } from './link-writer';
import { listOnlineAddressDomains, listOnlineAddresses } from './list-online-addresses';
import { reorderOnlineAddresses } from './reorder-online-addresses';
import { linkLensOf, toOnlineAddress } from './transform';
import { deleteOnlineAddress, updateOnlineAddress } from './update-online-address';
import { createLookupAnswers, VISITOR_LOOKUP_PREFIX, visitorLookupHotRoute } from './visitor-lookup';

export interface OnlineAddressRoutesOptions extends Record<string, unknown> {
  cache: LinkViewCache;
  misses: CodeMisses;
  visitTokens: VisitTokens;
  visitKeys: VisitKeys;
  urlSafety: UrlSafetyOptions;
  links: LinkWriter;
}

const CodeParams = v.object({
  code: v.pipe(v.string(), v.minLength(1, 'invalid'), v.maxLength(64, 'invalid')),
});
const tags = ['online-addresses'];
// Widened on purpose: the view is sent as JSON serialised once and cached, not re-serialised per request.
const viewResponses: Record<number, v.GenericSchema> = {
  200: OnlineAddressView,
  404: ErrorBody,
  429: ErrorBody,
};

export const onlineAddressRoutes: AppPlugin<OnlineAddressRoutesOptions> = async (
  app,
  { cache, misses, visitTokens, visitKeys, urlSafety, links },
) => {
  const limits = rateLimitsOf(app.config);
  app.post(
    '/api/v1/online-addresses',
    {
      config: { auth: false, rateLimit: limits.shorten },
      schema: {
        tags,
        operationId: 'createOnlineAddress',
        summary: 'Shorten a URL (anonymous or owned)',
        body: createOnlineAddressBody,
        response: { 201: OnlineAddress, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const row = await createOnlineAddress(app.db, request.body, request.user, urlSafety, links.insert);
      return reply.status(201).send(toOnlineAddress(row, linkLensOf(app, request.user ?? null)));
    },
  );

  const lookupAnswerOf = createLookupAnswers(cache, visitTokens, visitKeys);
  registerHotRoute(
    app,
    visitorLookupHotRoute(cache, lookupAnswerOf, () => app.extensions.customHosts),
  );
  app.get(
    `${VISITOR_LOOKUP_PREFIX}:code`,
    {
      config: { auth: false, rateLimit: limits.codeLookups },
      schema: {
        tags,
        operationId: 'getOnlineAddressByCode',
        summary:
          'Visitor view of a short link by code (view=true); its Visit-Token header and the atalho_visit cookie ' +
          'it sets make one click of this page load count',
        params: CodeParams,
        querystring: onlineAddressByCodeQuery,
        response: viewResponses,
      },
    },
    async (request, reply) => {
      // Unknown codes count against the client's budget; past it, 429 before the database (code-misses.ts).
      const counted = await misses.viewOf(request, request.params.code);
      if (counted.retryAfter !== undefined) {
        reply.header('retry-after', String(counted.retryAfter));
        throw new AppError(429, ['too.many.requests']);
      }
      const onHost = answersOn(app.extensions.customHosts.resolve(request.headers.host), counted.entry);
      const answer = onHost && lookupAnswerOf(counted.entry, request.headers['accept-encoding']);
      if (!answer) throw notFound();
      return sendPrepared(reply, answer);
    },
  );

  // The owner's routes below also accept an API credential as the bearer (`apiCredentials: true`).
  const owned = { auth: true, apiCredentials: true } as const;

  app.get(
    '/api/v1/online-addresses/:id',
    {
      config: owned,
      schema: {
        operationId: 'getOnlineAddress',
        tags,
        summary: 'One of my links, with its clicks (null below BASIC)',
        params: IdParams,
        response: { 200: OnlineAddress, 404: ErrorBody },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return toOnlineAddress(
        await getOnlineAddressOrThrow(app.db, user.id, request.params.id),
        linkLensOf(app, user),
      );
    },
  );

  ownedList(
    app,
    '/api/v1/online-addresses',
    {
      config: owned,
      operationId: 'listOnlineAddresses',
      tags,
      summary: 'My links, paged and filtered',
      description:
        'Filters of spec 001 §7; `errorIn=3` is exclusive with 0 and 1, `withClicks` with `withoutClicks` (400). ' +
        "The filter drawer's live count is this call with `size=1` (`totalElements`). Each link's `clicks` is " +
        "null when the owner's plan has no view counts (below BASIC).",
    },
    { querystring: onlineAddressesQuery, page: OnlineAddressPage },
    (db, ownerId, query, owner) => listOnlineAddresses(db, ownerId, query, linkLensOf(app, owner)),
  );

  ownedList(
    app,
    '/api/v1/online-addresses/domains',
    {
      config: owned,
      operationId: 'listOnlineAddressDomains',
      tags,
      summary: 'How many of my links point at each domain (default size 5, total:DESC)',
    },
    { querystring: onlineAddressDomainsQuery, page: DomainSummaryPage },
    listOnlineAddressDomains,
  );

  app.get(
    '/api/v1/online-addresses/code-availability',
    {
      config: owned,
      schema: {
        operationId: 'checkOnlineAddressCode',
        tags,
        summary: "Whether a custom code is free (or already this link's own)",
        querystring: codeAvailabilityQuery,
        response: { 200: CodeAvailability, 404: ErrorBody },
      },
    },
    async (request) =>
      checkCodeAvailability(
        app.db,
        signedInUser(request).id,
        request.query.code,
        request.query.onlineAddressId,
      ),
  );

  app.put(
    '/api/v1/online-addresses/order',
    {
      config: owned,
      schema: {
        operationId: 'reorderOnlineAddresses',
        tags,
        summary: 'Save the manual order of one page of my links (drag and drop; orderBy=position:ASC)',
        body: onlineAddressOrderBody,
        response: { 204: v.null(), 404: ErrorBody },
      },
    },
    async (request, reply) => {
      await reorderOnlineAddresses(app.db, signedInUser(request).id, request.body.ids);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/v1/online-addresses/:id',
    {
      config: owned,
      schema: {
        operationId: 'updateOnlineAddress',
        tags,
        summary: 'Edit one of my links: code and destination (BASIC or better), tags, active',
        params: IdParams,
        body: updateOnlineAddressBody,
        response: { 200: OnlineAddress, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return toOnlineAddress(
        await updateOnlineAddress(app.db, user, request.params.id, request.body, urlSafety),
        linkLensOf(app, user),
      );
    },
  );

  ownedDelete(
    app,
    '/api/v1/online-addresses/:id',
    {
      config: owned,
      operationId: 'deleteOnlineAddress',
      tags,
      summary: 'Delete one of my links (visitors get the not-found page; the code is never reused)',
    },
    deleteOnlineAddress,
  );
};
