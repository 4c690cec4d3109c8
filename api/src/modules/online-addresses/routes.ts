import {
  createOnlineAddressBody,
  ErrorBody,
  IdParams,
  OnlineAddress,
  OnlineAddressPage,
  OnlineAddressView,
  onlineAddressByCodeQuery,
  onlineAddressesQuery,
} from '@atalho/sdk/schemas';
import * as v from 'valibot';
import { signedInUser } from '../../auth/signed-in-user';
import { notFound } from '../../errors';
import { registerHotRoute } from '../../extensions';
import { sendPrepared } from '../../http/hot-path';
import { rateLimitsOf } from '../../http/rate-limits';
import type { AppPlugin } from '../../http/validate';
import type { UrlSafetyOptions } from '../../security/url-safety';
import type { VisitTokens } from '../../security/visit-token';
import type { LinkViewCache } from '../../visitor-cache';
import { createOnlineAddress } from './create-online-address';
import { getOnlineAddressOrThrow } from './get-online-address-or-throw';
import { getOnlineAddressView } from './get-online-address-view';
import { listOnlineAddresses } from './list-online-addresses';
import { toOnlineAddress } from './transform';
import { createLookupAnswers, VISITOR_LOOKUP_PREFIX, visitorLookupHotRoute } from './visitor-lookup';

export interface OnlineAddressRoutesOptions extends Record<string, unknown> {
  cache: LinkViewCache;
  visitTokens: VisitTokens;
  urlSafety: UrlSafetyOptions;
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
  { cache, visitTokens, urlSafety },
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
      const row = await createOnlineAddress(app.db, request.body, request.user, urlSafety);
      return reply.status(201).send(toOnlineAddress(row));
    },
  );

  const lookupAnswerOf = createLookupAnswers(cache, visitTokens);
  registerHotRoute(app, visitorLookupHotRoute(cache, lookupAnswerOf));
  app.get(
    `${VISITOR_LOOKUP_PREFIX}:code`,
    {
      config: { auth: false, rateLimit: limits.codeLookups },
      schema: {
        tags,
        operationId: 'getOnlineAddressByCode',
        summary:
          'Visitor view of a short link by code (view=true); its Visit-Token header makes a click count',
        params: CodeParams,
        querystring: onlineAddressByCodeQuery,
        response: viewResponses,
      },
    },
    async (request, reply) => {
      const entry = await getOnlineAddressView(app.db, cache, request.params.code);
      const answer = lookupAnswerOf(entry, request.headers['accept-encoding']);
      if (!answer) throw notFound();
      return sendPrepared(reply, answer);
    },
  );

  app.get(
    '/api/v1/online-addresses/:id',
    {
      config: { auth: true },
      schema: {
        tags,
        operationId: 'getOnlineAddress',
        summary: 'One of my links',
        params: IdParams,
        response: { 200: OnlineAddress, 404: ErrorBody },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return toOnlineAddress(await getOnlineAddressOrThrow(app.db, user.id, request.params.id));
    },
  );

  app.get(
    '/api/v1/online-addresses',
    {
      config: { auth: true },
      schema: {
        tags,
        operationId: 'listOnlineAddresses',
        summary: 'My links, paged',
        querystring: onlineAddressesQuery,
        response: { 200: OnlineAddressPage },
      },
    },
    async (request) => {
      return listOnlineAddresses(app.db, signedInUser(request).id, request.query);
    },
  );
};
