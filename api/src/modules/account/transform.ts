import type { DataExport, DataExportStep } from '@atalho/sdk/schemas/account';
import type { DataExportRow } from '../../db/schema';

/** An export as the API answers it (never its storage key or upload list). */
export function toDataExport(row: DataExportRow): DataExport {
  return {
    id: row.id,
    status: row.status,
    progress: row.progress,
    step: (row.step as DataExportStep | null) ?? null,
    size: row.status === 'ready' ? row.size : null,
    createdAt: row.createdAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}
