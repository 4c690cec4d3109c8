import { describe, expect, it } from 'vitest';
import { detectVisitorRoute, readEmbeddedData } from '../src/visitor/detect';

describe('detectVisitorRoute', () => {
  it('recognises short links with and without a contact code', () => {
    expect(detectVisitorRoute('/abc123')).toMatchObject({
      kind: 'redirect',
      remote: 'mf_public',
      code: 'abc123',
    });
    expect(detectVisitorRoute('/abc123/')).toMatchObject({ kind: 'redirect', code: 'abc123' });
    expect(detectVisitorRoute('/abc123/c9')).toMatchObject({
      kind: 'redirect',
      exposed: 'RedirectScreen',
      code: 'abc123',
      contactCode: 'c9',
    });
  });

  it('recognises the SMS opt-in and opt-out pages', () => {
    expect(detectVisitorRoute('/i/k1')).toEqual({
      kind: 'opt-in',
      remote: 'mf_sms',
      exposed: 'OptIsland',
      code: 'k1',
    });
    expect(detectVisitorRoute('/o/k1')).toEqual({
      kind: 'opt-out',
      remote: 'mf_sms',
      exposed: 'OptIsland',
      code: 'k1',
    });
  });

  it.each([
    '/',
    '/painel',
    '/painel/links',
    '/loading',
    '/lp',
    '/g',
    '/f',
    '/conversion',
    '/privacy-policy',
    '/whats-new',
    '/plans',
    '/api-doc',
    '/health',
    '/remotes.json',
    '/mf/mf-links',
    '/i',
    '/o',
    '/abc/def/ghi',
    '/%E0%A4%A',
  ])('leaves %s to the app', (path) => {
    expect(detectVisitorRoute(path)).toBeNull();
  });

  it('decodes encoded codes', () => {
    expect(detectVisitorRoute('/caf%C3%A9')).toMatchObject({ code: 'café' });
  });
});

describe('readEmbeddedData', () => {
  it('parses the server-embedded JSON', () => {
    document.body.innerHTML =
      '<script id="atalho-data" type="application/json">{"link":{"code":"a","title":"\\u003cb\\u003e"}}</script>';
    expect(readEmbeddedData()).toEqual({ link: { code: 'a', title: '<b>' } });
  });

  it('is undefined when absent or broken', () => {
    document.body.innerHTML = '';
    expect(readEmbeddedData()).toBeUndefined();
    document.body.innerHTML = '<script id="atalho-data" type="application/json">{oops</script>';
    expect(readEmbeddedData()).toBeUndefined();
  });
});
