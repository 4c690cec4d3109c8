const LOCALE = 'pt-BR';
const TIME_ZONE = 'America/Sao_Paulo';

const brl = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'BRL' });
const integer = new Intl.NumberFormat(LOCALE);

/** Money is integer centavos: 1990 → "R$ 19,90". */
export function formatBRL(centavos: number): string {
  return brl.format(centavos / 100);
}

/** Reais (decimal) to "R$ 19,90", for the few API fields that carry reais. */
export function formatReais(reais: number): string {
  return brl.format(reais);
}

export function formatNumber(value: number): string {
  return integer.format(value);
}

type DateInput = Date | string | number;

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function formatWith(options: Intl.DateTimeFormatOptions) {
  const formatter = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, ...options });
  return (value: DateInput | null | undefined): string => {
    const date = value == null ? null : toDate(value);
    return date ? formatter.format(date) : '';
  };
}

/** "22/11/2026" (Brasília time). */
export const formatDate = formatWith({ day: '2-digit', month: '2-digit', year: 'numeric' });

const formatDateTimeParts = formatWith({
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "22/11/2026 14:05" (Brasília time). */
export const formatDateTime = (value: DateInput | null | undefined): string =>
  formatDateTimeParts(value).replace(',', '');

/** "22 de novembro de 2026". */
export const formatLongDate = formatWith({ day: 'numeric', month: 'long', year: 'numeric' });

/** Digits of a Brazilian phone as "+55 (11) 98765-4321" when it has 12 or 13 digits with country code. */
export function formatPhone(digits: string): string {
  const only = digits.replace(/\D/g, '');
  const match = /^(55)(\d{2})(\d{4,5})(\d{4})$/.exec(only);
  if (!match) return digits;
  return `+${match[1]} (${match[2]}) ${match[3]}-${match[4]}`;
}
