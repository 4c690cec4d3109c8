import { SMS_OPT_IN_PRICE_CENTAVOS } from '@atalho/sdk/schemas/sms';
import type { Db } from '../../db/client';
import type { SmsMessageRow } from '../../db/schema';
import type { SmsKindHandlers } from '../sms-messages';
import { moveContacts } from './move-contacts';
import { giveCreditsBack } from './queries';

/**
 * What the sending job tells about an opt-in request (decision 032), inside the transaction that records it:
 * sent → OPT_IN_SENDED; failed for good → OPT_IN_REQUIRED_ERROR and its R$ 0,30 given back. The job calls
 * each once per message (SENT and FAILED are final), so the refund happens once; it restores the spent
 * entries' `remaining` (the debit's reverse) rather than adding a ledger entry, which would need a new type.
 */
export const optInRequestHandlers: SmsKindHandlers = {
  async onSent(db: Db, message: SmsMessageRow) {
    if (message.userId === null || message.contactId === null) return;
    await moveContacts(db, {
      userId: message.userId,
      contactIds: [message.contactId],
      to: 'OPT_IN_SENDED',
      from: ['OPT_IN_REQUIRED'],
      source: 'GATEWAY',
      smsMessageId: message.id,
    });
  },
  async onFailed(db: Db, message: SmsMessageRow) {
    if (message.userId === null) return;
    if (message.contactId !== null) {
      await moveContacts(db, {
        userId: message.userId,
        contactIds: [message.contactId],
        to: 'OPT_IN_REQUIRED_ERROR',
        from: ['OPT_IN_REQUIRED'],
        source: 'GATEWAY',
        smsMessageId: message.id,
      });
    }
    await giveCreditsBack(db, message.userId, SMS_OPT_IN_PRICE_CENTAVOS);
  },
};
