import {
  analyticsKeys,
  browserTimeZone,
  getClickDashboard,
  getClickDashboardDates,
  getClickDashboardDomains,
  getClickDashboardProperties,
  getClickDashboardRegions,
  type PeriodId,
  periodParam,
  periodRange,
  previousRange,
} from '@atalho/sdk';
import type { DashboardPropertyName, TimeUnit } from '@atalho/sdk/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

/** The links filters of spec 001 §7 the dashboard sends (text, domain, typeIn, errorIn, dates, clicks). */
export type DashboardFilters = Partial<
  Record<
    'text' | 'domain' | 'typeIn' | 'errorIn' | 'dateCreateIni' | 'dateCreateEnd' | 'clickDateRange',
    string
  > &
    Record<'withClicks' | 'withoutClicks', boolean>
>;

export type BaseQuery = DashboardFilters & {
  onlineAddressId?: number;
  period: string;
  previousPeriod?: string;
};

/**
 * The query every card shares: the filters, the link and the period in the browser's zone. Computed once
 * per choice (not per render), so "today" keeps one range while the person looks at it.
 */
export function useBaseQuery(
  onlineAddressId: number | undefined,
  filters: DashboardFilters,
  period: PeriodId,
  custom: { start: string; end: string } | null,
): BaseQuery {
  return useMemo(() => {
    const zone = browserTimeZone();
    const range = periodRange(period, new Date(), zone, custom ?? undefined);
    const previous = previousRange(period, range, zone);
    const query: BaseQuery = { ...filters, period: periodParam(range) };
    if (previous) query.previousPeriod = periodParam(previous);
    if (onlineAddressId !== undefined) query.onlineAddressId = onlineAddressId;
    return query;
  }, [onlineAddressId, filters, period, custom]);
}

/*
 * Stale answers are ignored by construction: each query's key holds its whole query, TanStack Query shows the
 * answer of the current key only and aborts the superseded request through `signal` (spec 001 §4).
 */

export function useTotals(query: BaseQuery, enabled: boolean) {
  return useQuery({
    queryKey: analyticsKeys.totals(query),
    queryFn: ({ signal }) => getClickDashboard(query, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useDates(query: BaseQuery, unit: TimeUnit, enabled: boolean) {
  const full = { ...query, timeUnit: unit, timeZone: browserTimeZone() };
  return useQuery({
    queryKey: analyticsKeys.dates(full),
    queryFn: ({ signal }) => getClickDashboardDates(full, { signal }),
    enabled,
  });
}

export function useProperty(query: BaseQuery, name: DashboardPropertyName, enabled: boolean) {
  const full = { ...query, name };
  return useQuery({
    queryKey: analyticsKeys.properties(full),
    queryFn: ({ signal }) => getClickDashboardProperties(full, { signal }),
    enabled,
  });
}

export function useRegions(query: BaseQuery, country: string | undefined, enabled: boolean) {
  const full = country ? { ...query, country } : query;
  return useQuery({
    queryKey: analyticsKeys.regions(full),
    queryFn: ({ signal }) => getClickDashboardRegions(full, { signal }),
    enabled,
  });
}

export function useDomains(query: BaseQuery, page: number, enabled: boolean) {
  const full = { ...query, page, size: 10 };
  return useQuery({
    queryKey: analyticsKeys.domains(full),
    queryFn: ({ signal }) => getClickDashboardDomains(full, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
