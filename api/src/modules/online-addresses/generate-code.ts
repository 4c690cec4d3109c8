import { randomInt } from 'node:crypto';
import { isReservedPathSegment } from '@atalho/sdk/schemas';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const CODE_LENGTH = 7;

/** A code never equals a first path segment the server or the shell routes own. */
export const isReservedCode = isReservedPathSegment;

/** A random base62 code; uniqueness is the database's job (unique index, retried on conflict). */
export function generateCode(length = CODE_LENGTH): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return isReservedCode(code) ? generateCode(length) : code;
}
