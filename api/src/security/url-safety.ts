import { lookup } from 'node:dns/promises';
import { SHORTENABLE_URL_PATTERN } from '@atalho/sdk/schemas';
import { isIpLiteral, isPublicAddress } from './ip-ranges';

export type ResolveHost = (host: string) => Promise<string[]>;

export interface UrlSafetyOptions {
  /** Hosts that serve Atalho itself, with their subdomains: a link to them could loop through our redirects. */
  ownHosts: readonly string[];
  /** Test setting (ALLOW_PRIVATE_URLS=1): skip the IP-literal and private-address checks. */
  allowPrivate: boolean;
  resolve?: ResolveHost;
  dnsTimeoutMs?: number;
}

export type UrlCheck = { ok: true; url: string } | { ok: false; message: 'invalidUrl' | 'url.rejected' };

// A scheme followed by a digit is a host and port ("example.com:8080"), not a scheme.
const SCHEME = /^([a-z][a-z0-9+.-]*):(?!\d)/i;
const ALLOWED_SCHEMES = new Set(['http', 'https']);

const defaultResolve: ResolveHost = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

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

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
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
    const resolve = options.resolve ?? defaultResolve;
    const addresses = await withTimeout(
      resolve(host).catch(() => []),
      options.dnsTimeoutMs ?? 1500,
    );
    if (addresses?.some((address) => !isPublicAddress(address)))
      return { ok: false, message: 'url.rejected' };
  }
  return { ok: true, url: normalised.url };
}
