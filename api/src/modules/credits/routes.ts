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
import { signedInUser } from '../../auth/signed-in-user';
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

  app.post(
    '/api/v1/credits',
    {
      config: { auth: true, rateLimit: purchases },
      schema: {
        operationId: 'buyCreditsWithSavedCard',
        tags,
        summary: 'Buy credit (R$ 20–1000, steps of R$ 10) with a saved card; Idempotency-Key required',
        headers: idempotencyHeaders,
        body: creditPurchaseWithSavedCard,
        response: purchaseResponses,
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const key = request.headers[IDEMPOTENCY_HEADER];
      const entry = await withIdempotency(app.db, { userId: user.id, key, operation: 'credits' }, () =>
        buyWithSavedCard(app, user, request.body, key),
      );
      return reply.code(201).send(entry);
    },
  );

  app.put(
    '/api/v1/credits',
    {
      config: { auth: true, rateLimit: purchases },
      schema: {
        operationId: 'buyCreditsWithNewCard',
        tags,
        summary: 'Buy credit with a new card (tokenised in the browser), saved for next time',
        headers: idempotencyHeaders,
        body: creditPurchaseWithNewCard,
        response: purchaseResponses,
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const key = request.headers[IDEMPOTENCY_HEADER];
      const entry = await withIdempotency(app.db, { userId: user.id, key, operation: 'credits' }, () =>
        buyWithNewCard(app, user, request.body, key),
      );
      return reply.code(201).send(entry);
    },
  );
};
