import type { SmsConfig } from '../../config';
import { createOutboxGateway } from './outbox';
import type { SmsGateway } from './types';
import { createZenviaGateway } from './zenvia';

export type { InboundSms, OutgoingSms, SmsGateway, WebhookRequest } from './types';
export { SmsRejectedError, WebhookSignatureError } from './types';

/** The gateway SMS_ADAPTER names: the local outbox by default, Zenvia's REST API when configured. */
export function createSmsGateway(config: SmsConfig): SmsGateway {
  return config.adapter === 'zenvia' ? createZenviaGateway(config.zenvia) : createOutboxGateway();
}
