import { ErrorBody, IdParams, pagingQueryEntries } from '@atalho/sdk/schemas';
import {
  ConsentRecordPage,
  Contact,
  ContactCodeParams,
  OptInRequested,
  OptResult,
  optInRequestAllQuery,
  optPayload,
  SMS_LIMITS,
  SmsOptInConfig,
  smsMessageKeys,
} from '@atalho/sdk/schemas/sms';
import type { OptPageState } from '@atalho/sdk/sms-opt-page';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { signedInUser } from '../../auth/signed-in-user';
import { AppError, notFound } from '../../errors';
import { rateLimitsOf } from '../../http/rate-limits';
import type { AppPlugin } from '../../http/validate';
import { getContactOrThrow } from '../contacts/get-contact-or-throw';
import { toContact } from '../contacts/transform';
import { exportConsents } from './export-consents';
import { listConsents } from './list-consents';
import { type OptDirection, optByCode } from './opt-by-code';
import { FORM_TYPE, isFormRequest } from './opt-form';
import { optPageDocument, optPageStateOf } from './opt-pages';
import { findBusinessOfCode } from './queries';
import { requestOptIn, requestOptInForAll } from './request-opt-in';

const tags = ['contact-consents'];
const sending = { feature: 'smsSending' } as const;
const HOUR = 60 * 60_000;

/** Tries on each public page route per client address and hour, wrong or right (a person needs one or two). */
const optRateLimit = {
  max: SMS_LIMITS.optAttemptsPerAddress,
  timeWindow: HOUR,
  keyGenerator: (request: FastifyRequest) => `sms-opt:${request.ip}`,
};

const consentsQuery = v.object({ page: pagingQueryEntries.page, size: pagingQueryEntries.size });

/** The consent of the SMS contacts (spec 002 §4, §8; spec 000 §2): opt-in requests, the public pages, the proof. */
export const consentRoutes: AppPlugin = async (app) => {
  const { publicUrl } = app.config;

  app.get(
    '/api/v1/sms-configs/opt-in/:code',
    {
      config: { auth: false, rateLimit: rateLimitsOf(app.config).codeLookups },
      schema: {
        tags,
        operationId: 'getSmsConfigOptIn',
        summary: "The business a contact's opt-in code belongs to (the public /i/{code} and /o/{code} pages)",
        params: ContactCodeParams,
        response: { 200: SmsOptInConfig, 404: ErrorBody },
      },
    },
    async (request) => {
      const business = await findBusinessOfCode(app.db, request.params.code);
      if (business === null) throw notFound();
      return { business };
    },
  );

  app.patch(
    '/api/v1/contacts/opt-in-request',
    {
      config: sending,
      schema: {
        tags,
        operationId: 'requestContactsOptIn',
        summary:
          'Ask every SAVED contact for consent by SMS (R$ 0,30 each, one debit); 409 conflict when `count` no longer matches, 402 insufient.credits, 400 businerRequiredInfo',
        querystring: optInRequestAllQuery,
        response: { 200: OptInRequested, 400: ErrorBody, 402: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => requestOptInForAll(app.db, publicUrl, signedInUser(request).id, request.query.count),
  );

  app.patch(
    '/api/v1/contacts/:id/opt-in-request',
    {
      config: sending,
      schema: {
        tags,
        operationId: 'requestContactOptIn',
        summary:
          'Ask one of my contacts for consent by SMS (R$ 0,30); 409 conflict when its status cannot be asked, 402 insufient.credits, 400 businerRequiredInfo',
        params: IdParams,
        response: { 200: Contact, 400: ErrorBody, 402: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      await requestOptIn(app.db, publicUrl, userId, request.params.id);
      return toContact(await getContactOrThrow(app.db, userId, request.params.id));
    },
  );

  for (const direction of ['in', 'out'] as const) {
    const url = `/api/v1/contacts/opt-${direction}`;
    const word = direction === 'in' ? 'Give' : 'Withdraw';
    const refused = direction === 'in' ? smsMessageKeys.optInRefused : smsMessageKeys.optOutRefused;
    const handler = (request: FastifyRequest, reply: FastifyReply) =>
      answerOpt(direction, request as FastifyRequest<{ Body: v.InferOutput<typeof optPayload> }>, reply);
    for (const method of ['PATCH', 'POST'] as const) {
      app.route({
        method,
        url,
        config: { auth: false, rateLimit: optRateLimit },
        attachValidation: true,
        schema: {
          tags,
          operationId: `${method === 'PATCH' ? 'update' : 'submit'}ContactOpt${direction === 'in' ? 'In' : 'Out'}`,
          summary:
            method === 'PATCH'
              ? `${word} consent with the code and the number's last four digits (public); 400 ${refused}, 429 after too many wrong tries`
              : `The same as PATCH for the page's HTML form (JavaScript off), answered with a small HTML page`,
          consumes: ['application/json', FORM_TYPE],
          body: optPayload,
          response: { 200: OptResult, 400: ErrorBody, 429: ErrorBody },
        },
        handler,
      });
    }
  }

  async function answerOpt(
    direction: OptDirection,
    request: FastifyRequest<{ Body: v.InferOutput<typeof optPayload> }>,
    reply: FastifyReply,
  ) {
    const form = isFormRequest(request);
    const html = (status: number, state: OptPageState) =>
      reply
        .status(status)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(optPageDocument(state));
    try {
      if (request.validationError) throw request.validationError;
      const client = { ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 512) ?? null };
      const result = await optByCode(app.db, direction, request.body, client);
      return form ? html(200, { kind: 'done', direction, business: result.business }) : result;
    } catch (error) {
      if (!form) throw error;
      const status = error instanceof AppError ? error.status : request.validationError ? 400 : undefined;
      if (status === undefined) throw error;
      // The form again, saying why (an unknown code: the invalid link's page).
      const code = typeof request.body?.smsOptInCode === 'string' ? request.body.smsOptInCode : '';
      const state = await optPageStateOf(app, direction, code);
      const reason = status === 429 ? 'tooMany' : 'refused';
      return html(status, state.kind === 'form' ? { ...state, error: reason } : state);
    }
  }

  app.get(
    '/api/v1/contacts/:id/consents',
    {
      config: { auth: true },
      schema: {
        tags,
        operationId: 'listContactConsents',
        summary: "One of my contacts' consent record (the LGPD proof), newest first",
        params: IdParams,
        querystring: consentsQuery,
        response: { 200: ConsentRecordPage, 404: ErrorBody },
      },
    },
    async (request) =>
      listConsents(app.db, signedInUser(request).id, request.params.id, {
        page: request.query.page,
        size: request.query.size,
      }),
  );

  app.get(
    '/api/v1/contacts/:id/consents/export',
    {
      config: { auth: true },
      schema: {
        tags,
        operationId: 'exportContactConsents',
        summary: "One of my contacts' consent record as CSV (semicolon-separated, UTF-8 with BOM)",
        params: IdParams,
        response: {
          200: {
            description: 'consentimentos-{id}.csv',
            content: { 'text/csv': { schema: { type: 'string' } } },
          },
          404: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const csv = await exportConsents(app.db, signedInUser(request).id, request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="consentimentos-${request.params.id}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
