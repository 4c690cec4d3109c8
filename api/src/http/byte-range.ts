import type { ByteRange } from '../providers/storage';

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * A `Range` request header resolved against an object's size (RFC 9110 §14.2): the inclusive offsets to send,
 * `unsatisfiable` (answer 416), or null to send the whole object — no header, a malformed one, or several
 * ranges at once (allowed to be ignored; browsers' media players ask for one range at a time).
 */
export function resolveByteRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | null {
  const match = header === undefined ? null : SINGLE_RANGE.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    return suffix === 0 || size === 0
      ? 'unsatisfiable'
      : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}
