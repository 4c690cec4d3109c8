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
import { AppError, notFound } from '../../errors';
import { registerHotRoute } from '../../extensions';
import { sendPrepared } from '../../http/hot-path';
import type { AppPlugin } from '../../http/validate';
import type { RateLimiter } from '../../security/rate-limiter';
import type { UrlSafetyOptions } from '../../security/url-safety';
import type { LinkViewCache } from '../../visitor-cache';
import { createOnlineAddress } from './create-online-address';
import { getOnlineAddressOrThrow } from './get-online-address-or-throw';
import { getOnlineAddressView } from './get-online-address-view';
import { listOnlineAddresses } from './list-online-addresses';
import { toOnlineAddress } from './transform';
import { VISITOR_LOOKUP_PREFIX, visitorLookupHotRoute } from './visitor-lookup';

export interface OnlineAddressRoutesOptions extends Record<string, unknown> {
  cache: LinkViewCache;
  anonymousLimiter: RateLimiter;
  urlSafety: UrlSafetyOptions;
}

const CodeParams = v.object({
  code: v.pipe(v.string(), v.minLength(1, 'invalid'), v.maxLength(64, 'invalid')),
});
const tags = ['online-addresses'];
// Widened on purpose: the view is sent as JSON serialised once and cached, not re-serialised per request.
const viewResponses: Record<number, v.GenericSchema> = { 200: OnlineAddressView, 404: ErrorBody };

export const onlineAddressRoutes: AppPlugin<OnlineAddressRoutesOptions> = async (
  app,
  { cache, anonymousLimiter, urlSafety },
) => {
  app.post(
    '/api/v1/online-addresses',
    {
      config: { auth: false },
      schema: {
        tags,
        summary: 'Shorten a URL (anonymous or owned)',
        body: createOnlineAddressBody,
        response: { 201: OnlineAddress, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      if (!request.user && !anonymousLimiter.take(request.ip)) throw new AppError(429, ['rate.limited']);
      const row = await createOnlineAddress(app.db, request.body, request.user, urlSafety);
      return reply.status(201).send(toOnlineAddress(row));
    },
  );

  registerHotRoute(app, visitorLookupHotRoute(cache));
  app.get(
    `${VISITOR_LOOKUP_PREFIX}:code`,
    {
      config: { auth: false },
      schema: {
        tags,
        summary: 'Visitor view of a short link by code (view=true)',
        params: CodeParams,
        querystring: onlineAddressByCodeQuery,
        response: viewResponses,
      },
    },
    async (request, reply) => {
      const cached = await getOnlineAddressView(app.db, cache, request.params.code);
      if (!cached.response) throw notFound();
      return sendPrepared(reply, cached.response);
    },
  );

  app.get(
    '/api/v1/online-addresses/:id',
    {
      config: { auth: true },
      schema: {
        tags,
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
