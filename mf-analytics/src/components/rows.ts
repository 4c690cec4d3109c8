import type { ChartRows } from '@atalho/sdk/schemas';

type Cell = ChartRows['rows'][number][number];

/** The data rows of a chart answer (its first row is the header). */
export function dataRows(answer: ChartRows | undefined): Cell[][] {
  return answer?.rows.slice(1) ?? [];
}

export const numberOf = (cell: Cell | undefined): number =>
  typeof cell === 'number' ? cell : Number(cell ?? 0);
export const textOf = (cell: Cell | undefined): string | null => (typeof cell === 'string' ? cell : null);

const regionNames = new Intl.DisplayNames(['pt-BR'], { type: 'region' });

/** "BR" → "Brasil". */
export function countryName(code: string | null, unknown: string): string {
  if (!code) return unknown;
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

export const chartColors = ['#1565C0', '#00897B', '#F9A825', '#8E24AA', '#E53935', '#6D4C41', '#546E7A'];
