import {
  billingAddress,
  brazilianStates,
  cardFields,
  customerPhone,
  documentNumber,
  isValidCpf,
  isValidExpiration,
} from '@atalho/sdk/schemas';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

/** Check digit by the CPF/CNPJ rule (mod 11; 10 and 11 become 0), computed independently of the SDK. */
function digit(digits: number[], weights: number[]): number {
  const rest = digits.reduce((sum, d, i) => sum + d * (weights[i] ?? 0), 0) % 11;
  return rest < 2 ? 0 : 11 - rest;
}

const cpfOf = (base: number[]) => {
  const first = digit(base, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = digit([...base, first], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return [...base, first, second].join('');
};
const cnpjOf = (base: number[]) => {
  const first = digit(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = digit([...base, first], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return [...base, first, second].join('');
};

const notAllSame = (digits: number[]) => new Set(digits).size > 1;
const cpfBase = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }).filter(notAllSame);
const cnpjBase = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 12, maxLength: 12 })
  .filter(notAllSame);

/** The same number with one digit changed to another value. */
const withOneDigitChanged = (value: string, index: number, delta: number) =>
  value.slice(0, index) + String((Number(value[index]) + delta) % 10) + value.slice(index + 1);

const validDocument = (value: string) => v.safeParse(documentNumber, value).success;

describe('CPF and CNPJ check digits (spec 002 §5 "Document")', () => {
  it('generated valid CPFs pass, formatted or not', () => {
    fc.assert(
      fc.property(cpfBase, (base) => {
        const cpf = cpfOf(base);
        expect(isValidCpf(cpf)).toBe(true);
        expect(
          v.parse(documentNumber, `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`),
        ).toBe(cpf);
      }),
    );
  });

  it('generated valid CNPJs pass', () => {
    fc.assert(
      fc.property(cnpjBase, (base) => {
        expect(validDocument(cnpjOf(base))).toBe(true);
      }),
    );
  });

  // Mod 11 collapses remainders 0 and 1 into the digit 0 (and CPF's second digit weighs the first base digit
  // 11 ≡ 0), so a few single-digit changes of the base land on another valid number: the rule, not the
  // validator, lets them through. A change is refused exactly when the check digits no longer match the base.
  it('changing a single digit of a valid CPF or CNPJ is refused unless the mod-11 rule itself accepts it', () => {
    fc.assert(
      fc.property(
        fc.oneof(cpfBase.map(cpfOf), cnpjBase.map(cnpjOf)),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (document, position, delta) => {
          const index = position % document.length;
          const changed = withOneDigitChanged(document, index, delta);
          const base = [...changed.slice(0, -2)].map(Number);
          const ruleAccepts = (changed.length === 11 ? cpfOf(base) : cnpjOf(base)) === changed;
          // A changed check digit never matches: the base still determines the original one.
          if (index >= document.length - 2) expect(ruleAccepts).toBe(false);
          expect(validDocument(changed)).toBe(ruleAccepts && new Set(changed).size > 1);
        },
      ),
    );
  });

  it('repeated digits fail, even where the arithmetic would pass (000.000.000-00, 111…)', () => {
    for (let d = 0; d <= 9; d += 1) {
      expect(validDocument(String(d).repeat(11))).toBe(false);
      expect(validDocument(String(d).repeat(14))).toBe(false);
    }
  });

  it('answers the spec messages: required, then invalid', () => {
    expect(v.safeParse(documentNumber, '').issues?.[0]?.message).toBe('document.required');
    expect(v.safeParse(documentNumber, '123.456.789-00').issues?.[0]?.message).toBe('document.invalid');
    expect(v.safeParse(documentNumber, '1234567890123456789').issues?.[0]?.message).toBe('document.invalid');
  });
});

describe('phone, card, CEP and state (spec 002 §5)', () => {
  it('phone: DDI and DDD digits up to 5, number of 8 to 13 digits', () => {
    expect(v.parse(customerPhone, { countryCode: '+55', areaCode: '(11)', number: '98765-4321' })).toEqual({
      countryCode: '55',
      areaCode: '11',
      number: '987654321',
    });
    const first = (input: unknown) => v.safeParse(customerPhone, input).issues?.[0]?.message;
    expect(first({ countryCode: '', areaCode: '11', number: '987654321' })).toBe(
      'phone.countryCode.required',
    );
    expect(first({ countryCode: '55', areaCode: '123456', number: '987654321' })).toBe(
      'phone.areaCode.required',
    );
    expect(first({ countryCode: '55', areaCode: '11', number: '' })).toBe('phone.number.required');
    expect(first({ countryCode: '55', areaCode: '11', number: '12345678901234' })).toBe(
      'phone.number.invalid',
    );
    expect(first({ countryCode: '55', areaCode: '11', number: '1234567' })).toBe('phone.number.invalid');
  });

  it('card: Luhn number, 3-digit CVV, MM/YY not past, holder uppercased', () => {
    const card = {
      number: '4111 1111 1111 1111',
      cvv: '123',
      expiration: '12/39',
      holderName: 'maria silva',
    };
    expect(v.parse(cardFields, card)).toEqual({
      ...card,
      number: '4111111111111111',
      holderName: 'MARIA SILVA',
    });
    const message = (patch: Partial<typeof card>) =>
      v.safeParse(cardFields, { ...card, ...patch }).issues?.[0]?.message;
    expect(message({ number: '4111111111111112' })).toBe('card.number.invalid');
    expect(message({ number: '' })).toBe('card.number.required');
    expect(message({ cvv: '12' })).toBe('card.cvv.invalid');
    expect(message({ cvv: '' })).toBe('card.cvv.required');
    expect(message({ expiration: '13/30' })).toBe('card.expiration.invalid');
    expect(message({ expiration: '' })).toBe('card.expiration.required');
    expect(message({ holderName: '' })).toBe('card.holderName.required');
    expect(message({ holderName: 'MARIA 123' })).toBe('card.holderName.invalid');
    expect(isValidExpiration('11/26', new Date('2026-11-30T00:00:00Z'))).toBe(true);
    expect(isValidExpiration('10/26', new Date('2026-11-01T00:00:00Z'))).toBe(false);
  });

  it('address: CEP 99999-999, one of the 27 UFs, required street and city', () => {
    expect(brazilianStates).toHaveLength(27);
    const address = { line1: 'Rua A, 1', zipCode: '01310-100', city: 'São Paulo', state: 'SP' };
    expect(v.parse(billingAddress, address)).toEqual(address);
    const message = (patch: Record<string, unknown>) =>
      v.safeParse(billingAddress, { ...address, ...patch }).issues?.[0]?.message;
    expect(message({ zipCode: '01310100' })).toBe('address.zipCode.invalid');
    expect(message({ zipCode: '' })).toBe('address.zipCode.required');
    expect(message({ state: 'XX' })).toBe('address.state.required');
    expect(message({ line1: ' ' })).toBe('address.line1.required');
    expect(message({ city: '' })).toBe('address.city.required');
    expect(message({ line2: 'x'.repeat(31) })).toBe('invalidSize');
  });
});
