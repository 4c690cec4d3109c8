import { UPLOAD_MAX_PIXELS } from '@atalho/sdk/schemas';
import sharp from 'sharp';
import { AppError } from '../../errors';

/**
 * Decodes and re-encodes an uploaded image in its own format: what is stored is pixels sharp wrote, so no
 * metadata (EXIF with GPS, comments), no trailing bytes (a polyglot's script or archive) survive. The EXIF
 * orientation is applied first, so the picture still stands the right way up without it. Decoding stops at
 * UPLOAD_MAX_PIXELS (a small file cannot expand into gigabytes of memory).
 */
export async function reencodeImage(data: Buffer, mime: string): Promise<Buffer> {
  // GIFs keep their frames (and carry no EXIF to orient by); an animated WebP keeps its first frame.
  const animated = mime === 'image/gif';
  const decoded = sharp(data, { limitInputPixels: UPLOAD_MAX_PIXELS, animated, failOn: 'error' });
  const image = animated ? decoded : decoded.rotate();
  try {
    switch (mime) {
      case 'image/png':
        return await image.png({ compressionLevel: 9 }).toBuffer();
      case 'image/jpeg':
        return await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
      case 'image/webp':
        return await image.webp({ quality: 85 }).toBuffer();
      case 'image/gif':
        return await image.gif().toBuffer();
      default:
        throw new AppError(415, ['invalid']);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Corrupt data, or more pixels than allowed: the file is not an image we take.
    throw new AppError(400, ['invalid']);
  }
}
