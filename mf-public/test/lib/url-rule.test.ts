import { describe, expect, it } from 'vitest';
import { isShortenableUrl, urlFieldError } from '../../src/lib/url-rule';

describe('public shortener URL rule', () => {
  it.each([
    'example.com',
    'https://example.com',
    'http://sub.example.com.br/path?x=1#top',
    'minhaloja.com.br/promocao',
    'example.museum',
    'localhost.x',
  ])('accepts %s', (url) => {
    expect(isShortenableUrl(url)).toBe(true);
  });

  it.each(['', 'example', 'http://', 'exa mple.com', 'example.abcdefg', 'ftp//x', '11999998888'])(
    'rejects %s',
    (url) => {
      expect(isShortenableUrl(url)).toBe(false);
    },
  );

  it('reports invalidUrl only for non-empty invalid input', () => {
    expect(urlFieldError('')).toBeNull();
    expect(urlFieldError('nope')).toBe('invalidUrl');
    expect(urlFieldError('atalho.app')).toBeNull();
  });
});
