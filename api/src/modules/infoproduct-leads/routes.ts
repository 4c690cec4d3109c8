import type { InfoproductPageState } from '@atalho/sdk/infoproduct-page';
import { ErrorBody, IdParams, messageKeys } from '@atalho/sdk/schemas';
import {
  LEADS_CSV,
  LeadPage,
  LeadReceipt,
  leadBody,
  leadsExportQuery,
  leadsQuery,
} from '@atalho/sdk/schemas/infoproducts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as v from 'valibot';
import { signedInUser } from '../../auth/signed-in-user';
import { notFound } from '../../errors';
import { ownedDelete, ownedList } from '../../http/owned-routes';
import { rateLimitsOf } from '../../http/rate-limits';
import type { AppPlugin } from '../../http/validate';
import { renderInfoproductDocument } from '../infoproducts';
import type { DeliveryLinks } from './delivery-link';
import { exportLeads } from './export-leads';
import { FORM_TYPE, formErrorsOf, formValuesOf, isFormRequest } from './lead-form';
import { listLeads } from './list-leads';
import { deleteOwnedLead } from './queries';
import { serveDelivery } from './serve-delivery';
import { LeadRefused, submitLead } from './submit-lead';

export interface LeadRoutesOptions extends Record<string, unknown> {
  links: DeliveryLinks;
}

const tags = ['infoproducts-forms-answers'];
const path = '/api/v1/infoproducts-forms-answers';

const deliveryQuery = v.object({
  expires: v.optional(v.pipe(v.string(messageKeys.invalid), v.maxLength(20, messageKeys.invalidSize))),
  signature: v.optional(v.pipe(v.string(messageKeys.invalid), v.maxLength(100, messageKeys.invalidSize))),
});

/** The lead page again, as the answer to its HTML form (visitors without JavaScript). */
async function answerWithPage(
  app: FastifyInstance,
  reply: FastifyReply,
  status: number,
  infoproductId: number,
  state: InfoproductPageState,
) {
  const page = await renderInfoproductDocument(app, infoproductId, state);
  if (!page) throw notFound();
  return reply
    .status(status)
    .headers(page.headers)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(page.html);
}

/** Leads (spec 001 §7 "Leads", spec 000 §3): the visitor's submission and delivery, the owner's reads. */
export const leadRoutes: AppPlugin<LeadRoutesOptions> = async (app, { links }) => {
  app.post(
    path,
    {
      config: { auth: false, rateLimit: rateLimitsOf(app.config).leads },
      // A form's mistakes are answered with the page (its fields marked), not with JSON.
      attachValidation: true,
      schema: {
        tags,
        operationId: 'createInfoproductsFormsAnswer',
        summary:
          "Leave an e-mail (and the page's answers) on an info-product page; JSON, or the page's HTML form answered with the page",
        consumes: ['application/json', FORM_TYPE],
        body: leadBody,
        response: { 200: LeadReceipt, 201: LeadReceipt, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const form = isFormRequest(request);
      if (request.validationError) {
        if (!form) throw request.validationError;
        const parsed = v.safeParse(leadBody, request.body);
        const errors = parsed.success ? {} : formErrorsOf(request.body, parsed.issues);
        if (errors === 'not.found') throw notFound();
        const values = formValuesOf(request.body);
        return answerWithPage(app, reply, 400, request.body.infoproduct.id, { kind: 'form', values, errors });
      }
      const client = { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
      try {
        const { receipt, infoproductId } = await submitLead(app, links, request.body, client);
        if (form) {
          const state = { kind: 'sent', email: receipt.email, delivery: receipt.delivery } as const;
          return await answerWithPage(app, reply, 200, infoproductId, state);
        }
        return reply.status(receipt.updated ? 200 : 201).send(receipt);
      } catch (error) {
        if (!form || !(error instanceof LeadRefused)) throw error;
        const state = { kind: 'form', values: formValuesOf(request.body), errors: error.errors } as const;
        return answerWithPage(app, reply, 400, request.body.infoproduct.id, state);
      }
    },
  );

  ownedList(
    app,
    path,
    {
      config: { auth: true },
      tags,
      operationId: 'listInfoproductsFormsAnswers',
      summary: "One of my info products' leads, paged (e-mails masked below PRO)",
    },
    { querystring: leadsQuery, page: LeadPage },
    listLeads,
  );

  app.get(
    `${path}/export`,
    {
      config: { auth: true },
      schema: {
        tags,
        operationId: 'exportInfoproductsFormsAnswers',
        summary: `Every lead of one of my info products as ${LEADS_CSV.fileName} (semicolon-separated), streamed`,
        querystring: leadsExportQuery,
        response: {
          200: {
            description: `${LEADS_CSV.fileName}: email, one column per field, then the consent columns`,
            content: { 'text/csv': { schema: { type: 'string' } } },
          },
          404: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const stream = await exportLeads(app.db, signedInUser(request).id, request.query.infoproductId);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${LEADS_CSV.fileName}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );

  app.get(
    `${path}/:id/delivery`,
    {
      config: { auth: false },
      schema: {
        tags,
        operationId: 'getInfoproductsFormsAnswerDelivery',
        summary: "A lead's e-book through its signed, expiring link (DOWNLOAD saves it, ACCESS opens it)",
        params: IdParams,
        querystring: deliveryQuery,
        response: {
          200: {
            description: 'The e-book (PDF)',
            content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
          },
          404: ErrorBody,
          410: ErrorBody,
        },
      },
    },
    (request, reply) => serveDelivery(app, links, request, reply, request.params.id, request.query),
  );

  ownedDelete(
    app,
    `${path}/:id`,
    {
      config: { auth: true },
      tags,
      operationId: 'deleteInfoproductsFormsAnswer',
      summary: "Delete one of my info products' leads",
    },
    async (db, ownerId, id) => {
      if (!(await deleteOwnedLead(db, ownerId, id))) throw notFound();
    },
  );
};
