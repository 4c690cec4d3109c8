import { AppDialog, formatNumber } from '@atalho/ui';
import { Button, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { type BaseQuery, useRegions } from '../hooks/useDashboardData';
import { t } from '../i18n';
import { ChartCard } from './ChartCard';
import { EChart, type EChartOption, loadWorldMap } from './charts/EChart';
import { countryName, dataRows, numberOf, textOf } from './rows';

/** From a light to the accent blue by share of the busiest country (what visualMap would do). */
function shadeOf(share: number): string {
  const from = [0xd6, 0xe4, 0xf5];
  const to = [0x15, 0x65, 0xc0];
  const mix = from.map((start, i) => Math.round(start + ((to[i] ?? start) - start) * Math.sqrt(share)));
  return `rgb(${mix.join(',')})`;
}

function useWorldMap(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void loadWorldMap().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready;
}

/** The country drill-down: views per state and city (spec 001 §2). */
function CountryDetail({ query, country, onClose }: { query: BaseQuery; country: string; onClose(): void }) {
  const detail = useRegions(query, country, true);
  const rows = dataRows(detail.data);
  const unknown = t('chart.unknown');
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
                <Table.Cell>{textOf(row[2]) ?? unknown}</Table.Cell>
                <Table.Cell>{textOf(row[1]) ?? unknown}</Table.Cell>
                <Table.Cell textAlign="end">{formatNumber(numberOf(row[3]))}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </AppDialog>
  );
}

/** Views per country on the world map and as a list; a country opens its states and cities. */
export function RegionsChart({ query }: { query: BaseQuery }) {
  const regions = useRegions(query, undefined, true);
  const mapReady = useWorldMap();
  const [country, setCountry] = useState<string | null>(null);
  const rows = dataRows(regions.data);
  const unknown = t('chart.unknown');
  const max = Math.max(1, ...rows.map((row) => numberOf(row[1])));
  const option: EChartOption = {
    tooltip: {
      trigger: 'item',
      formatter: (params: { name: string; value?: number }) =>
        `${countryName(params.name, unknown)}: ${formatNumber(Number.isFinite(params.value) ? Number(params.value) : 0)}`,
    },
    series: [
      {
        type: 'map',
        map: 'world',
        roam: false,
        emphasis: { label: { show: false } },
        itemStyle: { areaColor: '#EEF1F4', borderColor: '#B0BEC5', borderWidth: 0.4 },
        data: rows
          .filter((row) => textOf(row[0]))
          .map((row) => ({
            name: textOf(row[0]),
            value: numberOf(row[1]),
            itemStyle: { areaColor: shadeOf(numberOf(row[1]) / max) },
          })),
      },
    ],
  };
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
          {mapReady ? (
            <EChart
              option={option}
              height="13rem"
              label={t('chart.regions')}
              onClick={(params) =>
                params.name && rows.some((row) => row[0] === params.name) && setCountry(params.name)
              }
            />
          ) : (
            <Skeleton height="13rem" />
          )}
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
