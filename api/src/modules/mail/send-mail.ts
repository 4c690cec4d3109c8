import type { Db } from '../../db/client';
import type { MailTransport } from '../../providers/mail';
import { claimMailMessage, markMailSent, releaseFailedMail } from './queries';

export const MAIL_SEND_JOB = 'mail.send';

/** What `last_error` keeps of a failure: enough to read, never a whole server transcript. */
const MAX_ERROR_LENGTH = 1000;

function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, MAX_ERROR_LENGTH);
}

/**
 * The `mail.send` job (decision 028): claims the message, hands it to the transport, marks it sent. A message
 * already sent or held by another run is left alone, so running the job again never sends twice. A failed
 * send records its error, gives the claim back and throws, for the queue to try again.
 */
export async function sendQueuedMail(
  db: Db,
  transport: MailTransport,
  id: number,
): Promise<{ sent: number }> {
  const message = await claimMailMessage(db, id);
  if (!message) return { sent: 0 };
  let providerMessageId: string;
  try {
    ({ providerMessageId } = await transport.send(message));
  } catch (error) {
    await releaseFailedMail(db, id, describeError(error));
    throw error;
  }
  await markMailSent(db, id, providerMessageId);
  return { sent: 1 };
}

/**
 * The `mail.send` job: each message in turn. Every one is tried; if any failed the run throws at the end, and the
 * retry finds the sent ones sent.
 */
export async function sendQueuedMails(
  db: Db,
  transport: MailTransport,
  ids: readonly number[],
): Promise<{ sent: number }> {
  let sent = 0;
  let failure: unknown;
  for (const id of ids) {
    try {
      sent += (await sendQueuedMail(db, transport, id)).sent;
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure !== undefined) throw failure;
  return { sent };
}
