import { UPLOAD_MAX_BYTES, UploadKind, UploadPurpose } from '@atalho/sdk/schemas';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { AppError } from '../../errors';

/** The largest upload of any kind: the multipart parser's own cap (a kind's lower limit applies as it reads). */
export const LARGEST_UPLOAD = Math.max(...Object.values(UPLOAD_MAX_BYTES));

const tooLarge = () => new AppError(413, ['maxSize']);

/** Reads a file part into memory, stopping (413 `maxSize`) as soon as it passes `limit`. */
async function readFilePart(part: MultipartFile, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file) {
    size += (chunk as Buffer).length;
    if (size > limit) throw tooLarge();
    chunks.push(chunk as Buffer);
  }
  if (part.file.truncated) throw tooLarge();
  return Buffer.concat(chunks);
}

/**
 * The `kind` and optional `purpose` fields and the `file` part of a multipart upload, in any order. When `kind`
 * comes first (as the SDK sends it) the file is cut off at that kind's limit; otherwise at the largest, then
 * checked.
 */
export async function readUpload(
  request: FastifyRequest,
): Promise<{ kind: UploadKind; purpose?: UploadPurpose; data: Buffer }> {
  if (!request.isMultipart()) throw new AppError(415, ['unsupported.media.type']);
  let kind: UploadKind | undefined;
  let purpose: UploadPurpose | undefined;
  let data: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || data) throw new AppError(400, ['invalid']);
        data = await readFilePart(part, kind ? UPLOAD_MAX_BYTES[kind] : LARGEST_UPLOAD);
      } else if (part.fieldname === 'kind') {
        const parsed = v.safeParse(UploadKind, part.value);
        if (!parsed.success) throw new AppError(400, ['invalid']);
        kind = parsed.output;
      } else if (part.fieldname === 'purpose') {
        const parsed = v.safeParse(UploadPurpose, part.value);
        if (!parsed.success) throw new AppError(400, ['invalid']);
        purpose = parsed.output;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The parser's own limits (parts, fields, the largest file) and a malformed body.
    const status = (error as { statusCode?: number }).statusCode;
    throw status === 413 ? tooLarge() : new AppError(400, ['invalid']);
  }
  if (!kind || !data) throw new AppError(400, ['required']);
  return { kind, purpose, data };
}
