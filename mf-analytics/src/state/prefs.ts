import { type PeriodId, periodIds } from '@atalho/sdk';
import { type TimeUnit, timeUnits } from '@atalho/sdk/schemas';
import { useCallback, useState } from 'react';

/** What the dashboard remembers in the browser (spec 001 §4): the period and the date chart's unit. */
export interface DashboardPrefs {
  period: PeriodId;
  /** Days `YYYY-MM-DD` of a custom period. */
  custom: { start: string; end: string } | null;
  unit: TimeUnit;
}

const KEY = 'atalho.analytics.prefs';
export const defaultPrefs: DashboardPrefs = { period: 'last30Days', custom: null, unit: 'DAY' };

const isDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** Reads stored preferences, keeping only valid values (storage is the user's to edit). */
export function readPrefs(): DashboardPrefs {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return defaultPrefs;
    const { period, custom, unit } = stored as Record<string, unknown>;
    const validCustom =
      typeof custom === 'object' &&
      custom !== null &&
      isDay((custom as { start?: unknown }).start) &&
      isDay((custom as { end?: unknown }).end)
        ? (custom as { start: string; end: string })
        : null;
    const validPeriod = periodIds.find((id) => id === period) ?? defaultPrefs.period;
    return {
      period: validPeriod === 'customPeriod' && !validCustom ? defaultPrefs.period : validPeriod,
      custom: validCustom,
      unit: timeUnits.find((value) => value === unit) ?? defaultPrefs.unit,
    };
  } catch {
    return defaultPrefs;
  }
}

export function usePrefs() {
  const [prefs, setPrefs] = useState(readPrefs);
  const update = useCallback((change: Partial<DashboardPrefs>) => {
    setPrefs((current) => {
      const next = { ...current, ...change };
      try {
        localStorage.setItem(KEY, JSON.stringify(next));
      } catch {
        // Private mode or a full storage: the choice still holds for this visit.
      }
      return next;
    });
  }, []);
  return [prefs, update] as const;
}
