import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import ipaddr from 'ipaddr.js';
import type { Config } from '../config';

/**
 * Reads a raw request's client address exactly as Fastify's `request.ip` does with the same TRUST_PROXY (same
 * library, same reading of the setting): the hot path answers before Fastify builds its request object. Without
 * TRUST_PROXY it is the socket's peer; with it, the address the trusted proxies forwarded (X-Forwarded-For).
 */
export function clientAddressReader(trustProxy: Config['trustProxy']): (request: IncomingMessage) => string {
  if (!trustProxy) return (request) => request.socket.remoteAddress ?? '';
  const trust =
    trustProxy === true ? () => true : proxyAddr.compile(trustProxy.split(',').map((item) => item.trim()));
  return (request) => proxyAddr(request, trust);
}

/**
 * The unit a per-address limit counts: an IPv4 address (IPv4-mapped IPv6 included) as it is, an IPv6 address by
 * its /64, which one subscriber usually holds whole (counting single IPv6 addresses would give each one 2^64
 * budgets). Anything unparsable is counted as given.
 */
export function addressGroupOf(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts;
  return `${parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`;
}

/**
 * True for a loopback peer (127.0.0.0/8, ::1, or 127.x as IPv4-mapped IPv6). Pass the socket's own address, never
 * a forwarded one, which anyone can send.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined || !ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'loopback';
}
