import { ErrorBody, messageKeys } from '@atalho/sdk/schemas';
import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { AppError } from '../../errors';
import { jsonNestsDeeper } from '../../http/json-depth';
import type { AppPlugin } from '../../http/validate';
import { type WebhookRequest, WebhookSignatureError } from '../../providers/sms';
import { receiveInboundSms, receiveSmsStatus } from './receive-sms-webhook';

const tags = ['sms-webhooks'];

/** A gateway event is a few hundred bytes; Zenvia's carry one event each. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

const WebhookParams = v.object({ adapter: v.picklist(['outbox', 'zenvia'], messageKeys.invalid) });
const webhookBody = v.optional(v.nullable(v.record(v.string(), v.unknown())));
const WebhookAnswer = v.object({ received: v.number() });

/** The text each webhook body arrived as: the adapters check and read it themselves (signatures hash bytes). */
const rawBodies = new WeakMap<FastifyRequest, string>();

/**
 * The gateway's webhooks (decision 032): `POST /api/v1/sms-webhooks/{adapter}/inbound` (replies) and `/status`
 * (delivery receipts), public and rate limited. Only the configured adapter's answer (404 otherwise), and the
 * outbox's never in production, where nothing would prove a reply real. The adapter checks authenticity (401,
 * nothing changes); an event it cannot read is acknowledged and ignored, so the gateway does not retry it.
 */
export const smsWebhookRoutes: AppPlugin = async (app) => {
  const gateway = app.providers.sms;
  const accepted = (adapter: string) =>
    adapter === gateway.name && !(adapter === 'outbox' && app.config.isProduction);

  // Parsed as everywhere else (depth checked, 400 `invalid.json`), with the text kept for the adapter.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
    (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      rawBodies.set(request, text);
      if (text.trim() === '') return done(null, undefined);
      if (jsonNestsDeeper(text)) return done(new AppError(400, [messageKeys.invalidJson]), undefined);
      try {
        return done(null, JSON.parse(text));
      } catch {
        return done(new AppError(400, [messageKeys.invalidJson]), undefined);
      }
    },
  );

  const webhookOf = (request: FastifyRequest): WebhookRequest => ({
    rawBody: rawBodies.get(request) ?? '',
    headers: request.headers,
  });

  const route = (
    path: 'inbound' | 'status',
    operationId: string,
    summary: string,
    receive: typeof receiveInboundSms,
  ) =>
    app.post(
      `/api/v1/sms-webhooks/:adapter/${path}`,
      {
        bodyLimit: WEBHOOK_BODY_LIMIT,
        config: {
          auth: false,
          rateLimit: { max: app.config.smsWebhooksPerMinute, timeWindow: 60_000 },
        },
        schema: {
          operationId,
          tags,
          summary,
          params: WebhookParams,
          body: webhookBody,
          response: { 200: WebhookAnswer, 401: ErrorBody, 404: ErrorBody },
        },
      },
      async (request) => {
        if (!accepted(request.params.adapter)) throw new AppError(404, [messageKeys.notFound]);
        try {
          return await receive(app, gateway, webhookOf(request));
        } catch (error) {
          if (error instanceof WebhookSignatureError) throw new AppError(401, [messageKeys.unauthorized]);
          // The gateway retries what was not acknowledged; a handler's failure is worth another try.
          request.log.error({ err: error }, 'sms webhook not processed');
          throw new AppError(503, ['service.unavailable']);
        }
      },
    );

  route(
    'inbound',
    'receiveSmsInbound',
    "SMS gateway webhook: a contact's reply (stored once per provider id; stop words opt out)",
    receiveInboundSms,
  );
  route(
    'status',
    'receiveSmsStatus',
    'SMS gateway webhook: delivery receipts of sent messages',
    receiveSmsStatus,
  );
};
