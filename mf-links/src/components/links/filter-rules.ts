/** The filter drawer's rules (spec 001 §4 "Filter", §5 "Date filters") and the ordering menu's toggles. */
import {
  type Day,
  DEFAULT_ORDER,
  isManualOrder,
  type LinksFilters,
  type ListOrder,
  type OrderDirection,
  type OrderField,
  type OrderKey,
  type Situation,
} from './links-view';

const FIRST_DAY = '1950-01-01';

/** 'Not verified' (3) is exclusive with regular (0) and irregular (1); those two combine. */
export function toggleSituation(current: readonly Situation[], value: Situation): Situation[] {
  if (current.includes(value)) return current.filter((item) => item !== value);
  if (value === 3) return [3];
  return [...current.filter((item) => item !== 3), value];
}

/** withClicks and withoutClicks are mutually exclusive: turning one on turns the other off. */
export function toggleClicks(
  filters: Pick<LinksFilters, 'withClicks' | 'withoutClicks'>,
  which: 'withClicks' | 'withoutClicks',
): Pick<LinksFilters, 'withClicks' | 'withoutClicks'> {
  const on = !filters[which];
  return which === 'withClicks'
    ? { withClicks: on, withoutClicks: on ? false : filters.withoutClicks }
    : { withoutClicks: on, withClicks: on ? false : filters.withClicks };
}

export function toggleListValue<T>(current: readonly T[], value: T): T[] {
  return current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
}

/** Today as a local `YYYY-MM-DD`, the latest day a date filter accepts. */
export function todayOf(now: Date = new Date()): Day {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

export type DateIssue = 'dateTooEarly' | 'dateAfterToday' | 'dateRangeInverted';

/**
 * What is wrong with a date range (spec 001 §5): each day from 1950-01-01, no later than today, and the
 * start no later than the end. Null when the range is fine (either side may be empty).
 */
export function dateRangeIssue(from: Day | null, to: Day | null, today: Day): DateIssue | null {
  for (const day of [from, to]) {
    if (day === null) continue;
    if (day < FIRST_DAY) return 'dateTooEarly';
    if (day > today) return 'dateAfterToday';
  }
  if (from && to && from > to) return 'dateRangeInverted';
  return null;
}

/**
 * The ordering menu: several keys at once, one direction per field. Picking the active choice removes it;
 * picking the other direction of a field replaces it in place.
 */
export function toggleOrder(
  current: readonly OrderKey[],
  field: OrderField,
  direction: OrderDirection,
): OrderKey[] {
  const existing = current.find((key) => key.field === field);
  if (!existing) return [...current, { field, direction }];
  if (existing.direction === direction) return current.filter((key) => key.field !== field);
  return current.map((key) => (key.field === field ? { field, direction } : key));
}

/**
 * A date or clicks choice of the ordering menu, from what the list shows: the manual order gives way to it, and
 * newest first alone is the default, kept out of the URL (empty).
 */
export function pickOrder(current: ListOrder, field: OrderField, direction: OrderDirection): OrderKey[] {
  const next = toggleOrder(isManualOrder(current) ? [] : current, field, direction);
  return isDefaultOrder(next) ? [] : next;
}

function isDefaultOrder(orderBy: readonly OrderKey[]): boolean {
  return JSON.stringify(orderBy) === JSON.stringify(DEFAULT_ORDER);
}

/** Whether the list is ordered by this key; with nothing picked, it is newest first. */
export function isOrderedBy(current: ListOrder, field: OrderField, direction: OrderDirection): boolean {
  if (isManualOrder(current)) return false;
  const keys = current.length ? current : DEFAULT_ORDER;
  return keys.some((key) => key.field === field && key.direction === direction);
}
