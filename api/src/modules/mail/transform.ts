import type { MailMessageRow } from '../../db/schema';

export type OutboxStatus = 'sent' | 'queued' | 'failed';

export interface OutboxItem {
  id: number;
  key: string;
  to: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  text: string;
  html: string;
}

/** Failed: tried, not sent, and the last try's error is still on record (a retry may yet send it). */
function statusOf(row: MailMessageRow): OutboxStatus {
  if (row.sentAt) return 'sent';
  return row.lastError ? 'failed' : 'queued';
}

export function toOutboxItem(row: MailMessageRow): OutboxItem {
  return {
    id: row.id,
    key: row.key,
    to: row.to,
    subject: row.subject,
    status: statusOf(row),
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    text: row.text,
    html: row.html,
  };
}
