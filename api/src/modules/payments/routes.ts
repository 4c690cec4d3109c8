import {
  CardParams,
  CardToken,
  ErrorBody,
  NoContent,
  PaymentsConfig,
  removeCardQuery,
  SavedCard,
  SavedCardList,
  sandboxCardTokenBody,
} from '@atalho/sdk/schemas';
import { ReceiptPage, receiptsQuery } from '@atalho/sdk/schemas/receipts';
import * as v from 'valibot';
import { signedInUser } from '../../auth/signed-in-user';
import { ownedList } from '../../http/owned-routes';
import { rateLimitsOf } from '../../http/rate-limits';
import type { AppPlugin } from '../../http/validate';
import { SandboxPaymentProvider } from '../../providers/payments';
import { handleWebhook } from './handle-webhook';
import { listReceipts } from './list-receipts';
import { listOwnedCards } from './queries';
import { removeCard } from './remove-card';
import { setDefaultCard } from './set-default-card';
import { toSavedCard } from './transform';

const tags = ['payments'];

/** Mercado Pago posts `?data.id=…&type=payment`; the sandbox posts `{"paymentId":"…"}`. */
const webhookQuery = v.object({
  'data.id': v.optional(v.pipe(v.string(), v.maxLength(100))),
  type: v.optional(v.pipe(v.string(), v.maxLength(50))),
});
const webhookBody = v.optional(v.nullable(v.record(v.string(), v.unknown())));

export const paymentRoutes: AppPlugin = async (app) => {
  const provider = app.providers.payments;
  const limits = rateLimitsOf(app.config);

  app.get(
    '/api/v1/payments/config',
    {
      config: { auth: false },
      schema: {
        operationId: 'getPaymentsConfig',
        tags,
        summary: 'How the browser tokenises cards: the provider, its public key, the sandbox test cards',
        response: { 200: PaymentsConfig },
      },
    },
    async () => ({
      provider: provider.name,
      publicKey: provider.publicKey,
      testCards: [...provider.testCards],
    }),
  );

  if (provider instanceof SandboxPaymentProvider) {
    app.post(
      '/api/v1/payments/sandbox/card-tokens',
      {
        config: { auth: true, rateLimit: limits.purchases },
        schema: {
          operationId: 'createSandboxCardToken',
          tags,
          summary: 'Sandbox only: the stand-in for a processor tokeniser (test cards; nothing is stored)',
          body: sandboxCardTokenBody,
          response: { 201: CardToken },
        },
      },
      async (request, reply) => reply.code(201).send(provider.tokenize(request.body)),
    );
  }

  app.post(
    '/api/v1/payments/webhook',
    {
      config: { auth: false },
      schema: {
        operationId: 'receivePaymentWebhook',
        tags,
        summary: 'Payment processor notifications (signature checked; 401 changes nothing)',
        querystring: webhookQuery,
        body: webhookBody,
        response: { 200: v.object({ updated: v.boolean() }), 401: ErrorBody },
      },
    },
    async (request) =>
      handleWebhook(app, { headers: request.headers, query: request.query, body: request.body }),
  );

  app.get(
    '/api/v1/cards',
    {
      config: { auth: true },
      schema: {
        operationId: 'listCards',
        tags: ['cards'],
        summary: 'My saved cards (only active ones can be chosen)',
        response: { 200: SavedCardList },
      },
    },
    async (request) =>
      (await listOwnedCards(app.db, signedInUser(request).id)).map((row) => toSavedCard(row)),
  );

  ownedList(
    app,
    '/api/v1/receipts',
    {
      config: { auth: true },
      operationId: 'listReceipts',
      tags: ['receipts'],
      summary: 'My receipts, newest first: one per paid charge (subscription, renewal, credits)',
    },
    { querystring: receiptsQuery, page: ReceiptPage },
    listReceipts,
  );

  app.delete(
    '/api/v1/cards/:cardId',
    {
      config: { auth: true },
      schema: {
        operationId: 'deleteCard',
        tags: ['cards'],
        summary:
          'Remove a saved card; one a live subscription will charge needs replacementCardId (409 card.in.use)',
        params: CardParams,
        querystring: removeCardQuery,
        response: { 204: NoContent, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody },
      },
    },
    async (request, reply) => {
      const { cardId } = request.params;
      await removeCard(app, signedInUser(request).id, cardId, request.query.replacementCardId);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/api/v1/cards/:cardId/default',
    {
      config: { auth: true },
      schema: {
        operationId: 'setDefaultCard',
        tags: ['cards'],
        summary: 'Make a saved card the one purchases use first',
        params: CardParams,
        response: { 200: SavedCard, 404: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => setDefaultCard(app, signedInUser(request).id, request.params.cardId),
  );
};
