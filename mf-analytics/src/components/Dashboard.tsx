import { AnalyticsUpsell, useEntitlement } from '@atalho/ui';
import { Card, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { type DashboardFilters, useBaseQuery, useTotals } from '../hooks/useDashboardData';
import { t } from '../i18n';
import { usePrefs } from '../state/prefs';
import { FilterMenu } from './FilterMenu';
import { PeriodMenu } from './PeriodMenu';
import { ViewsCard } from './ViewsCard';

const DetailedCharts = lazy(() => import('./DetailedCharts'));

export interface DashboardProps {
  /** A single link's metrics; all the user's links when absent. */
  onlineAddressId?: number;
  /** Links filters to start with (the links screen passes its own). */
  filters?: DashboardFilters;
  /** One column, for the links screen's right column and its phone dialog. */
  narrow?: boolean;
}

/**
 * The click dashboard (spec 001 §2): filter and period menus, the views card, and the PRO charts. Exposed
 * as `mf_analytics/Dashboard` for the links screen and mounted by `/painel/analytics`.
 */
export function Dashboard({ onlineAddressId, filters: initialFilters, narrow = false }: DashboardProps) {
  const canCount = useEntitlement('viewCounts');
  const canChart = useEntitlement('detailedAnalytics');
  const [prefs, setPrefs] = usePrefs();
  const [filters, setFilters] = useState<DashboardFilters>(initialFilters ?? {});
  const query = useBaseQuery(onlineAddressId, filters, prefs.period, prefs.custom);
  const totals = useTotals(query, canCount);
  const code = totals.data?.onlineAddress?.code;

  return (
    <Stack gap="4" data-testid="click-dashboard">
      <Card.Root variant="outline" size="sm">
        <Card.Body gap="3">
          <HStack justify="space-between" align="end" wrap="wrap" gap="3">
            <Stack gap="0">
              <Card.Title as="h2">{t('dashboardTitle')}</Card.Title>
              <Text color="fg.muted" fontSize="sm">
                {onlineAddressId === undefined ? (
                  t('dashboardAllLinks')
                ) : code ? (
                  t('dashboardForLink', { code })
                ) : (
                  <Skeleton as="span" height="4" width="24" display="inline-block" />
                )}
              </Text>
            </Stack>
            {canCount && (
              <HStack gap="2" align="end" wrap="wrap">
                {onlineAddressId === undefined && <FilterMenu filters={filters} onChange={setFilters} />}
                <PeriodMenu prefs={prefs} onChange={setPrefs} />
              </HStack>
            )}
          </HStack>
        </Card.Body>
      </Card.Root>
      {canCount ? (
        <>
          <ViewsCard
            data={totals.data}
            loading={totals.isPending}
            compared={query.previousPeriod !== undefined}
          />
          {canChart ? (
            <Suspense fallback={<Skeleton height="64" borderRadius="l3" />}>
              <DetailedCharts
                query={query}
                unit={prefs.unit}
                onUnit={(unit) => setPrefs({ unit })}
                narrow={narrow}
              />
            </Suspense>
          ) : (
            <AnalyticsUpsell charts />
          )}
        </>
      ) : (
        <AnalyticsUpsell charts={false} />
      )}
    </Stack>
  );
}
