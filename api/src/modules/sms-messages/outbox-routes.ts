import { idString, messageKeys } from '@atalho/sdk/schemas';
import * as v from 'valibot';
import { AppError } from '../../errors';
import type { AppPlugin } from '../../http/validate';
import type { OutboxInboundBody, OutboxStatusBody } from '../../providers/sms/outbox';
import { smsOutboxPage } from './outbox-page';
import { findSmsMessage, listNewestSms } from './queries';
import { receiveInboundSms, receiveSmsStatus } from './receive-sms-webhook';
import { toSmsOutboxItem } from './transform';

const OUTBOX_LIMIT = 50;
const FORM_TYPE = 'application/x-www-form-urlencoded';
const FORM_BODY_LIMIT = 8 * 1024;

const outboxQuery = v.object({
  /** Only the messages to this number (13 digits): what a test reads its code from. */
  to: v.optional(v.pipe(v.string(), v.regex(/^\d{13}$/, messageKeys.invalid))),
  /** `json` answers JSON to a browser too. */
  format: v.optional(v.picklist(['json', 'html'], messageKeys.invalid)),
});
const MessageParams = v.object({ id: idString });
const replyBody = v.object({
  replyId: v.pipe(v.string(), v.uuid(messageKeys.invalid)),
  text: v.pipe(v.string(), v.maxLength(160, messageKeys.invalidSize)),
});
/** Replies and receipts simulated per address per minute: a person clicking, never a flood. */
const SIMULATIONS = { max: 300, timeWindow: 60_000 };
const statusBody = v.object({ status: v.picklist(['DELIVERED', 'FAILED'], messageKeys.invalid) });

/**
 * The development SMS outbox (decision 032), like the e-mail one (decision 028): registered only with the
 * outbox adapter outside production, because it shows every number the product wrote to, and lets anyone
 * reply as any contact. A browser gets the page; any other client (or `?format=json`) `{ content: [...] }`,
 * newest first, `?to=` keeping one number's. Its forms post a reply or a receipt through the outbox adapter's
 * webhook use cases, the path Zenvia's webhooks take, then come back to the page. Not in the OpenAPI document.
 */
export const smsOutboxRoutes: AppPlugin = async (app) => {
  const gateway = app.providers.sms;
  // The page's forms work without script: their bodies are read here only (every other route answers 415).
  app.addContentTypeParser(
    FORM_TYPE,
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      done(null, Object.fromEntries(new URLSearchParams(text)));
    },
  );

  app.get(
    '/api/v1/sms-outbox',
    { config: { auth: false }, schema: { hide: true, querystring: outboxQuery } },
    async (request, reply) => {
      const rows = await listNewestSms(app.db, { limit: OUTBOX_LIMIT, to: request.query.to });
      const items = rows.map(toSmsOutboxItem);
      reply.header('cache-control', 'no-store').header('vary', 'accept');
      const html =
        request.query.format === 'html' ||
        (request.query.format !== 'json' && request.headers.accept?.includes('text/html'));
      if (html) return reply.type('text/html; charset=utf-8').send(smsOutboxPage(items, OUTBOX_LIMIT));
      return { content: items };
    },
  );

  const messageOrThrow = async (id: number) => {
    const row = await findSmsMessage(app.db, id);
    if (!row) throw new AppError(404, [messageKeys.notFound]);
    return row;
  };
  const asWebhook = (body: OutboxInboundBody | OutboxStatusBody) => ({
    rawBody: JSON.stringify(body),
    headers: {},
  });
  const backToPage = (id: number) => `/api/v1/sms-outbox#sms-${id}`;

  app.post(
    '/api/v1/sms-outbox/:id/reply',
    {
      config: { auth: false, rateLimit: SIMULATIONS },
      schema: { hide: true, params: MessageParams, body: replyBody },
    },
    async (request, reply) => {
      const message = await messageOrThrow(request.params.id);
      const { replyId, text } = request.body;
      const result = await receiveInboundSms(
        app,
        gateway,
        asWebhook({ id: `outbox-reply-${replyId}`, from: message.to, to: null, text }),
      );
      if (request.headers['content-type']?.startsWith(FORM_TYPE))
        return reply.redirect(backToPage(message.id), 303);
      return result;
    },
  );

  app.post(
    '/api/v1/sms-outbox/:id/status',
    {
      config: { auth: false, rateLimit: SIMULATIONS },
      schema: { hide: true, params: MessageParams, body: statusBody },
    },
    async (request, reply) => {
      const message = await messageOrThrow(request.params.id);
      if (!message.providerMessageId || message.adapter !== gateway.name)
        throw new AppError(409, [messageKeys.conflict]);
      const result = await receiveSmsStatus(
        app,
        gateway,
        asWebhook({
          id: message.providerMessageId,
          status: request.body.status,
          reason: request.body.status === 'FAILED' ? 'falha simulada na caixa de saída' : null,
        }),
      );
      if (request.headers['content-type']?.startsWith(FORM_TYPE))
        return reply.redirect(backToPage(message.id), 303);
      return result;
    },
  );
};
