import ipaddr from 'ipaddr.js';

/**
 * IPv6 global unicast (RFC 4291 §2.5.4, 2000::/3): the only IPv6 space a server-side request may reach, apart
 * from the forms below that carry an IPv4 address. Inside it, ipaddr.js's ranges name what is not global
 * (Teredo, benchmarking, documentation, ORCHID, AMT, AS112, reserved).
 */
const IPV6_GLOBAL = ipaddr.parseCIDR('2000::/3');
/** RFC 6052's well-known NAT64 prefix: the last 32 bits are the IPv4 address the gateway connects to. */
const NAT64_WELL_KNOWN = ipaddr.parseCIDR('64:ff9b::/96');

function ipv4From(high: number, low: number): ipaddr.IPv4 {
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

/** Public IPv4 unicast only: ipaddr.js names every special range (0/8, 10/8, 100.64/10, 127/8, 169.254/16,
 * 172.16/12, 192.0.0/24, 192.0.2/24, 192.88.99/24, 192.168/16, 198.18/15, 198.51.100/24, 203.0.113/24,
 * 224/4, 240/4, 255.255.255.255, AS112, AMT); whatever it calls plain `unicast` is global. */
function isGlobalIPv4(address: ipaddr.IPv4): boolean {
  return address.range() === 'unicast';
}

/**
 * Public IPv6, decided by allow-list. A form that embeds an IPv4 address the packet ends up at is decided by that
 * address: IPv4-mapped (::ffff:a.b.c.d), NAT64 (64:ff9b::/96) and 6to4 (2002::/16, whose relay reaches the
 * embedded address). Everything else must be plain global unicast: IPv4-compatible (::a.b.c.d, deprecated by
 * RFC 4291), the local-use NAT64 prefix 64:ff9b:1::/48, IPv4-translated, Teredo (2001::/32), site-local
 * (fec0::/10), unique local (fc00::/7), link-local, multicast, documentation, benchmarking, discard, reserved,
 * loopback and unspecified addresses all fall outside 2000::/3 or inside a range ipaddr.js names, and are refused.
 */
function isGlobalIPv6(address: ipaddr.IPv6): boolean {
  const parts = address.parts;
  if (address.isIPv4MappedAddress()) return isGlobalIPv4(address.toIPv4Address());
  if (address.match(NAT64_WELL_KNOWN)) return isGlobalIPv4(ipv4From(parts[6] ?? 0, parts[7] ?? 0));
  const range = address.range();
  if (range === '6to4') return isGlobalIPv4(ipv4From(parts[1] ?? 0, parts[2] ?? 0));
  return range === 'unicast' && address.match(IPV6_GLOBAL);
}

/**
 * An IPv6 address with its trailing dotted IPv4 part in hex (`::127.0.0.1` → `::7f00:1`): ipaddr.js reads any
 * such text as IPv4-mapped, which would let the deprecated IPv4-compatible form `::a.b.c.d` pass as `::ffff:…`.
 */
function dottedTailInHex(address: string): string {
  if (!address.includes(':')) return address;
  return address.replace(/(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/, (whole, ...octets: string[]) => {
    const bytes = octets.slice(0, 4).map(Number);
    if (bytes.some((byte) => byte > 255)) return whole;
    const [a = 0, b = 0, c = 0, d = 0] = bytes;
    return `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  });
}

/**
 * True for an address a server-side request may reach: global unicast only (no private, loopback, link-local,
 * shared, documentation, multicast or reserved space, in IPv4 or in any IPv6 form that leads there).
 */
export function isPublicAddress(address: string): boolean {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(dottedTailInHex(address));
  } catch {
    return false;
  }
  return parsed.kind() === 'ipv4' ? isGlobalIPv4(parsed as ipaddr.IPv4) : isGlobalIPv6(parsed as ipaddr.IPv6);
}

/** True when `host` (as found in URL.hostname, IPv6 with brackets) is an IP literal rather than a name. */
export function isIpLiteral(host: string): boolean {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  // A name, as nearly every link has, is told apart without ipaddr's parsers (2.5 % of the server's CPU while
  // creating links): IPv4 in any form is digits, dots and hexadecimal (0x…), and IPv6 has colons.
  if (!bare.includes(':') && /[g-wyz]/i.test(bare)) return false;
  return ipaddr.isValid(bare);
}
