import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { t } from '../i18n';
import type { Period } from '../lib/pricing';

const PERIODS: readonly Period[] = ['monthly', 'yearly'];
const LABELS: Record<Period, () => string> = {
  monthly: () => t('plansMonthly'),
  yearly: () => t('plansYearly'),
};

export interface PeriodTabsProps {
  period: Period;
  onChange(period: Period): void;
  /** The selected period's panel: the plan cards. */
  children: ReactNode;
}

/** Monthly and yearly tabs (spec 002 §2) as WAI-ARIA tabs: one tab stop, the arrow keys move the choice. */
export function PeriodTabs({ period, onChange, children }: PeriodTabsProps) {
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (value: Period) => `${id}-tab-${value}`;

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + PERIODS.length) % PERIODS.length;
    onChange(PERIODS[next] ?? 'monthly');
    tabs.current[next]?.focus();
  };

  return (
    <div>
      <div className="plans-tabs" role="tablist">
        {PERIODS.map((value, index) => (
          <button
            key={value}
            ref={(tab) => {
              tabs.current[index] = tab;
            }}
            id={tabId(value)}
            type="button"
            role="tab"
            aria-selected={period === value}
            aria-controls={`${id}-panel`}
            tabIndex={period === value ? 0 : -1}
            className={`pub-button pub-button--md${period === value ? '' : ' pub-button--outline'}`}
            onClick={() => onChange(value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {LABELS[value]()}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={tabId(period)}>
        {children}
      </div>
    </div>
  );
}
