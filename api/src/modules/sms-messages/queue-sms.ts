import { SegmentedMessage } from 'sms-segments-calculator';
import type { Db } from '../../db/client';
import type { SmsMessageKind, SmsMessageRow } from '../../db/schema';
import { announceQueuedSms, currentSmsAdapter } from './dispatch-queued-sms';
import { insertSmsMessages, type NewSmsMessage } from './queries';

/** One SMS to send. `key` names it for good (`opt-in:{contactId}:{consentId}`): the same key is never sent twice. */
export interface QueuedSms {
  key: string;
  kind: SmsMessageKind;
  userId: number | null;
  contactId: number | null;
  /** 13 digits, 55 + DDD + number. */
  to: string;
  text: string;
}

/** Zenvia's longest concatenated SMS; a text past it is a bug of the caller, never sent. */
export const MAX_SMS_TEXT = 1520;
/** Rows per insert statement (a bulk opt-in request may queue thousands). */
const CHUNK = 1000;

/** The GSM 03.38 basic set, one septet each (CR left out: the library reads CR LF as one grapheme). */
const GSM7_BASIC = new Set(
  Array.from(
    '@£$¥èéùìòÇ\nØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
    (char) => char.charCodeAt(0),
  ),
);

function isPlainGsm7(text: string): boolean {
  for (let index = 0; index < text.length; index += 1)
    if (!GSM7_BASIC.has(text.charCodeAt(index))) return false;
  return true;
}

/** GSM-7 (160 characters, 153 per part) unless the text needs UCS-2 (70, 67 per part): what the gateway bills. */
export function countSegments(text: string): { segments: number; encoding: string } {
  // The library's count is quadratic in the text (about 300 µs for one SMS, a third of a campaign's send time):
  // plain GSM-7, what a campaign's accent-stripped messages are, is counted here as the library counts it.
  if (isPlainGsm7(text))
    return { segments: text.length <= 160 ? 1 : Math.ceil(text.length / 153), encoding: 'GSM-7' };
  const message = new SegmentedMessage(text, 'auto');
  return { segments: message.segmentsCount, encoding: message.encodingName };
}

function toRow(message: QueuedSms, adapter: string): NewSmsMessage {
  if (message.text.length === 0 || message.text.length > MAX_SMS_TEXT)
    throw new Error(`SMS text of ${message.text.length} characters (1 to ${MAX_SMS_TEXT})`);
  if (!/^\d{10,15}$/.test(message.to)) throw new Error(`Invalid SMS recipient: ${message.to}`);
  return { ...message, ...countSegments(message.text), adapter };
}

/**
 * Stores the messages, once per key, with their segments counted, and has them sent once the caller's
 * transaction commits (decision 032): pass the transaction that decided to send them (the debit, the contact's
 * move), and a rollback stores and sends nothing. Answers the row of every key, the new and the ones stored
 * before (a retried request finds its messages).
 */
export async function queueSms(db: Db, messages: readonly QueuedSms[]): Promise<SmsMessageRow[]> {
  if (messages.length === 0) return [];
  const adapter = currentSmsAdapter();
  const rows = messages.map((message) => toRow(message, adapter));
  const found: SmsMessageRow[] = [];
  const inserted: number[] = [];
  for (let start = 0; start < rows.length; start += CHUNK) {
    const result = await insertSmsMessages(db, rows.slice(start, start + CHUNK));
    found.push(...result.rows);
    inserted.push(...result.inserted);
  }
  await announceQueuedSms(db, inserted);
  const byKey = new Map(found.map((row) => [row.key, row]));
  return [...new Set(messages.map((message) => message.key))].flatMap((key) => byKey.get(key) ?? []);
}
