import type { TimeUnit } from '@atalho/sdk/schemas';
import { timeUnits } from '@atalho/sdk/schemas';
import { AppDialog, formatNumber } from '@atalho/ui';
import { Box, Button, HStack, SegmentGroup, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { type BaseQuery, useDates } from '../hooks/useDashboardData';
import { t } from '../i18n';
import { ChartCard } from './ChartCard';
import { EChart, type EChartOption } from './charts/EChart';
import { chartColors, dataRows, numberOf } from './rows';

const labelFormats: Record<TimeUnit, Intl.DateTimeFormatOptions> = {
  DAY: { day: '2-digit', month: '2-digit' },
  MONTH: { month: 'short', year: 'numeric' },
  YEAR: { year: 'numeric' },
};

/** "2025-03-09" → "09/03", "2025-03" → "mar. de 2025", "2025" → "2025" (labels are already local dates). */
export function dateLabel(date: string, unit: TimeUnit): string {
  const [year = '1970', month = '01', day = '01'] = date.split('-');
  const noon = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), 12));
  return new Intl.DateTimeFormat('pt-BR', { ...labelFormats[unit], timeZone: 'UTC' }).format(noon);
}

function optionOf(rows: ReturnType<typeof dataRows>, unit: TimeUnit): EChartOption {
  return {
    color: chartColors,
    grid: { left: 8, right: 16, top: 24, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', valueFormatter: (value: unknown) => formatNumber(Number(value)) },
    xAxis: { type: 'category', data: rows.map((row) => dateLabel(String(row[0]), unit)), boundaryGap: false },
    yAxis: {
      type: 'value',
      minInterval: 1,
      axisLabel: { formatter: (value: number) => formatNumber(value) },
    },
    series: [
      {
        name: t('chart.views'),
        type: 'line',
        smooth: true,
        showSymbol: rows.length < 40,
        data: rows.map((row) => numberOf(row[1])),
        areaStyle: { opacity: 0.08 },
      },
      {
        name: t('chart.uniqueViews'),
        type: 'line',
        smooth: true,
        showSymbol: false,
        data: rows.map((row) => numberOf(row[2])),
      },
    ],
  };
}

/** The two lines' names and colours (an HTML legend: echarts' legend component would add to the bundle). */
function DatesLegend() {
  return (
    <HStack as="ul" listStyleType="none" gap="4" wrap="wrap" data-testid="dates-legend">
      {[t('chart.views'), t('chart.uniqueViews')].map((name, index) => (
        <HStack as="li" key={name} gap="2">
          <Box width="3" height="0.5" borderRadius="full" bg={chartColors[index]} aria-hidden="true" />
          <Text fontSize="xs" color="fg.muted">
            {name}
          </Text>
        </HStack>
      ))}
    </HStack>
  );
}

/** Views per date: a small line in the card, and a dialog with the day/month/year choice (spec 001 §2). */
export function DatesChart({
  query,
  unit,
  onUnit,
}: {
  query: BaseQuery;
  unit: TimeUnit;
  onUnit(unit: TimeUnit): void;
}) {
  const [open, setOpen] = useState(false);
  const dates = useDates(query, unit, true);
  const rows = dataRows(dates.data);
  const empty = rows.every((row) => numberOf(row[1]) === 0);
  const unitPicker = (
    <SegmentGroup.Root
      size="sm"
      value={unit}
      onValueChange={(details) => details.value && onUnit(details.value as TimeUnit)}
      aria-label={t('chart.unit')}
    >
      <SegmentGroup.Indicator />
      {timeUnits.map((value) => (
        <SegmentGroup.Item key={value} value={value}>
          <SegmentGroup.ItemText>{t(`unit.${value}`)}</SegmentGroup.ItemText>
          <SegmentGroup.ItemHiddenInput />
        </SegmentGroup.Item>
      ))}
    </SegmentGroup.Root>
  );
  return (
    <>
      <ChartCard
        title={t('chart.dates')}
        loading={dates.isPending}
        error={dates.isError}
        empty={empty}
        onRetry={() => void dates.refetch()}
        action={
          <Button size="xs" variant="outline" onClick={() => setOpen(true)} data-testid="dates-open">
            {t('chart.datesOpen')}
          </Button>
        }
      >
        <Stack gap="2">
          {/* A click on the chart opens the larger one (spec 001 §2); the button above does it by keyboard. */}
          <Box cursor="zoom-in" onClick={() => setOpen(true)}>
            <EChart option={optionOf(rows, unit)} height="14rem" label={t('chart.dates')} />
          </Box>
          <DatesLegend />
        </Stack>
      </ChartCard>
      <AppDialog open={open} onClose={() => setOpen(false)} title={t('chart.dates')} wide>
        <Stack gap="4">
          {unitPicker}
          <EChart option={optionOf(rows, unit)} height="20rem" label={t('chart.dates')} />
          <DatesLegend />
        </Stack>
      </AppDialog>
    </>
  );
}
