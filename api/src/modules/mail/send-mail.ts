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
