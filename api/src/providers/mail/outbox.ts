import type { MailTransport } from './types';

/**
 * The default without SMTP: the message is already stored in `mail_messages`, so sending it only marks it sent.
 * Developers read it at the development outbox page (GET /api/v1/mail-outbox).
 */
export function createOutboxTransport(): MailTransport {
  return {
    name: 'outbox',
    async send(message) {
      return { providerMessageId: `outbox-${message.id}` };
    },
  };
}
