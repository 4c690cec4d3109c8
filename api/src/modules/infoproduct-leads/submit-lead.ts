import {
  type LeadDelivery,
  type LeadReceipt,
  type leadBody,
  leadConsentText,
} from '@atalho/sdk/schemas/infoproducts';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { sqlStateOf } from '../../db/sql-state';
import { hasFeature } from '../../entitlements';
import { AppError, notFound } from '../../errors';
import { batchPerTurn } from '../../visitor-views';
import { queueMail } from '../mail';
import { tierOfPlanId } from '../plans';
import { checkLeadAnswers, type LeadErrors } from './check-lead-answers';
import type { DeliveryLinks } from './delivery-link';
import { leadMail } from './lead-mail';
import { findLeadTarget, type LeadWrite, saveLeads } from './queries';

/** A submission refused field by field: the JSON answer names the keys, the HTML form shows each at its field. */
export class LeadRefused extends AppError {
  readonly errors: LeadErrors;

  constructor(errors: LeadErrors) {
    super(400, [...new Set(Object.values(errors))]);
    this.errors = errors;
  }
}

export interface LeadClient {
  ip: string | null;
  userAgent: string | null;
}

/** A user agent is kept as evidence of consent, not as a blob anyone may grow. */
const USER_AGENT_MAX = 512;

const FOREIGN_KEY_VIOLATION = '23503';

export interface SubmittedLead {
  receipt: LeadReceipt;
  infoproductId: number;
}

/**
 * The leads sent in one event-loop turn are written by one statement (and one commit): under a burst of
 * submissions a lead costs a row, not a round trip and a commit of its own. A batch refused because one item or
 * field was deleted meanwhile is written lead by lead, so only that item's leads fail (undefined: not found).
 */
const saveLeadInTurn = batchPerTurn<LeadWrite, { id: number; updated: boolean }>(async (db, writes) => {
  try {
    return await saveLeads(db, writes);
  } catch (error) {
    if (sqlStateOf(error) !== FOREIGN_KEY_VIOLATION) throw error;
    if (writes.length === 1) return new Map();
  }
  const saved = new Map<LeadWrite, { id: number; updated: boolean }>();
  for (const write of writes) {
    try {
      for (const [key, value] of await saveLeads(db, [write])) saved.set(key, value);
    } catch (error) {
      if (sqlStateOf(error) !== FOREIGN_KEY_VIOLATION) throw error;
    }
  }
  return saved;
}, 200);

/**
 * The public lead POST (spec 000 §3, §5): the item's link must be live; the answers are checked against its
 * live fields when its owner has `infoproductPro`; the lead is saved once per e-mail with the consent shown on
 * the page (LGPD: when, from where, which browser, the exact sentence); the visitor gets a signed link to the
 * product, and the same link by e-mail, at most once a day per lead (the message key), so the form cannot be
 * used to flood someone's inbox.
 */
export async function submitLead(
  app: FastifyInstance,
  links: DeliveryLinks,
  body: v.InferOutput<typeof leadBody>,
  client: LeadClient,
): Promise<SubmittedLead> {
  const target = await findLeadTarget(app.db, body.infoproduct.id);
  if (!target) throw notFound();
  const pro = hasFeature(
    { plans: target.planIds.map((planId) => ({ tier: tierOfPlanId(planId) })) },
    'infoproductPro',
  );
  const { answers, errors } = checkLeadAnswers(body.answers, target.fields, pro);
  if (Object.keys(errors).length > 0) throw new LeadRefused(errors);
  const consent = {
    ip: client.ip || null,
    userAgent: client.userAgent ? client.userAgent.slice(0, USER_AGENT_MAX) : null,
    text: leadConsentText(target.title),
  };
  const saved = await saveLeadInTurn(app.db, {
    infoproductId: target.id,
    email: body.email,
    consent,
    answers,
  });
  // The item (or a field) was deleted between the read and the write.
  if (!saved) throw notFound();
  const delivery = target.hasResource ? links.issue(saved.id, target.action) : null;
  if (delivery) await sendDelivery(app, saved.id, target, body.email, delivery);
  return {
    infoproductId: target.id,
    receipt: { id: saved.id, email: body.email, delivery, updated: saved.updated },
  };
}

async function sendDelivery(
  app: FastifyInstance,
  leadId: number,
  target: { ownerId: number; title: string; code: string },
  to: string,
  delivery: LeadDelivery,
): Promise<void> {
  const day = new Date().toISOString().slice(0, 10);
  const mail = leadMail(target.title, `${app.config.publicUrl}/${target.code}`, delivery);
  try {
    await queueMail(app, { key: `lead-delivery:${leadId}:${day}`, userId: target.ownerId, to, ...mail });
  } catch (error) {
    // The lead is saved and the confirmation carries the same link: a failed queue costs the e-mail, not the lead.
    app.log.error({ err: error, leadId }, 'lead delivery e-mail not queued');
  }
}
