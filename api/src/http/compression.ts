import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { negotiateEncoding as negotiateCoding } from './encodings';

export type ContentEncoding = 'br' | 'gzip';

/** Below this a JSON answer is sent as it is: the saving is smaller than the headers it adds. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** The best encoding the client accepts (the hot path's negotiation, q-values honoured), or undefined for identity. */
export function negotiateEncoding(
  acceptEncoding: string | string[] | undefined,
): ContentEncoding | undefined {
  const coding = negotiateCoding(acceptEncoding);
  return coding === 'identity' ? undefined : coding;
}

/** Adds `Accept-Encoding` to Vary without repeating it. */
export function varyOnAcceptEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const tokens = String(current ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
  if (tokens.includes('accept-encoding') || tokens.includes('*')) return;
  reply.header('vary', [...tokens, 'accept-encoding'].join(', '));
}

/** A body prepared once in every encoding worth sending (pages kept in memory, e.g. the shell's HTML). */
export interface EncodedBody {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** An encoding that would not be smaller is left out. */
function smallerOnly(identity: Buffer, br: Buffer, gz: Buffer): EncodedBody {
  return {
    identity,
    ...(br.length < identity.length ? { br } : {}),
    ...(gz.length < identity.length ? { gzip: gz } : {}),
  };
}

/** Compresses once at the highest levels. */
export function encodeOnce(body: string | Buffer): EncodedBody {
  const identity = typeof body === 'string' ? Buffer.from(body) : body;
  const br = brotliCompressSync(identity, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
  });
  return smallerOnly(identity, br, gzipSync(identity, { level: 9 }));
}

/**
 * Compresses once on zlib's thread pool, for files of hundreds of KB read on first request (the API
 * reference's renderer): Brotli 9 is within a few per cent of 11 at a tenth of its time.
 */
export async function encodeOnceAsync(identity: Buffer): Promise<EncodedBody> {
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
    gzipAsync(identity, { level: 9 }),
  ]);
  return smallerOnly(identity, br, gz);
}

/** Sends the variant the client accepts, with its Content-Encoding, Content-Length and Vary. */
export function sendEncoded(reply: FastifyReply, body: EncodedBody): FastifyReply {
  varyOnAcceptEncoding(reply);
  const encoding = negotiateEncoding(reply.request.headers['accept-encoding']);
  const bytes = encoding ? body[encoding] : undefined;
  if (encoding && bytes) {
    reply.header('content-encoding', encoding);
    return reply.header('content-length', bytes.length).send(bytes);
  }
  return reply.header('content-length', body.identity.length).send(body.identity);
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Per-request levels: fast enough to cost less than the bytes they save on a phone's connection. */
function compressDynamic(payload: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(payload, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: payload.length },
      })
    : gzipAsync(payload, { level: 6 });
}

function isJson(contentType: unknown): boolean {
  return typeof contentType === 'string' && /^application\/(?:[\w.+-]+\+)?json\b/.test(contentType);
}

/**
 * API JSON answers of at least COMPRESS_THRESHOLD_BYTES are compressed by negotiation, off the event loop
 * (zlib's thread pool). Answers that set their own Content-Length or Content-Encoding are left as they are:
 * the hot path's prepared answers (decision 005), which the Fastify routes mirror byte for byte, and
 * static files served precompressed. The hot path itself never reaches Fastify's hooks.
 */
export function registerJsonCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!isJson(reply.getHeader('content-type'))) return payload;
    if (reply.hasHeader('content-encoding') || reply.hasHeader('content-length')) return payload;
    const bytes = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (bytes.length < COMPRESS_THRESHOLD_BYTES) return payload;
    varyOnAcceptEncoding(reply);
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const compressed = await compressDynamic(bytes, encoding);
    reply.header('content-encoding', encoding);
    return compressed;
  });
}
