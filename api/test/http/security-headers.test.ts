import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { htmlSecurityHeaders } from '../../src/http/security-headers';
import { staticRootWithShell, useTestApp } from '../helpers/test-app';
import { createSettledLink } from '../modules/online-addresses/fixtures';

const CDN = 'https://cdn.atalho.example';
const html = { accept: 'text/html,application/xhtml+xml' };

describe('security headers on a listening server', () => {
  const ctx = useTestApp({
    config: {
      allowPrivateUrls: true,
      staticRoot: staticRootWithShell(),
      publicUrl: 'https://atalho.test',
      remoteOrigins: [CDN],
      devSignIn: true,
    },
  });
  let base = '';
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  async function get(path: string, headers: Record<string, string> = html) {
    const before = ctx.app.hotPath.hits;
    const response = await fetch(`${base}${path}`, { headers, redirect: 'manual' });
    await response.arrayBuffer();
    return { response, fromHotPath: ctx.app.hotPath.hits > before };
  }

  /** The API reference (`docs`) loads nothing from the remotes' CDN and may be framed by the site. */
  function expectHtmlHeaders(headers: Headers, where: string, docs = false) {
    const framedBy = docs ? 'self' : 'none';
    const csp = headers.get('content-security-policy') ?? '';
    const directives = new Map(
      csp.split(/;\s*/).map((directive) => {
        const [name = '', ...sources] = directive.split(' ');
        return [name, sources] as const;
      }),
    );
    expect(directives.get('script-src'), where).toEqual(docs ? ["'self'"] : ["'self'", CDN]);
    expect(directives.get('frame-ancestors'), where).toEqual([`'${framedBy}'`]);
    expect(directives.get('object-src'), where).toEqual(["'none'"]);
    expect(directives.get('default-src'), where).toEqual(["'self'"]);
    expect(headers.get('x-content-type-options'), where).toBe('nosniff');
    expect(headers.get('referrer-policy'), where).toBe('strict-origin-when-cross-origin');
    expect(headers.get('strict-transport-security'), where).toBe('max-age=31536000');
    expect(headers.get('x-frame-options'), where).toBe(framedBy === 'none' ? 'DENY' : 'SAMEORIGIN');
  }

  it('are on the home page, the panel, the sign-in form and the API documentation', async () => {
    for (const path of ['/', '/painel/links/shortened', '/oauth2/authorization/google', '/api-doc']) {
      const { response } = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toContain('text/html');
      // The docs are embedded in /painel/api-reference: framed by this site only; nothing else is framed.
      expectHtmlHeaders(response.headers, path, path === '/api-doc');
    }
  });

  it('are on /{code} from Fastify (a cache miss) and from the hot path, identical', async () => {
    const link = await createSettledLink(ctx.app, 'exemplo.com/pagina');
    const miss = await get(`/${link.code}`);
    const hit = await get(`/${link.code}`);
    expect(miss.fromHotPath).toBe(false);
    expect(hit.fromHotPath).toBe(true);
    expectHtmlHeaders(miss.response.headers, 'miss');
    expectHtmlHeaders(hit.response.headers, 'hit');
    for (const name of ['content-security-policy', 'referrer-policy', 'strict-transport-security']) {
      expect(hit.response.headers.get(name)).toBe(miss.response.headers.get(name));
    }
  });

  it('JSON answers, from either path, carry nosniff but no page policy', async () => {
    const link = await createSettledLink(ctx.app, 'exemplo.com/json');
    const path = `/api/v1/online-addresses/code/${link.code}`;
    const miss = await get(path, {});
    const hit = await get(path, {});
    expect(hit.fromHotPath).toBe(true);
    for (const { response } of [miss, hit]) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toBeNull();
    }
  });
});

describe('htmlSecurityHeaders', () => {
  it('has no HSTS and no upgrade on a plain-http PUBLIC_URL, and no inline script ever', () => {
    const headers = htmlSecurityHeaders(
      loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:8080' }),
    );
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(headers['content-security-policy']).toContain("script-src 'self';");
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('reads REMOTE_ORIGINS as origins and refuses other schemes', () => {
    expect(
      loadConfig({ NODE_ENV: 'test', REMOTE_ORIGINS: 'https://a.example/mf/, https://b.example' })
        .remoteOrigins,
    ).toEqual(['https://a.example', 'https://b.example']);
    expect(() => loadConfig({ NODE_ENV: 'test', REMOTE_ORIGINS: 'javascript:alert(1)' })).toThrow(
      /REMOTE_ORIGINS/,
    );
  });
});
