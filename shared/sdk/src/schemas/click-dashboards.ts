import * as v from 'valibot';
import { idString, intString, messageKeys, pageSchema } from './common';
import { filterRules, isoTime, onlineAddressFilterEntries } from './online-addresses';

/** Spec 001 §9: aggregation units of the views-per-date chart. */
export const timeUnits = ['DAY', 'MONTH', 'YEAR'] as const;
export type TimeUnit = (typeof timeUnits)[number];

/** Spec 001 §7: the property names of `/properties`. */
export const dashboardPropertyNames = ['country', 'breakpoint-name', 'platform', 'share-on'] as const;
export type DashboardPropertyName = (typeof dashboardPropertyNames)[number];

/** Periods are read in whole quarter hours (decision 019): every IANA offset is a multiple of 15 minutes. */
export const QUARTER_HOUR_MS = 900_000;

/** `FROM,TO`: two ISO instants, FROM ≤ TO; the period is [FROM, TO) widened to whole quarter hours. */
const periodRange = v.pipe(
  v.string(messageKeys.invalid),
  v.maxLength(90, messageKeys.invalid),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const parts = dataset.value.split(',').map((part) => v.safeParse(isoTime, part.trim()));
    const [from, to] = parts;
    if (parts.length !== 2 || !from?.success || !to?.success) {
      addIssue({ message: messageKeys.invalid });
      return NEVER;
    }
    return { from: from.output, to: to.output };
  }),
  v.check(({ from, to }) => from <= to, 'dateRange.invalid'),
);

/** An IANA time zone name the runtime knows (`America/Sao_Paulo`, `Asia/Kolkata`, `UTC`). */
export const timeZoneName = v.pipe(
  v.string(messageKeys.invalid),
  v.maxLength(64, messageKeys.invalid),
  v.regex(/^[A-Za-z][A-Za-z0-9_+\-/]*$/, messageKeys.invalid),
  v.check((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, messageKeys.invalid),
);

const dashboardQueryEntries = {
  ...onlineAddressFilterEntries,
  /** One of my links; all of them (that match the filters) when absent. */
  onlineAddressId: v.optional(idString),
  /** The current period (`FROM,TO`); every click when absent. */
  period: v.optional(periodRange),
  /** The period to compare with; by default the same length immediately before `period`. */
  previousPeriod: v.optional(periodRange),
};

type DashboardQueryOutput = v.InferOutput<v.ObjectSchema<typeof dashboardQueryEntries, undefined>>;

function dashboardQuery<const E extends v.ObjectEntries>(entries: E) {
  const object = v.object({ ...dashboardQueryEntries, ...entries });
  return v.pipe(object, ...filterRules<v.InferOutput<typeof object> & DashboardQueryOutput>());
}

/** GET /api/v1/click-dashboards: every links filter of spec 001 §7, one link, the period and its previous one. */
export const clickDashboardQuery = dashboardQuery({});
export type ClickDashboardQuery = v.InferInput<typeof clickDashboardQuery>;
export type ClickDashboardFilter = v.InferOutput<typeof clickDashboardQuery>;

/** GET /api/v1/click-dashboards/dates: plus the unit and the browser's time zone. */
export const clickDashboardDatesQuery = dashboardQuery({
  timeUnit: v.optional(v.picklist(timeUnits, messageKeys.invalid), 'DAY'),
  timeZone: v.optional(timeZoneName, 'UTC'),
});
export type ClickDashboardDatesQuery = v.InferInput<typeof clickDashboardDatesQuery>;

/** GET /api/v1/click-dashboards/properties: one property's values; `value` keeps only that value. */
export const clickDashboardPropertiesQuery = dashboardQuery({
  name: v.picklist(dashboardPropertyNames, messageKeys.invalid),
  value: v.optional(v.pipe(v.string(messageKeys.invalid), v.maxLength(100, messageKeys.invalidSize))),
});
export type ClickDashboardPropertiesQuery = v.InferInput<typeof clickDashboardPropertiesQuery>;

/** GET /api/v1/click-dashboards/regions: per country, or per state and city of `country`. */
export const clickDashboardRegionsQuery = dashboardQuery({
  country: v.optional(v.pipe(v.string(messageKeys.invalid), v.regex(/^[A-Z]{2}$/, messageKeys.invalid))),
});
export type ClickDashboardRegionsQuery = v.InferInput<typeof clickDashboardRegionsQuery>;

/** GET /api/v1/click-dashboards/domains: views per target domain, 10 a page (spec 001 §9). */
export const clickDashboardDomainsQuery = dashboardQuery({
  page: v.optional(intString, '0'),
  size: v.optional(
    v.pipe(intString, v.minValue(1, messageKeys.invalid), v.maxValue(100, messageKeys.invalid)),
    '10',
  ),
});
export type ClickDashboardDomainsQuery = v.InferInput<typeof clickDashboardDomainsQuery>;

const Totals = v.object({
  /** Counted clicks (views). */
  clicks: v.number(),
  /** Distinct visitor sessions per link, summed over the links (decision 019). */
  uniqueViews: v.number(),
  /** Crawler, preview and over-the-cap hits, kept apart and never counted as views. */
  setApart: v.number(),
});

/** Spec 001 §3 "Dashboard result", with the previous period's totals beside the current one. */
export const ClickDashboard = v.object({
  ...Totals.entries,
  period: v.nullable(v.object({ from: v.string(), to: v.string() })),
  previous: v.nullable(
    v.object({ ...Totals.entries, period: v.object({ from: v.string(), to: v.string() }) }),
  ),
  onlineAddress: v.nullable(v.object({ id: v.number(), code: v.string() })),
});
export type ClickDashboard = v.InferOutput<typeof ClickDashboard>;

const cell = v.union([v.string(), v.number(), v.null()]);

/** Chart rows (spec 001 §3): a header row, then data rows. */
export const ChartRows = v.object({ rows: v.array(v.array(cell)) });
export type ChartRows = v.InferOutput<typeof ChartRows>;

export const DomainViews = v.object({ domain: v.string(), links: v.number(), views: v.number() });
export type DomainViews = v.InferOutput<typeof DomainViews>;
export const DomainViewsPage = pageSchema(DomainViews);
export type DomainViewsPage = v.InferOutput<typeof DomainViewsPage>;
