import type { ContactAccess } from '@atalho/sdk/schemas/sms';
import type { ContactAccessListRow } from './queries';

export function toContactAccess(row: ContactAccessListRow): ContactAccess {
  return {
    id: row.id,
    contact: { id: row.contactId, number: row.number, code: row.contactCode },
    onlineAddress: { id: row.onlineAddressId, code: row.onlineAddressCode },
    dateCreate: row.createdAt.toISOString(),
  };
}
