import type { SmsMessageKind, SmsMessageRow, SmsMessageStatus } from '../../db/schema';

/** A message as the development outbox lists it (page and JSON). */
export interface SmsOutboxItem {
  id: number;
  key: string;
  kind: SmsMessageKind;
  contactId: number | null;
  to: string;
  text: string;
  segments: number;
  encoding: string;
  status: SmsMessageStatus;
  attempts: number;
  lastError: string | null;
  providerMessageId: string | null;
  createdAt: string;
  sentAt: string | null;
  deliveredAt: string | null;
}

export function toSmsOutboxItem(row: SmsMessageRow): SmsOutboxItem {
  return {
    id: row.id,
    key: row.key,
    kind: row.kind,
    contactId: row.contactId,
    to: row.to,
    text: row.text,
    segments: row.segments,
    encoding: row.encoding,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    providerMessageId: row.providerMessageId,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}
