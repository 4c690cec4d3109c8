import * as v from 'valibot';
import type { PlanTier } from './entitlements';

/** What an upload is for; each kind has its own accepted types and size limit (spec 001 §5). */
export const uploadKinds = ['image', 'video', 'audio', 'pdf'] as const;
export const UploadKind = v.picklist(uploadKinds, 'invalid');
export type UploadKind = v.InferOutput<typeof UploadKind>;

/**
 * Largest accepted upload per kind, in bytes. Images 5 MB (preview images, spec 001 §5); PDF 5,100,000
 * bytes (the e-book, spec 001 §5/§9). Video and audio are not sized by the spec: 50 MiB and 20 MiB hold a
 * few minutes of phone video and a long podcast episode (decision 020).
 */
export const UPLOAD_MAX_BYTES: Record<UploadKind, number> = {
  image: 5 * 1024 * 1024,
  video: 50 * 1024 * 1024,
  audio: 20 * 1024 * 1024,
  pdf: 5_100_000,
};

/** Media types the API accepts per kind, found from the file's first bytes (never its name or header). */
export const UPLOAD_TYPES: Record<UploadKind, readonly string[]> = {
  image: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
  video: ['video/mp4', 'video/webm', 'video/quicktime'],
  audio: ['audio/mpeg', 'audio/ogg', 'audio/wav', 'audio/mp4'],
  pdf: ['application/pdf'],
};

/**
 * What a user's live (not deleted) uploads may hold at most, in bytes, by plan tier (decision 020): each stored
 * content counts once per user (the same bytes uploaded twice count once). Past it an upload is 413
 * `storage.quota`. The tier is the entitlements module's (`storageQuotaOf`); nothing else reads this table.
 */
export const UPLOAD_QUOTA_BYTES: Record<PlanTier, number> = {
  FREE: 50 * 1024 * 1024,
  BASIC: 200 * 1024 * 1024,
  PRO: 1024 * 1024 * 1024,
  BUSINESS: 5 * 1024 * 1024 * 1024,
};

/**
 * What an upload is for, where the kind alone does not say: a PDF must be sent with `purpose: 'ebook'` (the
 * info product's e-book is the only place that references PDFs; decision 020), or it is 400 `required`.
 */
export const uploadPurposes = ['ebook'] as const;
export const UploadPurpose = v.picklist(uploadPurposes, 'invalid');
export type UploadPurpose = v.InferOutput<typeof UploadPurpose>;

/** Images are decoded at most this big (width × height), so a small file cannot expand into gigabytes. */
export const UPLOAD_MAX_PIXELS = 40_000_000;

/**
 * The multipart body of POST /api/v1/files: `kind`, `purpose` (`ebook`, required with a PDF), then `file`
 * (documentation; the route reads the stream).
 */
export const uploadBody = v.object({
  kind: UploadKind,
  purpose: v.optional(UploadPurpose),
  file: v.pipe(v.string(), v.description('The file itself (binary). Its type is read from its content.')),
});

/** An uploaded file; `src` is its absolute public address (long-cached, content-addressed). */
export const UploadedFile = v.object({
  id: v.number(),
  src: v.string(),
  type: v.string(),
  size: v.number(),
  kind: UploadKind,
  deleted: v.boolean(),
});
export type UploadedFile = v.InferOutput<typeof UploadedFile>;
