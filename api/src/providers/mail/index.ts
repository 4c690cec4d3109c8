import type { MailConfig } from '../../config';
import { createOutboxTransport } from './outbox';
import { createSmtpTransport } from './smtp';
import type { MailTransport } from './types';

export type { MailTransport, OutgoingMail } from './types';

/** The transport MAIL_ADAPTER names: the outbox by default, SMTP when a server is configured. */
export function createMailTransport(config: MailConfig): MailTransport {
  return config.adapter === 'smtp' ? createSmtpTransport(config.smtp, config.from) : createOutboxTransport();
}
