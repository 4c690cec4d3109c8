import { describe, expect, it } from 'vitest';
import {
  formatBRL,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatNumber,
  formatPhone,
} from '../src/format';

const nbsp = /\u00a0/g;

describe('format', () => {
  it('formats centavos as BRL', () => {
    expect(formatBRL(1990).replace(nbsp, ' ')).toBe('R$ 19,90');
    expect(formatBRL(123456789).replace(nbsp, ' ')).toBe('R$ 1.234.567,89');
    expect(formatBRL(0).replace(nbsp, ' ')).toBe('R$ 0,00');
  });

  it('formats numbers with pt-BR grouping', () => {
    expect(formatNumber(1234567)).toBe('1.234.567');
  });

  it('formats dates in Brasília time', () => {
    expect(formatDate('2026-11-22T02:30:00Z')).toBe('21/11/2026');
    expect(formatDateTime('2026-11-22T17:05:00Z')).toBe('22/11/2026 14:05');
    expect(formatLongDate('2026-11-22T17:05:00Z')).toBe('22 de novembro de 2026');
  });

  it('returns empty text for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('formats Brazilian phone digits', () => {
    expect(formatPhone('5511987654321')).toBe('+55 (11) 98765-4321');
    expect(formatPhone('123')).toBe('123');
  });
});
