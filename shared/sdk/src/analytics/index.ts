import {
  ChartRows,
  ClickDashboard,
  type ClickDashboardDatesQuery,
  type ClickDashboardDomainsQuery,
  type ClickDashboardPropertiesQuery,
  type ClickDashboardQuery,
  type ClickDashboardRegionsQuery,
  DomainViewsPage,
} from '@atalho/sdk/schemas';
import { api, parseResponse, type QueryInput } from '../client';

export * from './periods';

/**
 * Query keys of the click dashboards (API resource `click-dashboards`). Every chart's key holds its whole
 * query, so a new period or filter is a new request and an older answer never overwrites it.
 */
export const analyticsKeys = {
  all: ['click-dashboards'],
  totals: (query: QueryInput<ClickDashboardQuery>) => [...analyticsKeys.all, 'totals', query],
  dates: (query: QueryInput<ClickDashboardDatesQuery>) => [...analyticsKeys.all, 'dates', query],
  properties: (query: QueryInput<ClickDashboardPropertiesQuery>) => [
    ...analyticsKeys.all,
    'properties',
    query,
  ],
  regions: (query: QueryInput<ClickDashboardRegionsQuery>) => [...analyticsKeys.all, 'regions', query],
  domains: (query: QueryInput<ClickDashboardDomainsQuery>) => [...analyticsKeys.all, 'domains', query],
} as const;

type Options = { signal?: AbortSignal };

/** GET /api/v1/click-dashboards: views, unique views and set-apart hits, with the previous period's. */
export async function getClickDashboard(
  query: QueryInput<ClickDashboardQuery>,
  { signal }: Options = {},
): Promise<ClickDashboard> {
  return parseResponse(
    ClickDashboard,
    await api.get('click-dashboards', { searchParams: query, signal }).json(),
  );
}

async function chart(path: string, query: QueryInput<ClickDashboardQuery>, signal?: AbortSignal) {
  return parseResponse(
    ChartRows,
    await api.get(`click-dashboards/${path}`, { searchParams: query, signal }).json(),
  );
}

/** GET /api/v1/click-dashboards/dates: `[date, views, unique_views]` rows after a header row. */
export function getClickDashboardDates(
  query: QueryInput<ClickDashboardDatesQuery>,
  { signal }: Options = {},
) {
  return chart('dates', query, signal);
}

/** GET /api/v1/click-dashboards/properties: `[value, views]` rows of one property. */
export function getClickDashboardProperties(
  query: QueryInput<ClickDashboardPropertiesQuery>,
  { signal }: Options = {},
) {
  return chart('properties', query, signal);
}

/** GET /api/v1/click-dashboards/regions: per country, or per city and state of one country. */
export function getClickDashboardRegions(
  query: QueryInput<ClickDashboardRegionsQuery>,
  { signal }: Options = {},
) {
  return chart('regions', query, signal);
}

/** GET /api/v1/click-dashboards/domains: views and link count per destination domain, 10 a page. */
export async function getClickDashboardDomains(
  query: QueryInput<ClickDashboardDomainsQuery>,
  { signal }: Options = {},
): Promise<DomainViewsPage> {
  return parseResponse(
    DomainViewsPage,
    await api.get('click-dashboards/domains', { searchParams: query, signal }).json(),
  );
}
