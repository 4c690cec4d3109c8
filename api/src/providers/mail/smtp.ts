import { createTransport } from 'nodemailer';
import type { SmtpConfig } from '../../config';
import type { MailTransport } from './types';

/**
 * Bounds a send: the job holds its claim meanwhile (decision 028), so a stuck server must fail the attempt,
 * well before the claim expires, rather than hold it.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Hands each message to an SMTP server (nodemailer; STARTTLS when offered, TLS from the start with `secure`). */
export function createSmtpTransport(smtp: SmtpConfig, from: string): MailTransport {
  const transport = createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.pass ?? '' } } : {}),
    ...TIMEOUTS,
  });
  return {
    name: 'smtp',
    async send(message) {
      const info = await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      return { providerMessageId: info.messageId };
    },
  };
}
