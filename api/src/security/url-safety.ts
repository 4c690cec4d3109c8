import { lookup } from 'node:dns/promises';
import { SHORTENABLE_URL_PATTERN } from '@atalho/sdk/schemas';
import { LRUCache } from 'lru-cache';
import { isIpLiteral, isPublicAddress } from './ip-ranges';

export type ResolveHost = (host: string) => Promise<string[]>;
/** A host's addresses: [] when it has none, undefined when the look-up did not answer in time. */
export type HostAddresses = (host: string) => Promise<readonly string[] | undefined>;

export interface UrlSafetyOptions {
  /** Hosts that serve Atalho itself, with their subdomains: a link to them could loop through our redirects. */
  ownHosts: readonly string[];
  /** Test setting (ALLOW_PRIVATE_URLS=1): skip the IP-literal and private-address checks. */
  allowPrivate: boolean;
  /** Tests: names looked up with this, on each check and kept nowhere, instead of the shared resolver. */
  resolve?: ResolveHost;
  dnsTimeoutMs?: number;
}

export type UrlCheck = { ok: true; url: string } | { ok: false; message: 'invalidUrl' | 'url.rejected' };

// A scheme followed by a digit is a host and port ("example.com:8080"), not a scheme.
const SCHEME = /^([a-z][a-z0-9+.-]*):(?!\d)/i;
const ALLOWED_SCHEMES = new Set(['http', 'https']);

const systemResolve: ResolveHost = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

export interface HostResolverOptions {
  resolve?: ResolveHost;
  /**
   * How long an answer (addresses or none) is fresh: getaddrinfo gives no TTL. Past it, checks get the last
   * answer at once while the host is looked up again.
   */
  ttlMs?: number;
  /** Hosts kept at most (least recently used first out), and look-ups waiting or running at most. */
  maxHosts?: number;
  /**
   * Look-ups running at once: getaddrinfo holds one of libuv's 4 threads (files, zlib, crypto share them)
   * for as long as a slow name server takes, seconds; the rest wait their turn, and are asked even when every
   * check has stopped waiting for them, so a host named again and again gets its answer kept once.
   */
  maxConcurrent?: number;
  /** How long a check waits for an answer. */
  timeoutMs?: number;
}

interface Lookup {
  host: string;
  waiters: Array<(addresses: readonly string[]) => void>;
  /** A check already gave up on it: later checks do not wait out a timeout of their own. */
  late: boolean;
}

/**
 * The URL checks' name look-ups (issue 36 item 7): one look-up per host however many links name it at once,
 * its answer kept (and looked up again in the background every `ttlMs`), at most `maxConcurrent` running, a
 * check waiting at most `timeoutMs`. A link per contact of a campaign, or an API client's bulk, names a few
 * hosts thousands of times; looked up each time, a slow name server (5 s for many names where measured) made
 * creations wait out the timeout. A kept answer
 * only decides what may be shortened: whatever fetches a target checks the address it connects to again
 * (outboundFetch), so a name that moved to a private address since is refused there; the next checks of a
 * shortening refuse it once its new answer is in.
 */
