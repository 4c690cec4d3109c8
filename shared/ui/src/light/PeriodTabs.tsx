import { t } from '@atalho/ui/i18n';
import type { BillingPeriod } from '@atalho/ui/plan-pricing';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

const PERIODS: readonly BillingPeriod[] = ['monthly', 'yearly'];

export interface PeriodTabsProps {
  period: BillingPeriod;
  onChange(period: BillingPeriod): void;
  /** The selected period's panel: the plan cards. */
  children: ReactNode;
}

/** Monthly and yearly tabs (spec 002 §2) as WAI-ARIA tabs: one tab stop, the arrow keys move the choice. */
export function PeriodTabs({ period, onChange, children }: PeriodTabsProps) {
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (value: BillingPeriod) => `${id}-tab-${value}`;

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
      <div className="pub-tabs" role="tablist">
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
            {t(`plan.period.${value}`)}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={tabId(period)}>
        {children}
      </div>
    </div>
  );
}
