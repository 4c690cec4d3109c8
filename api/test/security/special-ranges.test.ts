import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressFor, guardSocket, outboundFetch } from '../../src/http/outbound-fetch';
import { isPublicAddress } from '../../src/security/ip-ranges';
import { checkTargetUrl } from '../../src/security/url-safety';

/**
 * SSRF by special address (issue 34, item 5): only global unicast passes, in every form an address can take.
 * Each row is an address a server-side request must never reach, and why.
 */
const REFUSED: readonly (readonly [string, string])[] = [
  // IPv4 special ranges
  ['0.0.0.0', 'this network 0/8'],
  ['0.1.2.3', 'this network 0/8'],
  ['10.0.0.1', 'private 10/8'],
  ['100.64.0.1', 'shared CGNAT 100.64/10'],
  ['100.127.255.254', 'shared CGNAT 100.64/10'],
  ['127.0.0.1', 'loopback 127/8'],
  ['127.255.0.9', 'loopback 127/8'],
  ['169.254.169.254', 'link-local 169.254/16 (cloud metadata)'],
  ['172.16.0.1', 'private 172.16/12'],
  ['172.31.255.254', 'private 172.16/12'],
  ['192.0.0.8', 'IETF protocol assignments 192.0.0/24'],
  ['192.0.2.1', 'documentation TEST-NET-1'],
  ['192.88.99.1', '6to4 relay anycast 192.88.99/24'],
  ['192.168.1.1', 'private 192.168/16'],
  ['198.18.0.1', 'benchmarking 198.18/15'],
  ['198.19.255.1', 'benchmarking 198.18/15'],
  ['198.51.100.7', 'documentation TEST-NET-2'],
  ['203.0.113.9', 'documentation TEST-NET-3'],
  ['224.0.0.1', 'multicast 224/4'],
  ['239.255.255.250', 'multicast 224/4'],
  ['240.0.0.1', 'reserved 240/4'],
  ['255.255.255.255', 'limited broadcast'],
  // IPv6 special ranges
  ['::', 'unspecified'],
  ['::1', 'loopback'],
  ['fe80::1', 'link-local'],
  ['fe80::1%eth0', 'link-local with a zone'],
  ['fec0::1', 'site-local fec0::/10 (deprecated)'],
  ['fc00::1', 'unique local fc00::/7'],
  ['fd12:3456::1', 'unique local fc00::/7'],
  ['ff02::1', 'multicast'],
  ['ff0e::1', 'global-scope multicast'],
  ['2001:db8::1', 'documentation'],
  ['3fff::1', 'documentation (RFC 9637)'],
  ['2001:2::1', 'benchmarking'],
  ['2001::1', 'Teredo 2001::/32'],
  ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo 2001::/32'],
  ['2001:10::1', 'ORCHID'],
  ['100::1', 'discard-only 100::/64'],
  ['5f00::1', 'segment routing'],
  ['4000::1', 'outside global unicast 2000::/3'],
  // IPv6 forms that carry an IPv4 address
  ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
  ['::ffff:a00:1', 'IPv4-mapped 10.0.0.1'],
  ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
  ['::127.0.0.1', 'IPv4-compatible loopback'],
  ['::7f00:1', 'IPv4-compatible loopback, hex'],
  ['::a00:1', 'IPv4-compatible 10.0.0.1'],
  ['::a9fe:a9fe', 'IPv4-compatible 169.254.169.254'],
  ['::8.8.8.8', 'IPv4-compatible (deprecated), even of a public address'],
  ['::ffff:0:a00:1', 'IPv4-translated (RFC 6145)'],
  ['64:ff9b::a00:1', 'NAT64 of 10.0.0.1'],
  ['64:ff9b::127.0.0.1', 'NAT64 of loopback'],
  ['64:ff9b::a9fe:a9fe', 'NAT64 of metadata'],
  ['64:ff9b:1::808:808', 'local-use NAT64 64:ff9b:1::/48'],
  ['2002:7f00:1::', '6to4 of 127.0.0.1'],
  ['2002:a00:1::1', '6to4 of 10.0.0.1'],
  ['2002:a9fe:a9fe::', '6to4 of 169.254.169.254'],
];

const PUBLIC = [
  '8.8.8.8',
  '1.1.1.1',
  '93.184.216.34',
  '2606:4700::1111',
  '2001:4860:4860::8888',
  '::ffff:8.8.8.8',
  '64:ff9b::808:808',
  '2002:808:808::1',
];

