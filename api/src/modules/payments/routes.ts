import {
  CardToken,
  ErrorBody,
  PaymentsConfig,
  SavedCardList,
  sandboxCardTokenBody,
} from '@atalho/sdk/schemas';
import * as v from 'valibot';
import { signedInUser } from '../../auth/signed-in-user';
import { rateLimitsOf } from '../../http/rate-limits';
import type { AppPlugin } from '../../http/validate';
import { SandboxPaymentProvider } from '../../providers/payments';
import { handleWebhook } from './handle-webhook';
import { listOwnedCards } from './queries';
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
    async (request) => (await listOwnedCards(app.db, signedInUser(request).id)).map(toSavedCard),
  );
};
