import type { FastifyInstance } from 'fastify';
import type { SmsGateway, WebhookRequest } from '../../providers/sms';
import { handlersOf, inboundSmsHandlers } from './kinds';
import { insertInboundSms, markSentSmsFailed, markSmsDelivered } from './queries';
import { recordSmsOutcome } from './send-sms';

/**
 * Replies a gateway posted (decision 032): each stored once per provider id, and every inbound handler (the
 * consent module's stop words) hears it in the transaction that stores it, so a retried webhook, or a reply
 * posted twice from the outbox page, acts once. Throws the gateway's `WebhookSignatureError` for a request that
 * is not its own.
 */
export async function receiveInboundSms(
  app: FastifyInstance,
  gateway: SmsGateway,
  request: WebhookRequest,
): Promise<{ received: number }> {
  let received = 0;
  for (const inbound of gateway.readInbound(request)) {
    const stored = await app.db.transaction(async (tx) => {
      const id = await insertInboundSms(tx, gateway.name, inbound);
      if (id === null) return false;
      for (const handler of inboundSmsHandlers())
        await handler(tx, { ...inbound, adapter: gateway.name, id });
      return true;
    });
    if (stored) received += 1;
  }
  return { received };
}

/**
 * Delivery receipts a gateway posted: DELIVERED records the time; FAILED (refused or not delivered) fails a
 * sent message and tells its kind (`onFailed`) once; SENT changes nothing (the job recorded it). A receipt for a
 * message this adapter did not send, or one already final, is ignored.
 */
export async function receiveSmsStatus(
  app: FastifyInstance,
  gateway: SmsGateway,
  request: WebhookRequest,
): Promise<{ received: number }> {
  let received = 0;
  for (const report of gateway.readStatus(request)) {
    if (report.status === 'DELIVERED') {
      if (await markSmsDelivered(app.db, gateway.name, report.providerMessageId, report.at)) received += 1;
    } else if (report.status === 'FAILED') {
      const row = await recordSmsOutcome(
        app.db,
        (tx) =>
          markSentSmsFailed(tx, gateway.name, report.providerMessageId, report.reason ?? 'not delivered'),
        (failed) => handlersOf(failed.kind).onFailed,
        app.log,
      );
      if (row) received += 1;
    }
  }
  return { received };
}
