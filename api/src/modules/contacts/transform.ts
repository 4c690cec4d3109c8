import type { Contact } from '@atalho/sdk/schemas/sms';
import type { ContactWithParts } from './queries';

export function toContact(row: ContactWithParts): Contact {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    code: row.code,
    tags: row.tags.join(','),
    ...(row.segments ? { segments: row.segments } : {}),
    properties: row.properties,
    dateCreate: row.createdAt.toISOString(),
    dateUpdate: row.updatedAt.toISOString(),
  };
}
