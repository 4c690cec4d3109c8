import type { UploadedFile } from '@atalho/sdk/schemas';
import type { FileRow } from '../../db/schema';

/** The public address of stored bytes: `PUBLIC_URL/files/<sha256>.<ext>`. */
export function publicFileUrl(publicUrl: string, key: string): string {
  return `${publicUrl}/files/${key}`;
}

export function toUploadedFile(row: FileRow, publicUrl: string): UploadedFile {
  return {
    id: row.id,
    src: publicFileUrl(publicUrl, row.key),
    type: row.contentType,
    size: row.size,
    kind: row.kind,
    deleted: row.deletedAt !== null,
  };
}
