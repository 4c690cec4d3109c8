import type { FastifyInstance } from 'fastify';
import { insertMailMessage } from './queries';
import { MAIL_SEND_JOB, sendQueuedMail } from './send-mail';

/** One e-mail to send. `key` names it for good (`lead-delivery:{leadId}`): the same key is never sent twice. */
export interface QueuedMail {
  key: string;
  /** The user it belongs to, when any (kept for erasure; null for a visitor's mail). */
  userId: number | null;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Has the stored message sent: through the queue, or here and now on an instance that runs no jobs (JOBS=off),
 * where nothing else would. A message not handed on stays stored, and the sweep queues it again.
 */
export async function deliverStoredMail(app: FastifyInstance, id: number): Promise<void> {
  try {
    if (app.jobs.kind === 'off') await sendQueuedMail(app.db, app.providers.mail, id);
    else await app.jobs.enqueue(MAIL_SEND_JOB, { id });
  } catch (error) {
    app.log.warn({ err: error, mailId: id }, 'mail not sent yet: the sweep will queue it again');
  }
}

/**
 * Stores the message (once per key) and queues its send (decision 028). Call it after the transaction that
 * decided to send has committed: a message is never sent for a write that rolled back.
 */
export async function queueMail(app: FastifyInstance, message: QueuedMail): Promise<void> {
  const id = await insertMailMessage(app.db, { ...message, adapter: app.providers.mail.name });
  if (id !== null) await deliverStoredMail(app, id);
}
