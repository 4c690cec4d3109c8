import { describe, expect, it } from 'vitest';
import { displayHost, displayUrl } from '../src/lookalike-host';

describe('displayHost (look-alike destinations)', () => {
  it('shows a Cyrillic "apple.com" in punycode, flagged', () => {
    expect(displayHost('https://аррӏе.com/entrar')).toEqual({ host: 'xn--80ak6aa92e.com', lookalike: true });
    // Cyrillic а, о, е, с and friends alone imitate Latin names.
    expect(displayHost('https://расе.com').lookalike).toBe(true);
    expect(displayHost('https://ѕсоре.net').lookalike).toBe(true);
  });

  it('flags a label that mixes Latin with Cyrillic or Greek', () => {
    const mixed = displayHost('https://pаypal.com'); // Cyrillic а among Latin letters
    expect(mixed.lookalike).toBe(true);
    expect(mixed.host).toMatch(/^xn--/);
    expect(displayHost('https://gοοgle.com').lookalike).toBe(true); // Greek omicrons
    expect(displayHost('https://www.paypαl.com/login').host).toMatch(/^www\.xn--/);
    expect(displayHost('https://αρρle.com').lookalike).toBe(true); // all Greek, every letter Latin-alike
  });

  it('flags Latin letters that imitate others without a diacritic (ɑ, ı)', () => {
    expect(displayHost('https://ɑpple.com').lookalike).toBe(true);
    expect(displayHost('https://gıthub.com').lookalike).toBe(true);
  });

  it('keeps ordinary international names, in Unicode, unflagged', () => {
    expect(displayHost('https://münchen.de/x')).toEqual({ host: 'münchen.de', lookalike: false });
    expect(displayHost('https://ação.com.br')).toEqual({ host: 'ação.com.br', lookalike: false });
    expect(displayHost('https://例え.jp')).toEqual({ host: '例え.jp', lookalike: false });
    expect(displayHost('https://日本語のサイト.jp')).toEqual({ host: '日本語のサイト.jp', lookalike: false });
    expect(displayHost('https://한국어.kr').lookalike).toBe(false);
    expect(displayHost('https://ελληνικά.gr').lookalike).toBe(false);
    expect(displayHost('https://россия.рф')).toEqual({ host: 'россия.рф', lookalike: false });
    // A typed punycode name of a legit IDN is shown in Unicode.
    expect(displayHost('https://xn--mnchen-3ya.de')).toEqual({ host: 'münchen.de', lookalike: false });
  });

  it('leaves ASCII names and addresses alone', () => {
    expect(displayHost('https://apple.com/x')).toEqual({ host: 'apple.com', lookalike: false });
    expect(displayHost('http://EXEMPLO.com.br:8080')).toEqual({ host: 'exemplo.com.br', lookalike: false });
    expect(displayHost('http://[2606:4700::1111]/')).toEqual({ host: '[2606:4700::1111]', lookalike: false });
    expect(displayHost('não é um endereço')).toEqual({ host: '', lookalike: false });
  });

  it('displayUrl swaps only a look-alike host for its punycode, keeping the rest as written', () => {
    expect(displayUrl('https://аррӏе.com:8443/entrar?x=1#y')).toEqual({
      text: 'https://xn--80ak6aa92e.com:8443/entrar?x=1#y',
      lookalike: true,
    });
    expect(displayUrl('https://ação.com.br/página')).toEqual({
      text: 'https://ação.com.br/página',
      lookalike: false,
    });
  });
});
