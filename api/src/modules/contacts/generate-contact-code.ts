import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const CODE_LENGTH = 10;
/** Bytes at or above it are dropped, so each character is uniform over the 62 (248 = 4 × 62). */
const UNBIASED = 248;

/**
 * Contacts' codes (`/i/{code}`, `/o/{code}`): 10 random base-62 characters from the system's CSPRNG, about
 * 59.5 bits, so a code cannot be guessed and two never meet in practice (the unique index has the last word).
 */
export function newContactCodes(count: number): string[] {
  const codes: string[] = [];
  let code = '';
  while (codes.length < count) {
    for (const byte of randomBytes(Math.max(16, (count - codes.length) * 12))) {
      if (byte >= UNBIASED) continue;
      code += ALPHABET[byte % ALPHABET.length];
      if (code.length === CODE_LENGTH) {
        codes.push(code);
        code = '';
        if (codes.length === count) break;
      }
    }
  }
  return codes;
}
