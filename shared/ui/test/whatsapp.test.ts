import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  buildWhatsAppUrl,
  looksLikePhone,
  parseWhatsAppFormatting,
  startsLikePhone,
  whatsAppComposerForm,
} from '../src/shortener/whatsapp';

describe('phone detection', () => {
  it('sees a phone number being typed until it has 8 digits', () => {
    expect(startsLikePhone('(11) 9')).toBe(true);
    expect(startsLikePhone('+55')).toBe(true);
    expect(startsLikePhone('(11) 98765-4321')).toBe(false);
    expect(startsLikePhone('exemplo.com')).toBe(false);
    expect(startsLikePhone('')).toBe(false);
  });

  it('detects 8 to 15 digits with usual separators', () => {
    expect(looksLikePhone('99998888')).toBe(true);
    expect(looksLikePhone('(11) 99999-8888')).toBe(true);
    expect(looksLikePhone('+55 11 99999-8888')).toBe(true);
    expect(looksLikePhone('123456789012345')).toBe(true);
  });

  it('ignores short, long or non-phone input', () => {
    expect(looksLikePhone('9999888')).toBe(false);
    expect(looksLikePhone('1234567890123456')).toBe(false);
    expect(looksLikePhone('example.com')).toBe(false);
    expect(looksLikePhone('call 99998888')).toBe(false);
  });
});

describe('click-to-chat link', () => {
  it('joins country code and phone digits and URL-encodes the text', () => {
    expect(
      buildWhatsAppUrl({ countryCode: '+55', phone: '(11) 99999-8888', message: 'Olá, *tudo* bem? & 100%' }),
    ).toBe('https://wa.me/5511999998888?text=Ol%C3%A1%2C%20*tudo*%20bem%3F%20%26%20100%25');
  });

  it('omits text when the message is empty', () => {
    expect(buildWhatsAppUrl({ countryCode: '55', phone: '11999998888', message: '  ' })).toBe(
      'https://wa.me/5511999998888',
    );
  });

  it('validates the composer fields with message keys', () => {
    // The form shows each field's first message, as the resolver does.
    const issues = (values: { countryCode: string; phone: string; message: string }) => {
      const result = v.safeParse(whatsAppComposerForm, values);
      if (result.success) return {};
      const nested = v.flatten<typeof whatsAppComposerForm>(result.issues).nested ?? {};
      return Object.fromEntries(Object.entries(nested).map(([field, messages]) => [field, messages?.[0]]));
    };
    expect(issues({ countryCode: '', phone: '', message: '' })).toEqual({
      countryCode: 'required',
      phone: 'required',
    });
    expect(issues({ countryCode: '55', phone: '1234', message: '' })).toEqual({ phone: 'invalidPhone' });
    expect(issues({ countryCode: '55', phone: '11999998888', message: 'x'.repeat(1001) })).toEqual({
      message: 'invalidSize',
    });
    expect(issues({ countryCode: '55', phone: '(11) 99999-8888', message: 'oi' })).toEqual({});
  });
});

describe('WhatsApp formatting preview', () => {
  it('splits bold, italic, strike and code runs', () => {
    expect(parseWhatsAppFormatting('a *b* _c_ ~d~ `e` f')).toEqual([
      { text: 'a ' },
      { text: 'b', style: 'bold' },
      { text: ' ' },
      { text: 'c', style: 'italic' },
      { text: ' ' },
      { text: 'd', style: 'strike' },
      { text: ' ' },
      { text: 'e', style: 'code' },
      { text: ' f' },
    ]);
  });

  it('leaves unmatched markers as text', () => {
    expect(parseWhatsAppFormatting('2 * 3 = 6')).toEqual([{ text: '2 * 3 = 6' }]);
  });
});