describe('isPublicAddress: an allow-list of global unicast', () => {
  it.each(REFUSED)('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(PUBLIC)('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('refuses what is not an address', () => {
    for (const text of ['', 'exemplo.com', '1.2.3.4.5', '::g', '[::1]'])
      expect(isPublicAddress(text), text).toBe(false);
  });
});

/** Literal hosts as they are typed in a URL, brackets and IPv4 spellings the URL parser normalises included. */
const REFUSED_URLS = [
  'http://[::127.0.0.1]/',
  'http://[::a00:1]/',
  'http://[::a9fe:a9fe]/',
  'http://[::ffff:127.0.0.1]/',
  'http://[64:ff9b::a00:1]/',
  'http://[2002:7f00:1::]/',
  'http://[2001::1]/',
  'http://[fec0::1]/',
  'http://[fd00::1]/',
  'http://[fe80::1]/',
  'http://[::]/',
  'http://2130706433/',
  'http://0x7f.1/',
  'http://0177.0.0.1/',
  'http://0x7f000001/',
  'http://127.1/',
  'http://0/',
  'http://169.254.169.254/latest/meta-data/',
];

const strict = { allowPrivate: false, timeoutMs: 1_000 };

describe('checkTargetUrl refuses every special form, literal or resolved', () => {
  const base = { ownHosts: ['atalho.app'], allowPrivate: false };

  it.each(REFUSED_URLS)('refuses the literal %s', async (url) => {
    expect(await checkTargetUrl(url, base)).toEqual({ ok: false, message: 'url.rejected' });
  });

  it.each(REFUSED)('refuses a name that resolves to %s (%s)', async (address) => {
    const check = await checkTargetUrl('interno.exemplo.com', { ...base, resolve: async () => [address] });
    expect(check).toEqual({ ok: false, message: 'url.rejected' });
  });

  it('accepts a name that resolves to public addresses only', async () => {
    const check = await checkTargetUrl('exemplo.com', {
      ...base,
      resolve: async () => ['8.8.8.8', '2606:4700::1111'],
    });
    expect(check).toEqual({ ok: true, url: 'https://exemplo.com' });
  });
});

describe("outboundFetch's per-hop check", () => {
  it.each(REFUSED_URLS)('refuses the literal %s without connecting', async (url) => {
    expect(await outboundFetch(url, strict)).toMatchObject({ ok: false, reason: 'refused' });
  });

  it.each(REFUSED)('refuses a name that resolves to %s (%s)', async (address) => {
    const result = await outboundFetch('http://exemplo-publico.com/', {
      ...strict,
      resolve: async () => [address],
    });
    expect(result).toMatchObject({ ok: false, reason: 'refused' });
  });

  it('allows public literals and names, and connects to the address it checked', async () => {
    expect(await addressFor(new URL('http://8.8.8.8/'), strict)).toBe('8.8.8.8');
    expect(await addressFor(new URL('http://[2606:4700::1111]/'), strict)).toBe('2606:4700::1111');
    const resolve = async () => ['2606:4700::1111', '93.184.216.34'];
    expect(await addressFor(new URL('https://exemplo.com/'), { ...strict, resolve })).toBe('2606:4700::1111');
  });

  it('keeps the allowPrivate escape hatch of the tests', async () => {
    expect(await addressFor(new URL('http://[::a00:1]/'), { allowPrivate: true })).toBe('::a00:1');
  });
});

describe('the connect-time check', () => {
  /** A socket already connected to `remoteAddress`, recording whether it was destroyed and why. */
  function connectedSocket(remoteAddress: string) {
    const socket = {
      connecting: false,
      remoteAddress,
      destroyed: undefined as unknown,
      destroy(error?: unknown) {
        socket.destroyed = error ?? true;
      },
    };
    return socket;
  }

  it('destroys a socket connected to a special address, keeps one connected to a public address', () => {
    for (const [address] of REFUSED) {
      const socket = connectedSocket(address);
      guardSocket(socket as never, { allowPrivate: false });
      expect(socket.destroyed, address).toBeInstanceOf(Error);
    }
    for (const address of PUBLIC) {
      const socket = connectedSocket(address);
      guardSocket(socket as never, { allowPrivate: false });
      expect(socket.destroyed, address).toBeUndefined();
    }
  });
});

describe('every redirect hop is checked', () => {
  let server: Server;
  let base = '';
  let hits = 0;

  beforeAll(async () => {
    server = createServer((request, response) => {
      hits += 1;
      const target = new URL(request.url ?? '/', 'http://x').searchParams.get('to');
      if (target) {
        response.writeHead(302, { location: target });
        return response.end();
      }
      response.end('ok');
    });
    // Not 127.0.0.1: the loopback targets below must stay untrusted.
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve));
    base = `http://127.0.0.2:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  // The local server stands for an allowed public host; what it redirects to is checked like any first hop.
  const trusted = { ...strict, trustedAddresses: ['127.0.0.2'] };

  it.each(REFUSED_URLS)('refuses a redirect from an allowed host to %s', async (target) => {
    expect(await outboundFetch(`${base}/ok`, trusted)).toMatchObject({ ok: true, status: 200 });
    const before = hits;
    const result = await outboundFetch(`${base}/?to=${encodeURIComponent(target)}`, trusted);
    expect(result).toMatchObject({ ok: false, reason: 'refused' });
    expect(hits).toBe(before + 1);
  });

  it('refuses a redirect to a name that resolves to an IPv4-compatible address', async () => {
    const resolve = async (host: string) => (host === 'interno.exemplo.com' ? ['::a9fe:a9fe'] : []);
    const result = await outboundFetch(`${base}/?to=${encodeURIComponent('http://interno.exemplo.com/')}`, {
      ...trusted,
      resolve,
    });
    expect(result).toMatchObject({ ok: false, reason: 'refused', url: 'http://interno.exemplo.com/' });
  });
});
