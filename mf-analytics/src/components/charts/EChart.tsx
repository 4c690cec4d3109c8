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

/** Registers the world outline once, on first use (the GeoJSON is its own chunk). */
export async function loadWorldMap(): Promise<void> {
  if (echarts.getMap('world')) return;
  const { default: world } = await import('../../maps/world.json');
  echarts.registerMap('world', world as Parameters<typeof echarts.registerMap>[1]);
}
