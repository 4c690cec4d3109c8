import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import { notifyPaymentSettled } from '../../extensions';
import type { WebhookRequest } from '../../providers/payments';
import { issueReceipt } from './issue-receipt';
import { findPaymentByProviderId, updatePayment } from './queries';

/**
 * A processor's notification: its signature is checked first (401 and nothing changes when it does not
 * verify); then the payment's state is read back from the processor (the notification only names it) and a
 * change reaches subscriptions and credits; a payment now paid gets its receipt. Replays are harmless: an unchanged status does nothing.
 */
export async function handleWebhook(
  app: FastifyInstance,
  request: WebhookRequest,
): Promise<{ updated: boolean }> {
  const provider = app.providers.payments;
  const notice = provider.verifyWebhook(request);
  if (!notice) throw new AppError(401, ['invalid.signature']);
  const payment = await findPaymentByProviderId(app.db, provider.name, notice.providerPaymentId);
  if (!payment) return { updated: false };
  const state = await provider.getPayment(notice.providerPaymentId);
  // A payment never goes back to pending: such a notice is stale (or the processor does not know it).
  if (state.status === payment.status || state.status === 'pending') return { updated: false };
  const updated = await updatePayment(app.db, payment.id, {
    status: state.status,
    failureReason: state.status === 'failed' ? (state.reason ?? 'declined') : payment.failureReason,
  });
  await notifyPaymentSettled(app, updated);
  await issueReceipt(app, updated);
  return { updated: true };
}
