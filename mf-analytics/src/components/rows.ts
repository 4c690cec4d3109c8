import type { ChartRows } from '@atalho/sdk/schemas';
import { accentColors, brandColors } from '@atalho/ui/tokens';

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

/** Brazil's states by the code the geo lookup stores (and brazil.json names them by). */
export const brazilianStates: Record<string, string> = {
  AC: 'Acre',
  AL: 'Alagoas',
  AM: 'Amazonas',
  AP: 'Amapá',
  BA: 'Bahia',
  CE: 'Ceará',
  DF: 'Distrito Federal',
  ES: 'Espírito Santo',
  GO: 'Goiás',
  MA: 'Maranhão',
  MG: 'Minas Gerais',
  MS: 'Mato Grosso do Sul',
  MT: 'Mato Grosso',
  PA: 'Pará',
  PB: 'Paraíba',
  PE: 'Pernambuco',
  PI: 'Piauí',
  PR: 'Paraná',
  RJ: 'Rio de Janeiro',
  RN: 'Rio Grande do Norte',
  RO: 'Rondônia',
  RR: 'Roraima',
  RS: 'Rio Grande do Sul',
  SC: 'Santa Catarina',
  SE: 'Sergipe',
  SP: 'São Paulo',
  TO: 'Tocantins',
};

/** ("BR", "SP") → "São Paulo"; other countries' states as the lookup stored them. */
export function stateName(country: string, state: string): string {
  return (country === 'BR' ? brazilianStates[state] : undefined) ?? state;
}

/** The brand's teal and amber first, then their lighter and darker shades and a neutral (issue 37: not echarts' blue). */
export const chartColors = [
  brandColors[600],
  accentColors[400],
  brandColors[300],
  accentColors[700],
  brandColors[900],
  accentColors[200],
  '#64748b',
];
