import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyReply, FastifyServerOptions } from 'fastify';

/** A whole answer prepared ahead of time: written as it is, with no per-request work. */
export interface PreparedResponse {
  statusCode: number;
  headers: Readonly<Record<string, string>>;
  body: Buffer;
}

/**
 * Answers a request from memory or returns undefined to leave it to Fastify. It must be synchronous, must not
 * touch the request body and must answer exactly what the Fastify route for the same URL would.
 */
export type HotRoute = (request: IncomingMessage) => PreparedResponse | undefined;

/** Minimal logger surface (pino's): a failing hot route is logged, and Fastify answers instead. */
interface ErrorLog {
  error(object: unknown, message: string): void;
}

/**
 * The visitor hot path (ARCHITECTURE §4, decision 005): a short-link lookup or `/{code}` page that is already
 * in the link cache is answered from prepared bytes before Fastify's routing, hooks and request logger run.
 * Everything else, and every cache miss, goes through Fastify as usual.
 */
export class HotPath {
  readonly #routes: HotRoute[] = [];
  #open = true;
  #log: ErrorLog | undefined;
  /** Requests answered here (read by tests and benchmarks). */
  hits = 0;

  add(route: HotRoute): void {
    this.#routes.push(route);
  }

  /** Once the app starts closing, every request goes to Fastify, which answers 503 while it drains. */
  close(): void {
    this.#open = false;
  }

  useLogger(log: ErrorLog): void {
    this.#log = log;
  }

  /** True when the request was answered. */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    if (!this.#open || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
    for (const route of this.#routes) {
      let prepared: PreparedResponse | undefined;
      try {
        prepared = route(request);
      } catch (error) {
        this.#log?.error({ err: error, url: request.url }, 'hot route failed; Fastify answers');
        return false;
      }
      if (!prepared) continue;
      this.hits += 1;
      response.writeHead(prepared.statusCode, prepared.headers);
      response.end(request.method === 'HEAD' ? undefined : prepared.body);
      return true;
    }
    return false;
  }

  /**
   * Fastify's `serverFactory`: the same HTTP server Fastify would create (timeouts included), with this hot
   * path in front of Fastify's handler.
   */
  serverFactory() {
    return (
      handler: (request: IncomingMessage, response: ServerResponse) => void,
      options: FastifyServerOptions,
    ): Server => {
      const server = createServer((request, response) => {
        if (!this.serve(request, response)) handler(request, response);
      });
      server.keepAliveTimeout = options.keepAliveTimeout ?? 72_000;
      server.requestTimeout = options.requestTimeout ?? 0;
      server.setTimeout(options.connectionTimeout ?? 0);
      return server;
    };
  }
}

/** The query string of a URL, '' when there is none. */
export function queryOf(url: string): string {
  const index = url.indexOf('?');
  return index < 0 ? '' : url.slice(index + 1);
}

/** The path of a URL without its query string. */
export function pathOf(url: string): string {
  const index = url.indexOf('?');
  return index < 0 ? url : url.slice(0, index);
}

/**
 * The same bytes in memory of their own size. Node hands out small buffers as slices of a shared 8 KiB
 * pool and zlib's sync output as a slice of its 16 KiB chunk, and a slice keeps its whole backing store
 * alive: a 900-byte gzip page held in the visitor cache kept 16 KiB, so the cache's byte bound counted a
 * fraction of what it held (peak RSS 720 MB at a 128 MiB bound). Prepared answers live as long as their
 * cache entry, so they get an exact copy.
 */
export function ownedBytes(bytes: Buffer): Buffer {
  if (bytes.buffer.byteLength === bytes.length) return bytes;
  const owned = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(owned);
  return owned;
}

/** Prepares a 200 (or other) answer once: the body is encoded and its length counted here, not per request. */
export function prepareResponse(
  body: string,
  headers: Record<string, string>,
  statusCode = 200,
): PreparedResponse {
  return prepareBytes(ownedBytes(Buffer.from(body, 'utf8')), headers, statusCode);
}

/** The same from bytes already of their own size (see `ownedBytes`). */
export function prepareBytes(
  bytes: Buffer,
  headers: Record<string, string>,
  statusCode = 200,
): PreparedResponse {
  return { statusCode, headers: { ...headers, 'content-length': String(bytes.length) }, body: bytes };
}

/** The same prepared answer through Fastify (on a cache miss), so both paths send identical bytes. */
export function sendPrepared(reply: FastifyReply, prepared: PreparedResponse): FastifyReply {
  return reply.status(prepared.statusCode).headers(prepared.headers).send(prepared.body);
}

/** The request headers the hot routes read (undefined when absent), as `IncomingMessage.headers` gives them. */
export interface HotHeaders {
  accept: string | undefined;
  acceptEncoding: string | undefined;
  authorization: string | undefined;
  userAgent: string | undefined;
  /** Which host was asked for: a customer's own host answers only their links (decision 033). */
  host: string | undefined;
  /** The visitor's cookies: their consent decides whether a page may report to the owner's analytics (decision 039). */
  cookie: string | undefined;
}

/**
 * The few headers a hot route reads, from the raw list the parser made anyway: `request.headers` would build an
 * object of every header (15 or so from a browser) on each hit. Duplicates follow Node's rules for these names:
 * Accept and Accept-Encoding are joined with ", ", Cookie with "; ", Authorization, User-Agent and Host keep the first.
 */
export function hotHeadersOf(request: IncomingMessage): HotHeaders {
  const headers: HotHeaders = {
    accept: undefined,
    acceptEncoding: undefined,
    authorization: undefined,
    userAgent: undefined,
    host: undefined,
    cookie: undefined,
  };
  const raw = request.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i] as string;
    const value = raw[i + 1] as string;
    switch (name.length) {
      case 4:
        if (headers.host === undefined && name.toLowerCase() === 'host') headers.host = value;
        break;
      case 6: {
        const lower = name.toLowerCase();
        if (lower === 'accept')
          headers.accept = headers.accept === undefined ? value : `${headers.accept}, ${value}`;
        else if (lower === 'cookie')
          headers.cookie = headers.cookie === undefined ? value : `${headers.cookie}; ${value}`;
        break;
      }
      case 10:
        if (headers.userAgent === undefined && name.toLowerCase() === 'user-agent') headers.userAgent = value;
        break;
      case 13:
        if (headers.authorization === undefined && name.toLowerCase() === 'authorization')
          headers.authorization = value;
        break;
      case 15:
        if (name.toLowerCase() === 'accept-encoding')
          headers.acceptEncoding =
            headers.acceptEncoding === undefined ? value : `${headers.acceptEncoding}, ${value}`;
        break;
    }
  }
  return headers;
}

/**
 * A URL path segment that needs no decoding and names no file: letters, digits, `-` and `_`, 1–64 long.
 * Anything else (percent-encoding, dots, empty segments) is left to Fastify's router.
 */
export function isPlainSegment(segment: string | undefined): segment is string {
  return segment !== undefined && /^[A-Za-z0-9_-]{1,64}$/.test(segment);
}
