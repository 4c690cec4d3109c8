import { describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../src/security/ip-ranges';
import { checkTargetUrl, normaliseScheme } from '../../src/security/url-safety';

const base = { ownHosts: ['atalho.app'], allowPrivate: false };

describe('checkTargetUrl', () => {
  it('defaults to https:// and keeps what was typed', async () => {
    expect(normaliseScheme('exemplo.com/a')).toEqual({ ok: true, url: 'https://exemplo.com/a' });
    expect(normaliseScheme('exemplo.com:8080/a')).toEqual({ ok: true, url: 'https://exemplo.com:8080/a' });
    expect(await checkTargetUrl('exemplo.com', { ...base, resolve: async () => ['93.184.216.34'] })).toEqual({
      ok: true,
      url: 'https://exemplo.com',
    });
  });

  it('rejects names that resolve to private, loopback, link-local or reserved addresses', async () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '192.168.0.1',
      '172.16.5.4',
      '169.254.1.1',
      '::1',
      'fc00::1',
      '0.0.0.0',
      '::ffff:10.0.0.1',
    ]) {
      const check = await checkTargetUrl('interno.exemplo.com', {
        ...base,
        resolve: async () => ['93.184.216.34', address],
      });
      expect(check, address).toEqual({ ok: false, message: 'url.rejected' });
    }
  });

  it('accepts a name that does not resolve, or not in time', async () => {
    const failing = await checkTargetUrl('novo.exemplo.com', {
      ...base,
      resolve: async () => Promise.reject(new Error('ENOTFOUND')),
    });
    expect(failing.ok).toBe(true);
    const slow = await checkTargetUrl('lento.exemplo.com', {
      ...base,
      dnsTimeoutMs: 20,
      resolve: () => new Promise((resolve) => setTimeout(() => resolve(['127.0.0.1']), 500)),
    });
    expect(slow.ok).toBe(true);
  });

  it("refuses links to PUBLIC_URL's host and every subdomain of it, not to look-alike hosts", async () => {
    const options = { ...base, resolve: async () => ['93.184.216.34'] };
    for (const url of ['atalho.app/x', 'https://www.atalho.app/x', 'go.links.ATALHO.app', 'atalho.app./x']) {
      expect(await checkTargetUrl(url, options), url).toEqual({ ok: false, message: 'url.rejected' });
    }
    for (const url of ['notatalho.app/x', 'atalho.app.exemplo.com/x']) {
      expect((await checkTargetUrl(url, options)).ok, url).toBe(true);
    }
  });

  it('ALLOW_PRIVATE_URLS skips the address checks but never the scheme or own-host rules', async () => {
    const allow = { ...base, allowPrivate: true, resolve: async () => ['127.0.0.1'] };
    expect((await checkTargetUrl('http://127.0.0.1:3000/x', allow)).ok).toBe(true);
    expect((await checkTargetUrl('interno.exemplo.com', allow)).ok).toBe(true);
    expect(await checkTargetUrl('javascript:alert(1)', allow)).toEqual({
      ok: false,
      message: 'url.rejected',
    });
    expect(await checkTargetUrl('https://atalho.app/x', allow)).toEqual({
      ok: false,
      message: 'url.rejected',
    });
  });

  it('isPublicAddress knows public unicast from the rest', () => {
    expect(isPublicAddress('8.8.8.8')).toBe(true);
    expect(isPublicAddress('2001:4860:4860::8888')).toBe(true);
    expect(isPublicAddress('100.64.0.1')).toBe(false);
    expect(isPublicAddress('not-an-ip')).toBe(false);
  });
});
