/** A type found from a file's first bytes. */
export interface SniffedType {
  mime: string;
  ext: string;
}

const ascii = (data: Buffer, start: number, end: number) => data.subarray(start, end).toString('latin1');

const startsWith = (data: Buffer, bytes: readonly number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((byte, index) => data[offset + index] === byte);

/** ISO base media (MP4, QuickTime, M4A): `ftyp` at 4, the major brand after it. */
function isoMedia(data: Buffer): SniffedType | null {
  if (ascii(data, 4, 8) !== 'ftyp') return null;
  const brand = ascii(data, 8, 12);
  if (brand === 'qt  ') return { mime: 'video/quicktime', ext: 'mov' };
  if (brand === 'M4A ' || brand === 'M4B ') return { mime: 'audio/mp4', ext: 'm4a' };
  return { mime: 'video/mp4', ext: 'mp4' };
}

/** SVG (text): refused as an upload, it can carry script. Looks past a BOM, whitespace, `<?xml`, comments. */
function isSvg(data: Buffer): boolean {
  const head = data
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  return /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype svg[^>]*>\s*)?<svg[\s>]/.test(head);
}

/**
 * The file's type from its content (magic numbers), never from its name or the request's header: a
 * renamed `.png` that is a PDF is a PDF. Null when it is none of the types the API knows.
 */
export function sniffType(data: Buffer): SniffedType | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mime: 'image/png', ext: 'png' };
  if (startsWith(data, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' };
  if (ascii(data, 0, 6) === 'GIF87a' || ascii(data, 0, 6) === 'GIF89a')
    return { mime: 'image/gif', ext: 'gif' };
  if (ascii(data, 0, 4) === 'RIFF' && ascii(data, 8, 12) === 'WEBP')
    return { mime: 'image/webp', ext: 'webp' };
  if (ascii(data, 0, 4) === 'RIFF' && ascii(data, 8, 12) === 'WAVE') return { mime: 'audio/wav', ext: 'wav' };
  if (ascii(data, 0, 2) === 'BM' && data.length > 26) return { mime: 'image/bmp', ext: 'bmp' };
  if (ascii(data, 0, 5) === '%PDF-') return { mime: 'application/pdf', ext: 'pdf' };
  if (startsWith(data, [0x1a, 0x45, 0xdf, 0xa3])) return { mime: 'video/webm', ext: 'webm' };
  if (ascii(data, 0, 4) === 'OggS') return { mime: 'audio/ogg', ext: 'ogg' };
  if (ascii(data, 0, 3) === 'ID3') return { mime: 'audio/mpeg', ext: 'mp3' };
  // An MPEG audio frame without an ID3 tag: 11 sync bits, then a layer that is not "reserved".
  if (
    data.length > 2 &&
    data[0] === 0xff &&
    ((data[1] ?? 0) & 0xe0) === 0xe0 &&
    ((data[1] ?? 0) & 0x06) !== 0
  )
    return { mime: 'audio/mpeg', ext: 'mp3' };
  const media = isoMedia(data);
  if (media) return media;
  if (isSvg(data)) return { mime: 'image/svg+xml', ext: 'svg' };
  return null;
}