export function createHostResolver(options: HostResolverOptions = {}): HostAddresses {
  const resolve = options.resolve ?? systemResolve;
  const timeoutMs = options.timeoutMs ?? 1500;
  const maxConcurrent = options.maxConcurrent ?? 2;
  const maxHosts = options.maxHosts ?? 10_000;
  const ttlMs = options.ttlMs ?? 60_000;
  const known = new LRUCache<string, { addresses: readonly string[]; at: number }>({ max: maxHosts });
  const inFlight = new Map<string, Lookup>();
  const queue: Lookup[] = [];
  let running = 0;

  function startNext(): void {
    while (running < maxConcurrent && queue.length > 0) {
      const next = queue.shift() as Lookup;
      running += 1;
      resolve(next.host)
        .catch(() => [])
        .then((addresses) => {
          running -= 1;
          known.set(next.host, { addresses, at: performance.now() });
          inFlight.delete(next.host);
          for (const waiter of next.waiters) waiter(addresses);
          startNext();
        });
    }
  }

  function wait(lookup: Lookup): Promise<readonly string[] | undefined> {
    if (lookup.late) return Promise.resolve(undefined);
    return new Promise((settle) => {
      const timer = setTimeout(() => {
        lookup.late = true;
        settle(undefined);
      }, timeoutMs);
      lookup.waiters.push((addresses) => {
        clearTimeout(timer);
        settle(addresses);
      });
    });
  }

  function lookUp(host: string): Lookup | undefined {
    let lookup = inFlight.get(host);
    // Past maxHosts look-ups waiting (a flood of new names), no more are started.
    if (!lookup && inFlight.size < maxHosts) {
      lookup = { host, waiters: [], late: false };
      inFlight.set(host, lookup);
      queue.push(lookup);
      startNext();
    }
    return lookup;
  }

  return (host) => {
    const answer = known.get(host);
    if (answer !== undefined) {
      if (performance.now() - answer.at >= ttlMs) lookUp(host);
      return Promise.resolve(answer.addresses);
    }
    const lookup = lookUp(host);
    return lookup ? wait(lookup) : Promise.resolve(undefined);
  };
}

let sharedAddresses: HostAddresses | undefined;

/** Adds https:// when no scheme was typed; rejects any scheme other than http(s). */
export function normaliseScheme(input: string): UrlCheck {
  const trimmed = input.trim();
  const scheme = SCHEME.exec(trimmed)?.[1];
  if (scheme !== undefined) {
    if (!ALLOWED_SCHEMES.has(scheme.toLowerCase())) return { ok: false, message: 'url.rejected' };
    return { ok: true, url: trimmed };
  }
  if (trimmed.startsWith('//')) return { ok: true, url: `https:${trimmed}` };
  return { ok: true, url: `https://${trimmed}` };
}

/** The host itself or any subdomain of it (`go.atalho.app` for `atalho.app`). */
function isOwnHost(host: string, ownHosts: readonly string[]): boolean {
  return ownHosts.some((own) => host === own || host.endsWith(`.${own}`));
}

/**
 * Decides whether a target may be shortened. A name that does not resolve (or not in time) is accepted: the
 * redirect happens in the visitor's browser, and whatever fetches targets server-side (preview tags) must
 * check the address it connects to again with isPublicAddress.
 */
export async function checkTargetUrl(input: string, options: UrlSafetyOptions): Promise<UrlCheck> {
  const normalised = normaliseScheme(input);
  if (!normalised.ok) return normalised;
  let parsed: URL;
  try {
    parsed = new URL(normalised.url);
  } catch {
    return { ok: false, message: 'invalidUrl' };
  }
  const host = parsed.hostname.toLowerCase().replace(/\.$/, '');
  if (isIpLiteral(host)) {
    return options.allowPrivate ? { ok: true, url: normalised.url } : { ok: false, message: 'url.rejected' };
  }
  // user:password@host is how phishing links disguise their real host.
  if (parsed.username || parsed.password) return { ok: false, message: 'url.rejected' };
  if (!SHORTENABLE_URL_PATTERN.test(normalised.url)) return { ok: false, message: 'invalidUrl' };
  if (isOwnHost(host, options.ownHosts)) return { ok: false, message: 'url.rejected' };
  if (!options.allowPrivate) {
    sharedAddresses ??= createHostResolver();
    const lookUp = options.resolve
      ? createHostResolver({ resolve: options.resolve, timeoutMs: options.dnsTimeoutMs })
      : sharedAddresses;
    const addresses = await lookUp(host);
    if (addresses?.some((address) => !isPublicAddress(address)))
      return { ok: false, message: 'url.rejected' };
  }
  return { ok: true, url: normalised.url };
}
