import { AppDialog, formatNumber } from '@atalho/ui';
import { Button, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { type BaseQuery, useRegions } from '../hooks/useDashboardData';
import { t } from '../i18n';
import { ChartCard } from './ChartCard';
import { EChart, type EChartOption, loadMap, type MapName } from './charts/EChart';
import { countryName, dataRows, numberOf, stateName, textOf } from './rows';

/** From a light to the accent blue by share of the busiest region (what visualMap would do). */
function shadeOf(share: number): string {
  const from = [0xd6, 0xe4, 0xf5];
  const to = [0x15, 0x65, 0xc0];
  const mix = from.map((start, i) => Math.round(start + ((to[i] ?? start) - start) * Math.sqrt(share)));
  return `rgb(${mix.join(',')})`;
}

function useMap(name: MapName): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void loadMap(name).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [name]);
  return ready;
}

/** Views per state code, summed over the drill-down's `[country, city, state, views]` rows. */
export function viewsPerState(rows: ReturnType<typeof dataRows>): Map<string, number> {
  const views = new Map<string, number>();
  for (const row of rows) {
    const state = textOf(row[2]);
    if (state) views.set(state, (views.get(state) ?? 0) + numberOf(row[3]));
  }
  return views;
}

interface ViewsMapProps {
  map: MapName;
  /** Views per region, by the name the outline gives it (country or state code). */
  views: Map<string, number>;
  nameOf(code: string): string;
  height: string;
  label: string;
  onSelect?(code: string): void;
}

/** A map shaded by views: regions nobody came from stay grey, the busiest one is the accent blue. */
function ViewsMap({ map, views, nameOf, height, label, onSelect }: ViewsMapProps) {
  const ready = useMap(map);
  if (!ready) return <Skeleton height={height} />;
  const max = Math.max(1, ...views.values());
  const option: EChartOption = {
    tooltip: {
      trigger: 'item',
      formatter: (params: { name: string }) =>
        `${nameOf(params.name)}: ${formatNumber(views.get(params.name) ?? 0)}`,
    },
    series: [
      {
        type: 'map',
        map,
        roam: false,
        // The whole box, keeping the shape (echarts' default margins leave the world a fifth smaller than its
        // card); Brazil lies near the equator, where a degree of latitude and of longitude are about as long.
        left: 4,
        right: 4,
        top: 4,
        bottom: 4,
        preserveAspect: true,
        aspectScale: map === 'brazil' ? 0.97 : 0.75,
        emphasis: { label: { show: false } },
        itemStyle: { areaColor: '#EEF1F4', borderColor: '#B0BEC5', borderWidth: map === 'world' ? 0.4 : 0.6 },
        data: [...views].map(([name, value]) => ({
          name,
          value,
          itemStyle: { areaColor: shadeOf(value / max) },
        })),
      },
    ],
  };
  return (
    <EChart
      option={option}
      height={height}
      label={label}
      onClick={(params) => params.name && views.has(params.name) && onSelect?.(params.name)}
    />
  );
}

/**
 * The country drill-down (spec 001 §2): Brazil's states on their map, then every country's states and cities
 * as a table, which is also what a screen reader reads.
 */
function CountryDetail({ query, country, onClose }: { query: BaseQuery; country: string; onClose(): void }) {
  const detail = useRegions(query, country, true);
  const rows = dataRows(detail.data);
  const unknown = t('chart.unknown');
  const stateOf = (code: string | null) => (code ? stateName(country, code) : unknown);
  return (
    <AppDialog
      open
      onClose={onClose}
      title={t('chart.regionDetail', { country: countryName(country, unknown) })}
      wide
    >
      {detail.isPending ? (
        <Skeleton height="40" />
      ) : rows.length === 0 ? (
        <Text color="fg.muted">{t('empty.title')}</Text>
      ) : (
        <Stack gap="4">
          {country === 'BR' && (
            <ViewsMap
              map="brazil"
              views={viewsPerState(rows)}
              nameOf={(code) => stateName(country, code)}
              height="17rem"
              label={t('chart.brazilStates')}
            />
          )}
          <Table.Root size="sm" data-testid="region-detail">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('chart.state')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('chart.city')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('chart.views')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={`${textOf(row[2])}-${textOf(row[1])}`}>
                  <Table.Cell>{stateOf(textOf(row[2]))}</Table.Cell>
                  <Table.Cell>{textOf(row[1]) ?? unknown}</Table.Cell>
                  <Table.Cell textAlign="end">{formatNumber(numberOf(row[3]))}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Stack>
      )}
    </AppDialog>
  );
}

/** Views per country on the world map and as a list; a country opens its states and cities. */
export function RegionsChart({ query }: { query: BaseQuery }) {
  const regions = useRegions(query, undefined, true);
  const [country, setCountry] = useState<string | null>(null);
  const rows = dataRows(regions.data);
  const unknown = t('chart.unknown');
  const views = new Map<string, number>();
  for (const row of rows) {
    const code = textOf(row[0]);
    if (code) views.set(code, numberOf(row[1]));
  }
  return (
    <>
      <ChartCard
        title={t('chart.regions')}
        loading={regions.isPending}
        error={regions.isError}
        empty={rows.length === 0}
        onRetry={() => void regions.refetch()}
      >
        <Stack gap="3">
          <ViewsMap
            map="world"
            views={views}
            nameOf={(code) => countryName(code, unknown)}
            height="13rem"
            label={t('chart.regions')}
            onSelect={setCountry}
          />
          <Text fontSize="xs" color="fg.muted">
            {t('chart.regionsHint')}
          </Text>
          <Stack gap="1" as="ul" listStyleType="none">
            {rows.slice(0, 6).map((row) => {
              const code = textOf(row[0]);
              return (
                <HStack as="li" key={code ?? 'unknown'} justify="space-between">
                  <Button
                    size="xs"
                    variant="ghost"
                    disabled={!code}
                    onClick={() => code && setCountry(code)}
                    data-testid={code ? `region-${code}` : undefined}
                  >
                    {countryName(code, unknown)}
                  </Button>
                  <Text fontSize="sm" fontWeight="medium">
                    {formatNumber(numberOf(row[1]))}
                  </Text>
                </HStack>
              );
            })}
          </Stack>
        </Stack>
      </ChartCard>
      {country && <CountryDetail query={query} country={country} onClose={() => setCountry(null)} />}
    </>
  );
}
