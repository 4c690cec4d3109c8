/**
 * The links screen's state as it lives in the URL (spec 001 §2 "Query parameters (all kept in sync)"): read
 * from the query string, written back to it, and turned into the list call of `listLinks`.
 */
import type { LinksQuery } from '@atalho/sdk';
import { type OnlineAddressType, onlineAddressTypes } from '@atalho/sdk/schemas';

/** Links per page (spec 001 §7: size 10, choices 10, 50 and 100); the first is the default. */
export const LINKS_PAGE_SIZES = [10, 50, 100] as const;
export type LinksPageSize = (typeof LINKS_PAGE_SIZES)[number];
export const LINKS_PAGE_SIZE: LinksPageSize = 10;

export type OrderField = 'dateCreate' | 'clicks';
export type OrderDirection = 'ASC' | 'DESC';
export interface OrderKey {
  field: OrderField;
  direction: OrderDirection;
}

/**
 * The person's own (drag and drop) order, `[{"field":"position","direction":"ASC"}]` in the URL. It is a choice
 * of the ordering menu, alone, never the default (decision 018).
 */
export const MANUAL_ORDER = { field: 'position', direction: 'ASC' } as const;
export type ManualOrder = typeof MANUAL_ORDER;
export type ListOrder = OrderKey[] | [ManualOrder];

/** With nothing picked the list is newest first (spec 001 §2 "default dateCreate descending"). */
export const DEFAULT_ORDER: readonly OrderKey[] = [{ field: 'dateCreate', direction: 'DESC' }];

export function isManualOrder(orderBy: ListOrder): orderBy is [ManualOrder] {
  return orderBy[0]?.field === MANUAL_ORDER.field;
}

/** Verification statuses of the situation filter: 0 regular, 1 irregular, 3 not verified. */
export type Situation = 0 | 1 | 3;
export const situations: readonly Situation[] = [1, 0, 3];

/** A day as the date inputs give it, `YYYY-MM-DD`. */
export type Day = string;

export interface LinksFilters {
  text: string;
  domain: string[];
  errorIn: Situation[];
  typeIn: OnlineAddressType[];
  dateCreateIni: Day | null;
  dateCreateEnd: Day | null;
  withClicks: boolean;
  withoutClicks: boolean;
  clickDateRange: [Day, Day] | null;
}

export interface LinksView extends LinksFilters {
  /** 0-based, like the API. */
  page: number;
  size: LinksPageSize;
  /** Empty: newest first; `[MANUAL_ORDER]`: the person's own (drag and drop) order. */
  orderBy: ListOrder;
  onlineAddressId: number | null;
  shortenedRecent: number | null;
}

