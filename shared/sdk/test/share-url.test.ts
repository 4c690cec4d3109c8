import { describe, expect, it } from 'vitest';
import { shareUrl } from '../src/share-url';
import { shareOptions, shareTargetOf, shareTargets } from '../src/visitor-device';

describe('shareUrl', () => {
  it.each([
    ['whatsapp', 'whatsapp'],
    ['facebook', 'facebook'],
    ['twitter', 'twitter'],
    ['linkedin', 'linkedin'],
    ['messenger', 'messenger'],
    ['email', 'email'],
    ['qr', 'q'],
  ] as const)('%s → s=%s', (target, option) => {
    expect(shareUrl('https://atalho.app/abc', target)).toBe(`https://atalho.app/abc?s=${option}`);
  });

  it('keeps the rest of the query and the fragment, and replaces an s already there', () => {
    expect(shareUrl('https://atalho.app/abc?x=1', 'qr')).toBe('https://atalho.app/abc?x=1&s=q');
    expect(shareUrl('https://atalho.app/abc?s=q&x=1#top', 'whatsapp')).toBe(
      'https://atalho.app/abc?x=1&s=whatsapp#top',
    );
    expect(shareUrl('https://atalho.app/abc?s&sx=2', 'email')).toBe('https://atalho.app/abc?sx=2&s=email');
    expect(shareUrl(' https://loja.exemplo.com.br/promo? ', 'linkedin')).toBe(
      'https://loja.exemplo.com.br/promo?s=linkedin',
    );
  });

  it('gives every target a distinct option, and reads each option back as its target', () => {
    expect(new Set(shareOptions).size).toBe(shareTargets.length);
    for (const target of shareTargets) {
      const option = new URL(shareUrl('https://atalho.app/abc', target)).searchParams.get('s');
      expect(shareTargetOf(option)).toBe(target);
    }
    expect(shareTargetOf('instagram')).toBeUndefined();
    expect(shareTargetOf(null)).toBeUndefined();
  });
});
