import { lookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction, Socket } from 'node:net';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import ipaddr from 'ipaddr.js';
import { isPublicAddress } from '../security/ip-ranges';

export type ResolveHost = (host: string) => Promise<string[]>;

export interface OutboundOptions {
  /** Tests only (OUTBOUND_ALLOW_PRIVATE=1): loopback and private targets and any port are allowed. */
  allowPrivate: boolean;
  /** Tests only: these exact addresses pass although private (a local server), everything else is checked. */
  trustedAddresses?: readonly string[];
  method?: 'GET' | 'HEAD';
  /** Replaces DNS (tests: a public-looking name that resolves to loopback). */
  resolve?: ResolveHost;
  /** Total time over every hop, DNS and body included. */
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Only the status matters (link health checks): the body is not read. */
  discardBody?: boolean;
}

export type OutboundFailure = 'refused' | 'timeout' | 'tooLarge' | 'tooManyRedirects' | 'network';

export type OutboundResult =
  | { ok: true; status: number; url: string; contentType: string; body: Buffer }
  | { ok: false; reason: OutboundFailure; url: string };

export const OUTBOUND_LIMITS = { timeoutMs: 5_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 5 } as const;

const USER_AGENT = 'AtalhoBot/1.0 (+https://atalho.app; link preview and health check)';

const defaultResolve: ResolveHost = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

/** Web ports: the defaults and unprivileged ones; never SSH, SMTP and the like on a public host. */
function portAllowed(url: URL): boolean {
  if (url.port === '') return true;
  const port = Number(url.port);
  return port === 80 || port === 443 || port >= 1024;
}

class Refused extends Error {}
class TooLarge extends Error {}

/** Whether a request may reach this address: global unicast only (ip-ranges.ts), unless the options open it. */
function permitted(address: string, options: OutboundOptions): boolean {
  return (
    options.allowPrivate || isPublicAddress(address) || (options.trustedAddresses?.includes(address) ?? false)
  );
}

/**
 * The one address this hop may connect to: every address the name resolves to must be public (a name with one
 * private address among public ones is refused), and the connection goes to the address checked here, so a
 * second DNS answer cannot swap in another one (no rebinding gap). Called for every hop, redirects included.
 */
export async function addressFor(url: URL, options: OutboundOptions): Promise<string> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Refused();
  if (url.username || url.password) throw new Refused();
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = ipaddr.isValid(host);
  if (!options.allowPrivate && !portAllowed(url)) throw new Refused();
  const addresses = literal ? [host] : await (options.resolve ?? defaultResolve)(host);
  if (addresses.length === 0) throw new Refused();
  if (!addresses.every((address) => permitted(address, options))) throw new Refused();
  return addresses[0] as string;
}

/**
 * The check at connect time: the address the socket is actually connected to must pass as well, or the socket is
 * destroyed before a byte is sent (whatever resolved or routed it there).
 */
export function guardSocket(socket: Socket, options: OutboundOptions): void {
  const check = () => {
    const remote = socket.remoteAddress;
    if (remote === undefined || !permitted(remote, options)) socket.destroy(new Refused());
  };
  if (socket.connecting) socket.once('connect', check);
  else check();
}

function pinnedLookup(address: string): LookupFunction {
  const family = ipaddr.parse(address).kind() === 'ipv6' ? 6 : 4;
  return (_host, opts, callback) => {
    if (opts.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

function send(
  url: URL,
  address: string,
  method: string,
  signal: AbortSignal,
  options: OutboundOptions,
): Promise<IncomingMessage> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method,
        signal,
        // A fresh connection per hop: a pooled one would skip the pinned lookup and the connect-time check.
        agent: false,
        lookup: pinnedLookup(address),
        headers: {
          'user-agent': USER_AGENT,
          accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8',
          'accept-encoding': 'gzip, deflate, br',
        },
      },
      resolve,
    );
    req.on('socket', (socket) => guardSocket(socket, options));
    req.on('error', reject);
    req.end();
  });
}

function decoded(response: IncomingMessage): NodeJS.ReadableStream {
  switch (String(response.headers['content-encoding'] ?? '').toLowerCase()) {
    case 'gzip':
      return response.pipe(createGunzip());
    case 'deflate':
      return response.pipe(createInflate());
    case 'br':
      return response.pipe(createBrotliDecompress());
    default:
      return response;
  }
}

/** The body, decompressed, refused once it passes `maxBytes` (a compressed bomb stops there too). */
async function readCapped(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of decoded(response)) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    size += buffer.length;
    if (size > maxBytes) {
      response.destroy();
      throw new TooLarge();
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function withDeadline<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * The one way the server fetches a URL someone else chose (preview tags, link health checks): http(s) only,
 * public addresses only (checked on every redirect hop, connected to as checked), at most five redirects,
 * 5 s in all and 2 MB of body. Never throws: a failure is a reason.
 */
export async function outboundFetch(target: string, options: OutboundOptions): Promise<OutboundResult> {
  const method = options.method ?? 'GET';
  const maxRedirects = options.maxRedirects ?? OUTBOUND_LIMITS.maxRedirects;
  const signal = AbortSignal.timeout(options.timeoutMs ?? OUTBOUND_LIMITS.timeoutMs);
  let current = target;
  try {
    for (let hop = 0; hop <= maxRedirects; hop += 1) {
      let url: URL;
      try {
        url = new URL(current);
      } catch {
        return { ok: false, reason: 'refused', url: current };
      }
      const address = await withDeadline(addressFor(url, options), signal);
      const response = await send(url, address, method, signal, options);
      const location = response.headers.location;
      if (REDIRECTS.has(response.statusCode ?? 0) && location) {
        response.resume();
        current = new URL(location, url).toString();
        continue;
      }
      const skip = method === 'HEAD' || options.discardBody === true;
      if (skip) response.destroy();
      const body = skip
        ? Buffer.alloc(0)
        : await readCapped(response, options.maxBytes ?? OUTBOUND_LIMITS.maxBytes);
      return {
        ok: true,
        status: response.statusCode ?? 0,
        url: url.toString(),
        contentType: String(response.headers['content-type'] ?? ''),
        body,
      };
    }
    return { ok: false, reason: 'tooManyRedirects', url: current };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: 'refused', url: current };
    if (error instanceof TooLarge) return { ok: false, reason: 'tooLarge', url: current };
    return { ok: false, reason: signal.aborted ? 'timeout' : 'network', url: current };
  }
}

/** The app's options: private targets only when the test setting allows them. */
export function outboundOptionsOf(config: { outboundAllowPrivate: boolean }): OutboundOptions {
  return { allowPrivate: config.outboundAllowPrivate };
}
