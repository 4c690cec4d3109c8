import {
  ErrorBody,
  IDEMPOTENCY_HEADER,
  idempotencyHeaders,
  Subscription,
  SubscriptionList,
  SubscriptionOffer,
  SubscriptionPlanParams,
  subscriptionOfferRequest,
  subscriptionRequest,
} from '@atalho/sdk/schemas';
import { signedInUser } from '../../auth/signed-in-user';
import { rateLimitsOf } from '../../http/rate-limits';
import type { AppPlugin } from '../../http/validate';
import { withIdempotency } from '../payments';
import { cancelSubscription } from './cancel-subscription';
import { createSubscription } from './create-subscription';
import { listSubscriptions } from './list-subscriptions';
import { quoteSubscription } from './quote-subscription';

const tags = ['subscriptions'];

export const subscriptionRoutes: AppPlugin = async (app) => {
  app.get(
    '/api/v1/subscriptions',
    {
      config: { auth: true },
      schema: {
        operationId: 'listSubscriptions',
        tags,
        summary: 'My current subscriptions (and those ended in the last 30 days), newest first',
        response: { 200: SubscriptionList },
      },
    },
    async (request) => listSubscriptions(app.db, signedInUser(request).id),
  );

  app.post(
    '/api/v1/subscriptions',
    {
      config: { auth: true, rateLimit: rateLimitsOf(app.config).purchases },
      schema: {
        operationId: 'createSubscription',
        tags,
        summary:
          'Subscribe to a paid plan, or change the one held (upgrade now, prorated; downgrade at the cycle end); Idempotency-Key required',
        headers: idempotencyHeaders,
        body: subscriptionRequest,
        response: { 201: Subscription, 402: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const key = request.headers[IDEMPOTENCY_HEADER];
      const subscription = await withIdempotency(
        app.db,
        { userId: user.id, key, operation: 'subscription' },
        () => createSubscription(app, user, request.body, key),
      );
      return reply.code(201).send(subscription);
    },
  );

  app.post(
    '/api/v1/subscriptions/offer',
    {
      config: { auth: true },
      schema: {
        operationId: 'quoteSubscription',
        tags,
        summary:
          'What subscribing (or changing plan) would charge now: trial or not, discount or not, proration, the next charge (writes nothing)',
        body: subscriptionOfferRequest,
        response: { 200: SubscriptionOffer, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => quoteSubscription(app, signedInUser(request), request.body),
  );

  app.delete(
    '/api/v1/subscriptions/:planId',
    {
      config: { auth: true },
      schema: {
        operationId: 'cancelSubscription',
        tags,
        summary: 'Cancel my subscription to a plan: no renewal, benefits until the current cycle ends',
        params: SubscriptionPlanParams,
        response: { 200: Subscription, 404: ErrorBody },
      },
    },
    async (request) => cancelSubscription(app, signedInUser(request).id, request.params.planId),
  );
};