export const emptyFilters: LinksFilters = {
  text: '',
  domain: [],
  errorIn: [],
  typeIn: [],
  dateCreateIni: null,
  dateCreateEnd: null,
  withClicks: false,
  withoutClicks: false,
  clickDateRange: null,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const FIRST_DAY = '1950-01-01';

const isDay = (value: string | null | undefined): value is Day =>
  typeof value === 'string' && DAY.test(value) && !Number.isNaN(Date.parse(value)) && value >= FIRST_DAY;

const idOf = (value: string | null): number | null => {
  if (value === null || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
};

const listOf = (value: string | null): string[] =>
  value
    ? value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
    : [];

const unique = <T>(values: T[]): T[] => [...new Set(values)];

/**
 * `orderBy` is JSON in the URL: `[{"field":"clicks","direction":"DESC"}]`; anything else is dropped. The manual
 * order (`position`) stands alone.
 */
export function parseOrderBy(value: string | null): ListOrder {
  if (!value) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const keys: OrderKey[] = [];
  for (const entry of parsed) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { field, direction } = entry as Record<string, unknown>;
    if (field === MANUAL_ORDER.field && direction === MANUAL_ORDER.direction) return [MANUAL_ORDER];
    if ((field === 'dateCreate' || field === 'clicks') && (direction === 'ASC' || direction === 'DESC')) {
      if (!keys.some((key) => key.field === field)) keys.push({ field, direction });
    }
  }
  return keys;
}

/** Reads the screen's state from the query string; malformed or contradictory values are dropped. */
export function parseLinksView(params: URLSearchParams): LinksView {
  const page = Number(params.get('page') ?? '0');
  const situationsIn = unique(
    listOf(params.get('errorIn'))
      .map(Number)
      .filter((value): value is Situation => (situations as readonly number[]).includes(value)),
  );
  const withClicks = params.get('withClicks') === 'true';
  const withoutClicks = params.get('withoutClicks') === 'true' && !withClicks;
  const created = [params.get('dateCreateIni'), params.get('dateCreateEnd')];
  const [ini, end] = created.map((value) => (isDay(value) ? value : null));
  const clicked = listOf(params.get('clickDateRange'));
  const size = LINKS_PAGE_SIZES.find((choice) => String(choice) === params.get('size'));
  return {
    page: Number.isInteger(page) && page >= 0 && page < 100_000 ? page : 0,
    size: size ?? LINKS_PAGE_SIZE,
    text: (params.get('text') ?? '').slice(0, 200),
    domain: unique(listOf(params.get('domain'))),
    errorIn: situationsIn.includes(3) ? [3] : situationsIn,
    typeIn: unique(
      listOf(params.get('typeIn')).filter((value): value is OnlineAddressType =>
        (onlineAddressTypes as readonly string[]).includes(value),
      ),
    ),
    dateCreateIni: ini ?? null,
    dateCreateEnd: end && (!ini || ini <= end) ? end : null,
    withClicks,
    withoutClicks,
    clickDateRange: clickRangeOf(clicked),
    orderBy: parseOrderBy(params.get('orderBy')),
    onlineAddressId: idOf(params.get('onlineAddressId')),
    shortenedRecent: idOf(params.get('shortenedRecent')),
  };
}

/** A single-day click range is doubled into start and end (spec 001 §5); a reversed one is sorted. */
export function clickRangeOf(days: readonly (string | null | undefined)[]): [Day, Day] | null {
  const valid = days.filter(isDay);
  const [first, second = first] = valid;
  if (!first || !second) return null;
  return first <= second ? [first, second] : [second, first];
}

/** Writes the state back; defaults are left out so a plain visit keeps a clean address. */
export function writeLinksView(view: LinksView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.page > 0) params.set('page', String(view.page));
  if (view.size !== LINKS_PAGE_SIZE) params.set('size', String(view.size));
  if (view.text.trim()) params.set('text', view.text.trim());
  if (view.domain.length) params.set('domain', view.domain.join(','));
  if (view.errorIn.length) params.set('errorIn', view.errorIn.join(','));
  if (view.typeIn.length) params.set('typeIn', view.typeIn.join(','));
  if (view.dateCreateIni) params.set('dateCreateIni', view.dateCreateIni);
  if (view.dateCreateEnd) params.set('dateCreateEnd', view.dateCreateEnd);
  if (view.withClicks) params.set('withClicks', 'true');
  if (view.withoutClicks) params.set('withoutClicks', 'true');
  if (view.clickDateRange) params.set('clickDateRange', view.clickDateRange.join(','));
  if (view.orderBy.length) params.set('orderBy', JSON.stringify(view.orderBy));
  if (view.onlineAddressId !== null) params.set('onlineAddressId', String(view.onlineAddressId));
  if (view.shortenedRecent !== null) params.set('shortenedRecent', String(view.shortenedRecent));
  return params;
}

/** The start of a local day and the end of another, as ISO instants (spec 001 §5: end taken as end of day). */
export function dayStart(day: Day): string {
  return new Date(`${day}T00:00:00`).toISOString();
}
export function dayEnd(day: Day): string {
  return new Date(`${day}T23:59:59.999`).toISOString();
}

/** The API's `orderBy`: newest first when the person has picked nothing. */
export function orderByQuery(orderBy: ListOrder): string {
  const keys: readonly { field: string; direction: string }[] = orderBy.length ? orderBy : DEFAULT_ORDER;
  return keys.map((key) => `${key.field}:${key.direction}`).join(',');
}

/** The filters as the list, the live count and the dashboard send them. */
export function filterQuery(filters: LinksFilters): LinksQuery {
  const query: LinksQuery = {};
  if (filters.text.trim()) query.text = filters.text.trim();
  if (filters.domain.length) query.domain = filters.domain.join(',');
  if (filters.errorIn.length) query.errorIn = filters.errorIn.join(',');
  if (filters.typeIn.length) query.typeIn = filters.typeIn.join(',');
  if (filters.dateCreateIni) query.dateCreateIni = dayStart(filters.dateCreateIni);
  if (filters.dateCreateEnd) query.dateCreateEnd = dayEnd(filters.dateCreateEnd);
  if (filters.withClicks) query.withClicks = 'true';
  if (filters.withoutClicks) query.withoutClicks = 'true';
  if (filters.clickDateRange) {
    const [from, to] = filters.clickDateRange;
    query.clickDateRange = `${dayStart(from)},${dayEnd(to)}`;
  }
  return query;
}

/** One page of the list as `listLinks` takes it. */
export function listQuery(view: LinksView): LinksQuery {
  return {
    ...filterQuery(view),
    page: view.page,
    size: view.size,
    orderBy: orderByQuery(view.orderBy),
  };
}

/** How many filters are set (the drawer button's badge). */
export function activeFilterCount(filters: LinksFilters): number {
  return [
    filters.text.trim() !== '',
    filters.domain.length > 0,
    filters.errorIn.length > 0,
    filters.typeIn.length > 0,
    filters.dateCreateIni !== null || filters.dateCreateEnd !== null,
    filters.withClicks || filters.withoutClicks,
    filters.clickDateRange !== null,
  ].filter(Boolean).length;
}

export function filtersOf(view: LinksView): LinksFilters {
  const {
    page: _page,
    size: _size,
    orderBy: _orderBy,
    onlineAddressId: _id,
    shortenedRecent: _recent,
    ...filters
  } = view;
  return filters;
}
