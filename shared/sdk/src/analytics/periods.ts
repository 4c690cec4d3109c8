/** Spec 001 §3 "Period selection": the dashboard's period menu. */
export const periodIds = [
  'today',
  'last7Days',
  'last30Days',
  'last90Days',
  'lastYear',
  'allPeriod',
  'customPeriod',
] as const;
export type PeriodId = (typeof periodIds)[number];

/** A half-open range of instants [from, to). */
export interface Range {
  from: Date;
  to: Date;
}

/** The local calendar date of an instant in a zone. */
interface LocalDate {
  year: number;
  month: number;
  day: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function partsOf(
  instant: number,
  timeZone: string,
): LocalDate & { hour: number; minute: number; second: number } {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(instant)
      .filter((part) => part.type !== 'literal')
      .map((part) => [part.type, Number(part.value)]),
  );
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The zone's offset from UTC at an instant, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const p = partsOf(instant, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant a local date starts in a zone (its first existing minute when midnight is skipped by DST). */
function startOfLocalDate({ year, month, day }: LocalDate, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day);
  // Twice: the offset at the guess may differ from the offset at the answer across a DST change. Where
  // midnight does not exist (São Paulo until 2019) this lands on the day's first existing minute.
  const guess = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(guess, timeZone));
}

function localDateOf(instant: Date, timeZone: string): LocalDate {
  const { year, month, day } = partsOf(instant.getTime(), timeZone);
  return { year, month, day };
}

/** Moves a local date by whole days (calendar arithmetic, so DST days of 23 or 25 hours count as one). */
function addDays(date: LocalDate, days: number): LocalDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

function daysBetween(from: LocalDate, to: LocalDate): number {
  return Math.round(
    (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / 86_400_000,
  );
}

const lastDays: Partial<Record<PeriodId, number>> = {
  today: 1,
  last7Days: 7,
  last30Days: 30,
  last90Days: 90,
};

/** The first day the date filters accept (spec 001 §5). */
export const EARLIEST_DAY = '1950-01-01';

/**
 * The range of a period in the browser's zone, in whole local days ending with today (spec 001 §4, §5):
 * "last N days" includes today; `lastYear` starts on 1 January of the current year; a custom period runs
 * from the start of its first day to the end of its last (the two days sorted).
 */
export function periodRange(
  id: PeriodId,
  now: Date,
  timeZone: string,
  custom?: { start: string; end: string },
): Range {
  const today = localDateOf(now, timeZone);
  const tomorrow = startOfLocalDate(addDays(today, 1), timeZone);
  const days = lastDays[id];
  if (days !== undefined) return { from: startOfLocalDate(addDays(today, 1 - days), timeZone), to: tomorrow };
  if (id === 'lastYear')
    return { from: startOfLocalDate({ ...today, month: 1, day: 1 }, timeZone), to: tomorrow };
  if (id === 'customPeriod' && custom) {
    const [first, last] = [custom.start, custom.end].sort();
    return {
      from: startOfLocalDate(parseDay(first ?? custom.start), timeZone),
      to: startOfLocalDate(addDays(parseDay(last ?? custom.end), 1), timeZone),
    };
  }
  return { from: startOfLocalDate(parseDay(EARLIEST_DAY), timeZone), to: tomorrow };
}

function parseDay(text: string): LocalDate {
  const [year = 1970, month = 1, day = 1] = text.split('-').map(Number);
  return { year, month, day };
}

/**
 * The period to compare with: the same number of local days immediately before (spec 001 §4); none for
 * "all" (there is nothing before it).
 */
export function previousRange(id: PeriodId, range: Range, timeZone: string): Range | null {
  if (id === 'allPeriod') return null;
  const first = localDateOf(range.from, timeZone);
  const days = daysBetween(first, localDateOf(range.to, timeZone));
  return { from: startOfLocalDate(addDays(first, -days), timeZone), to: range.from };
}

/** `FROM,TO` as the API reads a period. */
export function periodParam(range: Range): string {
  return `${range.from.toISOString()},${range.to.toISOString()}`;
}

/** The browser's IANA zone (UTC when it has none). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
