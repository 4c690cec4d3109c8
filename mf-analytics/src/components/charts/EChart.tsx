import { BarChart, LineChart, MapChart, PieChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/lib/core';
import type { ComponentProps } from 'react';

// Only what the dashboard draws: four chart kinds, two components, the canvas renderer (decision 019); the
// map's shades are computed here rather than with the visualMap component (≈ 10 KB gzip less).
echarts.use([LineChart, BarChart, PieChart, MapChart, GridComponent, TooltipComponent, CanvasRenderer]);

export type EChartOption = ComponentProps<typeof ReactEChartsCore>['option'];

export interface EChartProps {
  option: EChartOption;
  height: string;
  /** What the chart shows, for screen readers (the canvas itself says nothing). */
  label: string;
  onClick?: (params: { name?: string; dataIndex?: number }) => void;
}

/** One echarts canvas, with the dashboard's font and an accessible name. */
export function EChart({ option, height, label, onClick }: EChartProps) {
  return (
    <div role="img" aria-label={label} style={{ height, width: '100%' }}>
      <ReactEChartsCore
        echarts={echarts}
        option={option}
        style={{ height, width: '100%' }}
        notMerge
        lazyUpdate
        onEvents={onClick ? { click: onClick } : undefined}
      />
    </div>
  );
}

/** The outlines the region charts draw (mf-analytics/src/maps/README.md); each is its own chunk. */
const mapSources = {
  world: () => import('../../maps/world.json'),
  brazil: () => import('../../maps/brazil.json'),
};

export type MapName = keyof typeof mapSources;

/** Registers an outline once, on first use: the world with the region card, Brazil on its drill-down. */
export async function loadMap(name: MapName): Promise<void> {
  if (echarts.getMap(name)) return;
  const { default: outline } = await mapSources[name]();
  // Echarts' compressed GeoJSON (`UTF8Encoding`), which registerMap decodes itself.
  echarts.registerMap(name, outline as unknown as Parameters<typeof echarts.registerMap>[1]);
}
