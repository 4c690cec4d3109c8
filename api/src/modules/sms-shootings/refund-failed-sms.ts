import { CREDIT_LIMITS } from '@atalho/sdk/schemas';
import type { Db } from '../../db/client';
import type { SmsMessageRow } from '../../db/schema';
import { refundCredits } from '../credits';
import type { SmsKindHandlers } from '../sms-messages';
import { addRefunded, failRecipientOfMessage } from './send-queries';

/**
 * What the SMS module tells about a campaign message (kind SHOOTING), inside the transaction that records it
 * (decision 034): one the gateway gave up on, or reported not delivered, moves its recipient to FAILED and
 * gives its R$ 0,30 back as a REFUND entry. The recipient's move happens once per message, so does the
 * refund, whichever of the job, the sweep or a webhook reports it and however often.
 */
export const shootingMessageHandlers: SmsKindHandlers = {
  async onFailed(db: Db, message: SmsMessageRow) {
    const failed = await failRecipientOfMessage(db, message.id);
    if (!failed) return;
    await refundCredits(db, failed.userId, CREDIT_LIMITS.smsPriceCentavos);
    await addRefunded(db, failed.shootingId, CREDIT_LIMITS.smsPriceCentavos);
  },
};
