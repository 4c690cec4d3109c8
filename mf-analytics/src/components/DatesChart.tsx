import type { TimeUnit } from '@atalho/sdk/schemas';
import { timeUnits } from '@atalho/sdk/schemas';
import { AppDialog, formatNumber } from '@atalho/ui';
import { Button, SegmentGroup, Stack } from '@chakra-ui/react';
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
        <EChart option={optionOf(rows, unit)} height="14rem" label={t('chart.dates')} />
      </ChartCard>
      <AppDialog open={open} onClose={() => setOpen(false)} title={t('chart.dates')} wide>
        <Stack gap="4">
          {unitPicker}
          <EChart option={optionOf(rows, unit)} height="20rem" label={t('chart.dates')} />
        </Stack>
      </AppDialog>
    </>
  );
}
