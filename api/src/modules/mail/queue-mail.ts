import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { batchPerTurn } from '../../visitor-views';
import { insertMailMessages, type NewMailMessage } from './queries';
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
 * Has the stored messages sent: through the queue (one job for them all), or here and now on an instance that
 * runs no jobs (JOBS=off), where nothing else would. A message not handed on stays stored, and the sweep queues
 * it again.
 */
export async function deliverStoredMail(app: FastifyInstance, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  try {
    if (app.jobs.kind === 'off') {
      for (const id of ids) await sendQueuedMail(app.db, app.providers.mail, id);
    } else await app.jobs.enqueue(MAIL_SEND_JOB, { ids: [...ids] });
  } catch (error) {
    app.log.warn({ err: error, mailIds: ids }, 'mail not sent yet: the sweep will queue it again');
  }
}

type StoreMail = (db: Db, message: NewMailMessage) => Promise<number | null | undefined>;
const storers = new WeakMap<FastifyInstance, StoreMail>();

/**
 * The messages queued in one event-loop turn (a burst of leads) are stored by one statement and handed to the
 * queue as one job: a message costs a row, not a round trip and a job of its own.
 */
function storerOf(app: FastifyInstance): StoreMail {
  let store = storers.get(app);
  if (!store) {
    store = batchPerTurn<NewMailMessage, number | null>(async (db, messages) => {
      const ids = await insertMailMessages(db, messages);
      await deliverStoredMail(
        app,
        [...ids.values()].filter((id) => id !== null),
      );
      return ids;
    }, 200);
    storers.set(app, store);
  }
  return store;
}

/**
 * Stores the message (once per key) and queues its send (decision 028). Call it after the transaction that
 * decided to send has committed: a message is never sent for a write that rolled back.
 */
export async function queueMail(app: FastifyInstance, message: QueuedMail): Promise<void> {
  await storerOf(app)(app.db, { ...message, adapter: app.providers.mail.name });
}
