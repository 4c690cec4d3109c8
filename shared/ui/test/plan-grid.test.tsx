import type { SubscriptionPlan } from '@atalho/sdk/schemas';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlanGrid } from '../src/light/PlanGrid';
import { highlightedPlan } from '../src/light/plan-catalogue';

const plan = (id: number, name: string, price: number): SubscriptionPlan => ({
  id,
  name,
  price,
  annualPrice: price * 10,
  free: price === 0,
  active: true,
  subscriptionPlanIncludes: [],
});

const PLANS = [
  plan(1, 'FREE', 0),
  plan(2, 'URL_SHORTNER_BASIC', 1490),
  plan(3, 'URL_SHORTNER_PRO', 2990),
  plan(4, 'URL_SHORTNER_BUSINESS', 7990),
];

const action = (chosen: SubscriptionPlan, _period: string, highlighted: boolean) => (
  <button type="button">{`${chosen.id}${highlighted ? ' highlighted' : ''}`}</button>
);

describe('highlightedPlan', () => {
  it('points out the hinted plan by name or id, else Profissional', () => {
    expect(highlightedPlan(PLANS)).toEqual({ plan: PLANS[2], hinted: false });
    expect(highlightedPlan(PLANS, '4')).toEqual({ plan: PLANS[3], hinted: true });
    expect(highlightedPlan(PLANS, 'URL_SHORTNER_BASIC')).toEqual({ plan: PLANS[1], hinted: true });
    expect(highlightedPlan(PLANS, 'unknown')).toEqual({ plan: PLANS[2], hinted: false });
    expect(highlightedPlan(PLANS.slice(0, 2))).toBeUndefined();
  });
});

describe('PlanGrid', () => {
  it('shows four placeholders in a busy grid while the plans load', () => {
    const { container } = render(<PlanGrid plans={undefined} action={action} />);
    expect(container.querySelector('.pub-plan-grid')?.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelectorAll('.pub-plan-skeleton')).toHaveLength(4);
  });

  it('draws every plan, the free one priced rather than named twice, Profissional recommended', () => {
    render(<PlanGrid plans={PLANS} action={action} />);
    const free = screen.getByTestId('plan-1');
    expect(free.textContent?.match(/Grátis/g)).toHaveLength(1);
    expect(free.textContent?.replace(/\s/g, ' ')).toContain('R$ 0,00/mês');
    expect(within(screen.getByTestId('plan-3')).getByText('Recomendado')).toBeTruthy();
    expect(screen.getByRole('button', { name: '3 highlighted' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /highlighted/ })).toHaveLength(1);
  });

  it('gives the hinted plan the page’s own badge instead', () => {
    render(<PlanGrid plans={PLANS} hint="4" hintLabel="Indicado para você" action={action} />);
    expect(within(screen.getByTestId('plan-4')).getByText('Indicado para você')).toBeTruthy();
    expect(screen.queryByText('Recomendado')).toBeNull();
  });
});
