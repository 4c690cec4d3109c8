import { createCipheriv, createDecipheriv, createHmac, randomFillSync } from 'node:crypto';
import { VISIT_TOKEN_WINDOW_MS } from '../../security/visit-token';

/**
 * The visit key cookie (issue 34, decision 031): every `/{code}` page and visitor lookup a browser loads sets a
 * new one, HttpOnly and sent only to the click route; a click counts once per key and link, for the session
 * that used the key first. The page's own bytes stay prepared and shared: only this header is made per request.
 */
export const VISIT_COOKIE = 'atalho_visit';
const COOKIE_PATH = '/api/v1/clicks';
/** A key is accepted in its window and the next one, like the link's visit token: 15 to 30 minutes. */
export const VISIT_KEY_TTL_MS = 2 * VISIT_TOKEN_WINDOW_MS;

/** Marks a block this server encrypted: with the window, 64 bits a forged key must guess. */
const MAGIC = 0x61746c68;
const KEY_CHARS = 22; // one AES block, base64url
const KEY_PATTERN = /^[A-Za-z0-9_-]{22}$/;
const POOL_BYTES = 8192;

export interface VisitKeys {
  /** A new key for one page load (~1 µs: one AES block, no HMAC). */
  mint(): string;
  /** The `Set-Cookie` value carrying a new key. */
  cookie(): string;
  /** True for a key this secret minted in the current or the previous window. */
  open(key: string | undefined): boolean;
}

/**
 * A key is one AES-128 block, [window, magic, 8 random bytes], encrypted with a key derived from
 * VISIT_TOKEN_SECRET: any instance with the same secret opens it, without a database or a shared store, and
 * anything else decrypts to noise that fails the window and magic checks. ECB is safe here: every block is a
 * single message and carries random bytes of its own.
 */
export function createVisitKeys(secret: string, options: { secure: boolean; now?: () => number }): VisitKeys {
  const now = options.now ?? Date.now;
  const aesKey = createHmac('sha256', secret).update('atalho visit key').digest().subarray(0, 16);
  const cipher = createCipheriv('aes-128-ecb', aesKey, null).setAutoPadding(false);
  const decipher = createDecipheriv('aes-128-ecb', aesKey, null).setAutoPadding(false);
  const block = Buffer.alloc(16);
  const pool = Buffer.alloc(POOL_BYTES);
  let used = POOL_BYTES;
  const attributes = `; Path=${COOKIE_PATH}; Max-Age=${VISIT_KEY_TTL_MS / 1000}; HttpOnly; SameSite=Lax${options.secure ? '; Secure' : ''}`;
  const window = () => Math.floor(now() / VISIT_TOKEN_WINDOW_MS);
  const mint = () => {
    if (used + 8 > POOL_BYTES) {
      randomFillSync(pool);
      used = 0;
    }
    block.writeUInt32BE(window() >>> 0, 0);
    block.writeUInt32BE(MAGIC, 4);
    pool.copy(block, 8, used, used + 8);
    used += 8;
    return cipher.update(block).toString('base64url');
  };
  return {
    mint,
    cookie: () => `${VISIT_COOKIE}=${mint()}${attributes}`,
    open(key) {
      if (key === undefined || key.length !== KEY_CHARS || !KEY_PATTERN.test(key)) return false;
      const plain = decipher.update(Buffer.from(key, 'base64url'));
      if (plain.length !== 16 || plain.readUInt32BE(4) !== MAGIC) return false;
      const at = plain.readUInt32BE(0);
      const current = window() >>> 0;
      return at === current || at === (current - 1) >>> 0;
    },
  };
}
