import type { ConsentRecord } from '@atalho/sdk/schemas/sms';
import type { ConsentRow } from './queries';

export function toConsentRecord(row: ConsentRow): ConsentRecord {
  return {
    id: row.id,
    from: row.from,
    to: row.to,
    source: row.source,
    number: row.number,
    business: row.business,
    ip: row.ip,
    userAgent: row.userAgent,
    message: row.message,
    dateCreate: row.createdAt.toISOString(),
  };
}
