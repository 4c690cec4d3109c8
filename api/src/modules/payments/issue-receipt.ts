import type { Receipt } from '@atalho/sdk/schemas/receipts';
import type { FastifyInstance } from 'fastify';
import { queueMail } from '../mail';
import { planCatalogue } from '../plans';
import { findReceiptSources, insertReceipt, type PaymentRow, type ReceiptRow } from './queries';
import { receiptMail } from './receipt-mail';

export function toReceipt(row: ReceiptRow): Receipt {
  const plan = planCatalogue.find((entry) => entry.id === row.subscriptionPlanId);
  return {
    id: row.id,
    issuedAt: row.issuedAt.toISOString(),
    purpose: row.purpose,
    amount: row.amount,
    subscriptionPlan: plan ? { id: plan.id, name: plan.name } : null,
    interval: row.interval,
    cycle: row.cycle,
    card:
      row.cardBrand && row.cardLastFourDigits
        ? { brand: row.cardBrand, lastFourDigits: row.cardLastFourDigits }
        : null,
    payer: { name: row.payerName, document: row.payerDocument },
    issuer: row.issuer,
  };
}

/**
 * Issues the receipt of a paid charge and e-mails it (issue 35 item 4): a subscription, a renewal or credits,
 * whether it was paid at once or settled later by a webhook. Once per payment (unique `payment_id`; the mail's
 * key is the receipt's). A receipt that cannot be written does not undo the charge: it is logged.
 */
export async function issueReceipt(app: FastifyInstance, payment: PaymentRow): Promise<void> {
  if (payment.status !== 'paid') return;
  try {
    const sources = await findReceiptSources(app.db, payment);
    if (!sources) return;
    const row = await insertReceipt(app.db, {
      userId: payment.userId,
      paymentId: payment.id,
      purpose: payment.purpose,
      amount: payment.amount,
      subscriptionPlanId: sources.subscription?.planId ?? null,
      interval: sources.subscription?.interval ?? null,
      cycle: payment.cycle,
      cardBrand: sources.card?.brand ?? null,
      cardLastFourDigits: sources.card?.lastFourDigits ?? null,
      payerName: sources.customer?.name ?? '',
      payerDocument: sources.customer?.document ?? '',
      issuer: app.config.receiptIssuer,
    });
    if (!row) return;
    const mail = receiptMail(toReceipt(row), `${app.config.publicUrl}/painel/subscriptions`);
    await queueMail(app, { key: `receipt:${row.id}`, userId: row.userId, to: sources.email, ...mail });
  } catch (error) {
    app.log.error({ err: error, paymentId: payment.id }, 'receipt not issued');
  }
}
