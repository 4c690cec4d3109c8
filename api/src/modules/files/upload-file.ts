import { createHash } from 'node:crypto';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES, type UploadKind } from '@atalho/sdk/schemas';
import type { AuthenticatedUser } from '../../auth/types';
import type { Db } from '../../db/client';
import type { FileRow } from '../../db/schema';
import { hasFeature } from '../../entitlements';
import { AppError } from '../../errors';
import type { FileStorage } from '../../providers/storage';
import { insertFileStoring } from './queries';
import { reencodeImage } from './reencode-image';
import { sniffType } from './sniff';

/**
 * Video and audio are a paid feature (`mediaUpload`). Images are for everyone since the bio, which is free
 * (spec 001 §1), takes a cover, a picture and section images; where an image is *used* its feature is checked
 * (a custom preview's image needs `customPreview`, the loading screen's logo `loadingScreen`). A PDF (the info
 * product's e-book) needs no plan either.
 */
export function assertMayUpload(user: AuthenticatedUser, kind: UploadKind): void {
  if ((kind === 'video' || kind === 'audio') && !hasFeature(user, 'mediaUpload'))
    throw new AppError(403, ['plan.required']);
}

/**
 * Stores one upload: its type is read from its bytes and must be one its kind accepts (415 `invalid`),
 * images are re-encoded (metadata and anything else stripped), and the stored bytes are named by their
 * sha256, so the row is committed only after the bytes are safely stored.
 */
export async function uploadFile(
  db: Db,
  storage: FileStorage,
  user: AuthenticatedUser,
  kind: UploadKind,
  data: Buffer,
): Promise<FileRow> {
  assertMayUpload(user, kind);
  if (data.length === 0) throw new AppError(400, ['required']);
  if (data.length > UPLOAD_MAX_BYTES[kind]) throw new AppError(413, ['maxSize']);
  const type = sniffType(data);
  if (!type || !UPLOAD_TYPES[kind].includes(type.mime)) throw new AppError(415, ['invalid']);
  const stored = kind === 'image' ? await reencodeImage(data, type.mime) : data;
  const key = `${createHash('sha256').update(stored).digest('hex')}.${type.ext}`;
  return insertFileStoring(
    db,
    { userId: user.id, kind, key, contentType: type.mime, size: stored.length },
    () => storage.put(key, stored, type.mime),
  );
}
