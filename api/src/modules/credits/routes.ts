import {
  CreditBalance,
  CreditEntry,
  CreditEntryPage,
  creditPurchaseWithNewCard,
  creditPurchaseWithSavedCard,
  creditsQuery,
  ErrorBody,
  IDEMPOTENCY_HEADER,
  idempotencyHeaders,
} from '@atalho/sdk/schemas';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { signedInUser } from '../../auth/signed-in-user';
import type { AuthenticatedUser } from '../../auth/types';
import { ownedList } from '../../http/owned-routes';
import { rateLimitsOf } from '../../http/rate-limits';
import type { AppPlugin } from '../../http/validate';
import { withIdempotency } from '../payments';
import { buyWithNewCard, buyWithSavedCard } from './buy-credits';
import { listCredits } from './list-credits';
import { balanceOf } from './queries';

const tags = ['credits'];
const purchaseResponses = {
  201: CreditEntry,
  402: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  422: ErrorBody,
};

export const creditRoutes: AppPlugin = async (app) => {
  const purchases = rateLimitsOf(app.config).purchases;

  ownedList(
    app,
    '/api/v1/credits',
    {
      config: { auth: true },
      operationId: 'listCredits',
      tags,
      summary: 'My credit ledger (amounts in centavos); the wizard asks statusIn=PAID,SUCCESS',
    },
    { querystring: creditsQuery, page: CreditEntryPage },
    listCredits,
  );

  app.get(
    '/api/v1/credits/balance',
    {
      config: { auth: true },
      schema: {
        operationId: 'getCreditBalance',
        tags,
        summary: 'What I can spend: remaining of PAID and SUCCESS entries, in centavos',
        response: { 200: CreditBalance },
      },
    },
    async (request) => ({ balance: await balanceOf(app.db, signedInUser(request).id) }),
  );

  /** The same purchase under one Idempotency-Key, answered 201: with a saved card (POST) or a new one (PUT). */
  function purchaseRoute<Body extends v.GenericSchema>(
    method: 'POST' | 'PUT',
    { operationId, summary, body }: { operationId: string; summary: string; body: Body },
    buy: (
      app: FastifyInstance,
      user: AuthenticatedUser,
      body: v.InferOutput<Body>,
      key: string,
    ) => Promise<CreditEntry>,
  ): void {
    app.route({
      method,
      url: '/api/v1/credits',
      config: { auth: true, rateLimit: purchases },
      schema: { operationId, tags, summary, headers: idempotencyHeaders, body, response: purchaseResponses },
      handler: async (request, reply) => {
        const user = signedInUser(request);
        const key = request.headers[IDEMPOTENCY_HEADER];
        const entry = await withIdempotency(app.db, { userId: user.id, key, operation: 'credits' }, () =>
          buy(app, user, request.body, key),
        );
        return reply.code(201).send(entry);
      },
    });
  }

  purchaseRoute(
    'POST',
    {
      operationId: 'buyCreditsWithSavedCard',
      summary: 'Buy credit (R$ 20–1000, steps of R$ 10) with a saved card; Idempotency-Key required',
      body: creditPurchaseWithSavedCard,
    },
    buyWithSavedCard,
  );
  purchaseRoute(
    'PUT',
    {
      operationId: 'buyCreditsWithNewCard',
      summary: 'Buy credit with a new card (tokenised in the browser), saved for next time',
      body: creditPurchaseWithNewCard,
    },
    buyWithNewCard,
  );
};
