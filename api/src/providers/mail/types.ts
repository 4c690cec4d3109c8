export type MailAdapterName = 'outbox' | 'smtp';

/** One stored message (`mail_messages`) on its way out. */
export interface OutgoingMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Where e-mail goes (decision 028): the local outbox (nothing leaves the machine; the stored row is the message)
 * or an SMTP server. `send` throws when the message was not accepted, so the job records the error and the
 * queue tries again.
 */
export interface MailTransport {
  readonly name: MailAdapterName;
  send(message: OutgoingMail): Promise<{ providerMessageId: string }>;
}
