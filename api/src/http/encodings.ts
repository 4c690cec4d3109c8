import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ownedBytes, type PreparedResponse } from './hot-path';

export type ContentCoding = 'br' | 'gzip' | 'identity';

/**
 * Brotli at quality 5 and gzip at level 6: a 4 KB page compresses in well under a millisecond, made once per
 * cache entry; quality 11 would take several milliseconds for a few per cent fewer bytes.
 */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

const VARY = { vary: 'Accept-Encoding' } as const;

/** Only bodies at least this long are compressed: below it headers outweigh any saving. */
const MIN_COMPRESSIBLE_BYTES = 256;

function qualityOf(parameters: string[]): number {
  for (const parameter of parameters) {
    const [name, value] = parameter.split('=');
    if (name?.trim().toLowerCase() === 'q') {
      const q = Number(value);
      return Number.isFinite(q) ? q : 0;
    }
  }
  return 1;
}

/** The best coding a request's Accept-Encoding allows among ours (RFC 9110 §12.5.3; Brotli preferred on a tie). */
function parseAcceptEncoding(header: string): ContentCoding {
  const weights = new Map<string, number>();
  for (const item of header.split(',')) {
    const [name, ...parameters] = item.split(';');
    const coding = name?.trim().toLowerCase();
    if (coding) weights.set(coding, qualityOf(parameters));
  }
  const of = (coding: ContentCoding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = of('br');
  const gzip = of('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return 'identity';
}

/** Browsers send a handful of distinct headers: each is parsed once (bounded, so junk headers cannot grow it). */
const negotiated = new Map<string, ContentCoding>();
const MAX_REMEMBERED = 256;

export function negotiateEncoding(header: string | string[] | undefined): ContentCoding {
  if (header === undefined || header === '') return 'identity';
  const text = Array.isArray(header) ? header.join(',') : header;
  let coding = negotiated.get(text);
  if (coding === undefined) {
    coding = parseAcceptEncoding(text);
    if (negotiated.size >= MAX_REMEMBERED) negotiated.clear();
    negotiated.set(text, coding);
  }
  return coding;
}

function compress(coding: 'br' | 'gzip', body: Buffer): Buffer {
  const compressed =
    coding === 'br'
      ? brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : gzipSync(body, { level: GZIP_LEVEL });
  return ownedBytes(compressed);
}

/** Memory a compressed variant keeps beyond its bytes (the response object and its headers). */
const VARIANT_OVERHEAD_BYTES = 400;

/**
 * A prepared answer in every coding a client may ask for: the identity bytes at once, Brotli and gzip each
 * compressed on the first request that accepts it and kept (decision 010: never compressed per request).
 * `onGrow` is told the bytes each new variant keeps, so the cache that holds it counts them.
 */
export class EncodedResponse {
  readonly identity: PreparedResponse;
  #br: PreparedResponse | undefined;
  #gzip: PreparedResponse | undefined;
  readonly #onGrow: (bytes: number) => void;

  constructor(identity: PreparedResponse, onGrow: (bytes: number) => void = () => {}) {
    this.identity = identity;
    this.#onGrow = onGrow;
  }

  /** The answer for a request's Accept-Encoding header. */
  for(acceptEncoding: string | string[] | undefined): PreparedResponse {
    const coding = negotiateEncoding(acceptEncoding);
    if (coding === 'identity' || this.identity.body.length < MIN_COMPRESSIBLE_BYTES) return this.identity;
    if (coding === 'br') {
      this.#br ??= this.#variant('br');
      return this.#br;
    }
    this.#gzip ??= this.#variant('gzip');
    return this.#gzip;
  }

  #variant(coding: 'br' | 'gzip'): PreparedResponse {
    const body = compress(coding, this.identity.body);
    this.#onGrow(body.length + VARIANT_OVERHEAD_BYTES);
    return {
      statusCode: this.identity.statusCode,
      headers: {
        ...this.identity.headers,
        'content-encoding': coding,
        'content-length': String(body.length),
      },
      body,
    };
  }
}

/** Headers every answer with variants carries, whichever coding it is sent in. */
export function withVary(headers: Record<string, string>): Record<string, string> {
  return { ...headers, ...VARY };
}
