import { isIP } from 'node:net';

/** The spec's limits of the page config's fields (001 §3): domain ≤ 25, subdomain ≤ 50. */
export const DOMAIN_MAX = 25;
const SUBDOMAIN_MAX = 50;

const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/** Subdomain names the product keeps for itself. */
const RESERVED_SUBDOMAINS = new Set([
  'www',
  'api',
  'app',
  'admin',
  'mail',
  'smtp',
  'painel',
  'status',
  'static',
  'cdn',
]);

/**
 * A host as typed or sent in a Host header, lower case, without port or final dot; undefined when it is no host
 * name (an IP address, an empty or malformed name).
 */
export function normalizeHost(input: string): string | undefined {
  let host = input.trim().toLowerCase();
  if (host.startsWith('[')) return undefined;
  const colon = host.lastIndexOf(':');
  if (colon >= 0) host = host.slice(0, colon);
  if (host.endsWith('.')) host = host.slice(0, -1);
  if (host.length === 0 || host.length > 253 || isIP(host)) return undefined;
  const labels = host.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return undefined;
  if (!/^[a-z]/.test(labels.at(-1) ?? '')) return undefined;
  return host;
}

export function isSubdomainName(name: string): boolean {
  return name.length <= SUBDOMAIN_MAX && LABEL.test(name) && !RESERVED_SUBDOMAINS.has(name);
}

/** True when `host` is `zone` or a name under it. */
export function isWithin(host: string, zone: string): boolean {
  return host === zone || host.endsWith(`.${zone}`);
}

/** Where the TXT record of a host's verification goes: beside the CNAME, which may have no other record. */
export function txtNameOf(host: string): string {
  return `_atalho.${host}`;
}

export function txtValueOf(token: string): string {
  return `atalho-verify=${token}`;
}
