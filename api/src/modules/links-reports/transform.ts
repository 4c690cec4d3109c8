import type { LinkReport } from '@atalho/sdk/schemas';
import type { LinkReportRow } from './queries';

export function toLinkReport(row: LinkReportRow): LinkReport {
  return {
    id: row.id,
    message: row.message,
    onlineAddress: { id: row.onlineAddressId },
    dateCreate: row.createdAt.toISOString(),
  };
}
