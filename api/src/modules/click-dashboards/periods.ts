import { QUARTER_HOUR_MS } from '@atalho/sdk/schemas';

/** A half-open period [from, to) on whole quarter hours. */
export interface Period {
  from: Date;
  to: Date;
}

const DAY_MS = 86_400_000;

/** Widens a period to whole quarter hours, the grain of the rollup (decision 019). */
export function toQuarterHours(range: { from: Date; to: Date }): Period {
  const from = Math.floor(range.from.getTime() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  const to = Math.ceil(range.to.getTime() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  return { from: new Date(from), to: new Date(Math.max(from, to)) };
}

/** The same length immediately before (spec 001 §4), when the client does not send its own. */
export function previousOf(period: Period): Period {
  const length = period.to.getTime() - period.from.getTime();
  return { from: new Date(period.from.getTime() - length), to: period.from };
}

/**
 * Splits a period into the whole UTC days inside it (read from the daily segment rollup) and the partial
 * days at its edges (read from the raw clicks, at most two days per link).
 */
export function splitByUtcDays(period: Period): {
  days: { first: string; end: string } | null;
  edges: Period[];
} {
  const firstDay = Math.ceil(period.from.getTime() / DAY_MS) * DAY_MS;
  const endDay = Math.floor(period.to.getTime() / DAY_MS) * DAY_MS;
  if (firstDay >= endDay) return { days: null, edges: [period] };
  const edges = [
    { from: period.from, to: new Date(firstDay) },
    { from: new Date(endDay), to: period.to },
  ].filter((edge) => edge.from < edge.to);
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { days: { first: iso(firstDay), end: iso(endDay) }, edges };
}
