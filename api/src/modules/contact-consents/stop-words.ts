import { normalizeContactNumber, SMS_STOP_WORDS } from '@atalho/sdk/schemas/sms';
import type { InboundSmsHandler } from '../sms-messages';
import { moveContacts } from './move-contacts';
import { contactsWithNumber } from './queries';

const stopWords: ReadonlySet<string> = new Set(SMS_STOP_WORDS);

/** Whether a reply is a stop word alone: case, accents, spaces and punctuation around it ignored. */
export function isStopReply(text: string): boolean {
  const word = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  return stopWords.has(word);
}

/**
 * A stop word replied to the shared sender number opts out every contact with that number, whatever the owner:
 * the reply cannot tell which business it answers, and stopping too many is the safe side of LGPD. Each
 * contact's consent row (source REPLY) keeps the reply's `sms_inbound` id in `sms_message_id`.
 */
export const optOutOnStopReply: InboundSmsHandler = async (db, inbound) => {
  if (!isStopReply(inbound.text)) return;
  const number = normalizeContactNumber(inbound.from);
  const byOwner = new Map<number, number[]>();
  for (const row of await contactsWithNumber(db, number)) {
    byOwner.set(row.userId, [...(byOwner.get(row.userId) ?? []), row.id]);
  }
  for (const [userId, contactIds] of byOwner) {
    await moveContacts(db, { userId, contactIds, to: 'OPT_OUT', source: 'REPLY', smsMessageId: inbound.id });
  }
};
