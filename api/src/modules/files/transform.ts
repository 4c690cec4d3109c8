import type { UploadedFile } from '@atalho/sdk/schemas';
import type { Config } from '../../config';
import type { FileRow } from '../../db/schema';

/** The origin uploaded files are served from: FILES_PUBLIC_URL (a user-content domain) when set, else PUBLIC_URL. */
export function filesOrigin(config: Pick<Config, 'publicUrl' | 'filesPublicUrl'>): string {
  return config.filesPublicUrl ?? config.publicUrl;
}

/** The public address of stored bytes: `<files origin>/files/<sha256>.<ext>` (the origin from filesOrigin). */
export function publicFileUrl(origin: string, key: string): string {
  return `${origin}/files/${key}`;
}

export function toUploadedFile(row: FileRow, origin: string): UploadedFile {
  return {
    id: row.id,
    src: publicFileUrl(origin, row.key),
    type: row.contentType,
    size: row.size,
    kind: row.kind,
    deleted: row.deletedAt !== null,
  };
}
