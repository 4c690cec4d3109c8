import type { TimeUnit } from '@atalho/sdk/schemas';
import { SimpleGrid } from '@chakra-ui/react';
import type { BaseQuery } from '../hooks/useDashboardData';
import { DatesChart } from './DatesChart';
import { DomainsList } from './DomainsList';
import { PlatformChart, ScreenChart, ShareOnList } from './PropertyCharts';
import { RegionsChart } from './RegionsChart';

export interface DetailedChartsProps {
  query: BaseQuery;
  unit: TimeUnit;
  onUnit(unit: TimeUnit): void;
  /** One column (the links screen's right column) instead of the page's grid. */
  narrow: boolean;
}

/** The PRO charts (spec 001 §6), with echarts: loaded only for a plan that has them. */
export default function DetailedCharts({ query, unit, onUnit, narrow }: DetailedChartsProps) {
  const columns = narrow ? 1 : { base: 1, lg: 2 };
  // Paging starts over when the query changes.
  const queryKey = JSON.stringify(query);
  return (
    <SimpleGrid columns={columns} gap="4">
      <DatesChart query={query} unit={unit} onUnit={onUnit} />
      <RegionsChart query={query} />
      <ScreenChart query={query} />
      <PlatformChart query={query} />
      <ShareOnList query={query} />
      <DomainsList key={queryKey} query={query} />
    </SimpleGrid>
  );
}
