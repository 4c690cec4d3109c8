import ipaddr from 'ipaddr.js';

/** True for an address a server-side request may reach: public unicast only (no private, loopback, etc.). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // process() turns IPv4-mapped IPv6 (::ffff:10.0.0.1) back into IPv4 so its real range is checked.
  return ipaddr.process(address).range() === 'unicast';
}

/** True when `host` (as found in URL.hostname, IPv6 with brackets) is an IP literal rather than a name. */
export function isIpLiteral(host: string): boolean {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  return ipaddr.isValid(bare);
}
