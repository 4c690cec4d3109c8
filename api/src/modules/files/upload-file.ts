import { createHash } from 'node:crypto';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES, type UploadKind, type UploadPurpose } from '@atalho/sdk/schemas';
import type { AuthenticatedUser } from '../../auth/types';
import type { Db } from '../../db/client';
import type { FileRow } from '../../db/schema';
import { hasFeature, storageQuotaOf } from '../../entitlements';
import { AppError } from '../../errors';
import type { FileStorage } from '../../providers/storage';
import { insertFileStoring } from './queries';
import { reencodeImage } from './reencode-image';
import { sniffType } from './sniff';
import { validatePdf } from './validate-pdf';

/**
 * Video and audio are a paid feature (`mediaUpload`). Images are for everyone since the bio, which is free
 * (spec 001 §1), takes a cover, a picture and section images; where an image is *used* its feature is checked
 * (a custom preview's image needs `customPreview`, the loading screen's logo `loadingScreen`). A PDF needs no
 * plan, but only the info product's e-book references PDFs, so one must say so: `purpose: 'ebook'` (400
 * `required` without it).
 */
export function assertMayUpload(
  user: AuthenticatedUser,
  kind: UploadKind,
  purpose: UploadPurpose | undefined,
): void {
  if ((kind === 'video' || kind === 'audio') && !hasFeature(user, 'mediaUpload'))
    throw new AppError(403, ['plan.required']);
  if (kind === 'pdf' && purpose !== 'ebook') throw new AppError(400, ['required']);
}

/**
 * Stores one upload: its type is read from its bytes and must be one its kind accepts (415 `invalid`),
 * images are re-encoded (metadata and anything else stripped), PDFs parsed and refused with markup or
 * JavaScript (415 `invalid`), the user's stored bytes must stay within their plan's quota (413
 * `storage.quota`), and the stored bytes are named by their sha256, so the row is committed only after the
 * bytes are safely stored.
 */
export async function uploadFile(
  db: Db,
  storage: FileStorage,
  user: AuthenticatedUser,
  upload: { kind: UploadKind; purpose?: UploadPurpose; data: Buffer },
): Promise<FileRow> {
  const { kind, data } = upload;
  assertMayUpload(user, kind, upload.purpose);
  if (data.length === 0) throw new AppError(400, ['required']);
  if (data.length > UPLOAD_MAX_BYTES[kind]) throw new AppError(413, ['maxSize']);
  const type = sniffType(data);
  if (!type || !UPLOAD_TYPES[kind].includes(type.mime)) throw new AppError(415, ['invalid']);
  if (type.mime === 'application/pdf') await validatePdf(data);
  const stored = kind === 'image' ? await reencodeImage(data, type.mime) : data;
  const key = `${createHash('sha256').update(stored).digest('hex')}.${type.ext}`;
  const row = await insertFileStoring(
    db,
    { userId: user.id, kind, key, contentType: type.mime, size: stored.length },
    storageQuotaOf(user),
    () => storage.put(key, stored, type.mime),
  );
  if (!row) throw new AppError(413, ['storage.quota']);
  return row;
}
