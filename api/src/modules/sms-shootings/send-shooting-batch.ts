import { CREDIT_LIMITS } from '@atalho/sdk/schemas';
import { templateVariables } from '@atalho/sdk/schemas/sms';
import type { FastifyInstance } from 'fastify';
import { refundCredits } from '../credits';
import { requireSmsConfig } from '../sms-configs';
import { type QueuedSms, queueSms } from '../sms-messages';
import { linkedUrls, recipientMessage } from './recipient-message';
import {
  addRefunded,
  finishIfDone,
  linkedCodes,
  lockProcessingShooting,
  lockWaitingRecipients,
  markRecipientsQueued,
  markRecipientsSkipped,
  propertiesOf,
} from './send-queries';

export const SHOOTING_SEND_JOB = 'sms-shootings.send';

/** The message's key: one SMS per shooting and contact, ever (decision 034). */
export const shootingMessageKey = (shootingId: number, contactId: number) =>
  `shooting:${shootingId}:${contactId}`;

export interface BatchResult {
  queued: number;
  skipped: number;
  /** The batch was full: more recipients may wait. */
  more: boolean;
}

/**
 * One batch of a PROCESSING shooting, in one transaction (decision 034): the shooting row-locked (batches of
 * a shooting run one at a time on every instance), the next waiting recipients in id order, each contact read
 * and share-locked as it is now. An OPT_IN contact's message is composed and stored by `queueSms` with the key
 * `shooting:{shootingId}:{contactId}` and its recipient QUEUED; a contact no longer OPT_IN (or whose message
 * no longer fits one SMS) is SKIPPED and its R$ 0,30 refunded. A rollback (a crash, a kill) leaves the batch
 * waiting; a retry finds the keys already stored. Null when the shooting is not PROCESSING.
 */
export async function sendShootingBatch(
  app: FastifyInstance,
  shootingId: number,
  size: number,
): Promise<BatchResult | null> {
  return app.db.transaction(async (tx) => {
    const shooting = await lockProcessingShooting(tx, shootingId);
    if (!shooting) return null;
    const recipients = await lockWaitingRecipients(tx, shootingId, size);
    if (recipients.length === 0) return { queued: 0, skipped: 0, more: false };
    const { business } = await requireSmsConfig(tx, shooting.userId);
    const linked = linkedUrls(shooting.template, await linkedCodes(tx, shootingId));
    const properties = await propertiesOf(
      tx,
      recipients.map((recipient) => recipient.contactId),
      // Every `{name}` of the template is replaced (by '' without a value), as the save measured it.
      templateVariables(shooting.template),
    );
    const messages: QueuedSms[] = [];
    const recipientOf = new Map<number, number>();
    const skipped: number[] = [];
    for (const recipient of recipients) {
      const message =
        recipient.status === 'OPT_IN'
          ? recipientMessage({
              business,
              template: shooting.template,
              linked,
              contactCode: recipient.code,
              properties: properties.get(recipient.contactId),
            })
          : null;
      if (!message || message.smsSize > message.smsLimit) {
        skipped.push(recipient.id);
        continue;
      }
      recipientOf.set(recipient.contactId, recipient.id);
      messages.push({
        key: shootingMessageKey(shootingId, recipient.contactId),
        kind: 'SHOOTING',
        userId: shooting.userId,
        contactId: recipient.contactId,
        to: recipient.number,
        text: message.text,
      });
    }
    const stored = await queueSms(tx, messages);
    await markRecipientsQueued(
      tx,
      stored.flatMap((row) => {
        const recipientId = row.contactId === null ? undefined : recipientOf.get(row.contactId);
        return recipientId === undefined ? [] : [{ recipientId, smsMessageId: row.id }];
      }),
    );
    await markRecipientsSkipped(tx, skipped);
    if (skipped.length > 0) {
      const refund = skipped.length * CREDIT_LIMITS.smsPriceCentavos;
      await refundCredits(tx, shooting.userId, refund);
      await addRefunded(tx, shootingId, refund);
    }
    return { queued: stored.length, skipped: skipped.length, more: recipients.length === size };
  });
}

/**
 * The `sms-shootings.send` job, and the resumption of a send whose job was lost: batch after batch until no
 * recipient waits, then SENT. Safe to run twice at once, on two instances, or again after a crash: every
 * batch starts from what is still waiting. `stopping` ends it between batches (the app is closing).
 */
export async function sendShooting(
  app: FastifyInstance,
  shootingId: number,
  stopping: () => boolean = () => false,
): Promise<{ queued: number; skipped: number; sent: boolean }> {
  const done = { queued: 0, skipped: 0, sent: false };
  for (;;) {
    const batch = await sendShootingBatch(app, shootingId, app.config.smsShootingBatch);
    if (!batch) return done;
    done.queued += batch.queued;
    done.skipped += batch.skipped;
    if (!batch.more) break;
    if (stopping()) return done;
  }
  done.sent = await finishIfDone(app.db, shootingId);
  return done;
}

/** Has the started shooting's messages queued: by the job queue, or by the scheduler's resumption when lost. */
export async function kickOffShooting(app: FastifyInstance, shootingId: number): Promise<void> {
  try {
    await app.jobs.enqueue(SHOOTING_SEND_JOB, { shootingId });
  } catch (error) {
    app.log.warn({ err: error, shootingId }, 'sms-shootings: send not queued; the scheduler resumes it');
  }
}
