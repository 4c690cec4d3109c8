export type SmsAdapterName = 'outbox' | 'zenvia';

/** One stored message (`sms_messages`) on its way out. */
export interface OutgoingSms {
  id: number;
  /** 13 digits, 55 + DDD + number. */
  to: string;
  text: string;
}

/** A reply a contact sent, as the gateway's inbound webhook reports it. */
export interface InboundSms {
  providerMessageId: string;
  from: string;
  to: string | null;
  text: string;
  receivedAt: Date;
}

/** A delivery receipt: the provider's id of a message we sent and what became of it. */
export interface SmsStatusReport {
  providerMessageId: string;
  status: 'SENT' | 'DELIVERED' | 'FAILED';
  at: Date;
  reason: string | null;
}

/** A webhook request as the gateway adapters read it: the raw body (for signatures) and the headers. */
export interface WebhookRequest {
  rawBody: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * Where SMS goes (decision 032): the local outbox (nothing leaves the machine; the stored row is the message,
 * replies and receipts are simulated at the development page) or Zenvia's REST API. `send` throws when the
 * message was not accepted, so the job records the error and the queue tries again. The webhook readers
 * throw `WebhookSignatureError` for a request that is not the gateway's, and return the events it carries
 * (a Zenvia webhook may carry one; the outbox's carry one).
 */
export interface SmsGateway {
  readonly name: SmsAdapterName;
  send(message: OutgoingSms): Promise<{ providerMessageId: string }>;
  readInbound(request: WebhookRequest): InboundSms[];
  readStatus(request: WebhookRequest): SmsStatusReport[];
}

export class WebhookSignatureError extends Error {}

/**
 * The gateway refused the message itself (a number or text it will never take): trying again cannot help, so
 * the job fails it at once instead of retrying.
 */
export class SmsRejectedError extends Error {}
