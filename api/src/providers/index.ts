import type { Config } from '../config';
import { createDnsResolver, type DnsResolver } from './dns';
import { createGoogleProvider } from './google/http-provider';
import type { GoogleProvider } from './google/provider';
import { createMailTransport, type MailTransport } from './mail';
import { createPaymentProvider, type PaymentProvider } from './payments';
import { createSmsGateway, type SmsGateway } from './sms';
import { createFileStorage, type FileStorage } from './storage';

/** External services behind interfaces; tests and other modules may pass their own. */
export interface Providers {
  /** Undefined when GOOGLE_CLIENT_ID/SECRET are not set (then the dev sign-in form, where config allows it). */
  google: GoogleProvider | undefined;
  /** Card payments: the sandbox (default) or Mercado Pago (PAYMENT_PROVIDER; decision 014). */
  payments: PaymentProvider;
  /** Uploaded files: local disk under DATA_DIR (default) or an S3-compatible store (STORAGE; decision 020). */
  storage: FileStorage;
  /** Sending e-mail: the local outbox (default) or SMTP (MAIL_SMTP_URL; decision 028). */
  mail: MailTransport;
  /** Sending SMS: the local outbox (default) or Zenvia (SMS_ADAPTER; decision 032). */
  sms: SmsGateway;
  /** DNS lookups of the customer domain check (decision 033): the system's resolvers, a stub in tests. */
  dns: DnsResolver;
}

export function createProviders(config: Config, overrides: Partial<Providers> = {}): Providers {
  return {
    google:
      'google' in overrides
        ? overrides.google
        : config.google && createGoogleProvider(config.google, `${config.publicUrl}/oauth2/callback/google`),
    payments: overrides.payments ?? createPaymentProvider(config.payments),
    storage: overrides.storage ?? createFileStorage(config.storage),
    mail: overrides.mail ?? createMailTransport(config.mail),
    sms: overrides.sms ?? createSmsGateway(config.sms),
    dns: overrides.dns ?? createDnsResolver(),
  };
}
