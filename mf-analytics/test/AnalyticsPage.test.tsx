import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activeFilterCount } from '../src/components/FilterMenu';
import { customWarnings } from '../src/components/PeriodMenu';
import { changeOf } from '../src/components/ViewsCard';
import Dashboard from '../src/exposes/Dashboard';
import { AnalyticsPage } from '../src/pages/AnalyticsPage';
import { defaultPrefs, readPrefs } from '../src/state/prefs';
import { renderPage } from './render';

describe('AnalyticsPage', () => {
  it('shows the heading and, without a plan, the upsell instead of any number', () => {
    renderPage(<AnalyticsPage />, '/painel/analytics');
    expect(screen.getByRole('heading', { level: 1, name: 'Métricas' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Painel de cliques' })).toBeTruthy();
    expect(screen.getByText('Contagem de acessos bloqueada')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ver planos e preços' })).toBeTruthy();
    expect(screen.queryByTestId('views-total')).toBeNull();
  });
});

describe('Dashboard (exposed)', () => {
  it('takes onlineAddressId as a prop', () => {
    renderPage(<Dashboard onlineAddressId={7} />);
    expect(screen.getByTestId('click-dashboard')).toBeTruthy();
    expect(screen.queryByText('Todos os seus links')).toBeNull();
  });
});

describe('dashboard rules', () => {
  it('states the change against the previous period', () => {
    expect(changeOf(150, 100)).toEqual({ text: '+50%', trend: 'up' });
    expect(changeOf(50, 100)).toEqual({ text: '-50%', trend: 'down' });
    expect(changeOf(0, 0).trend).toBe('flat');
    expect(changeOf(3, 0)).toEqual({ text: 'Novo: nenhum clique no período anterior', trend: 'up' });
    expect(changeOf(3, null).trend).toBe('flat');
  });

  it('warns on a custom period with a day missing, in the future or before 1950', () => {
    expect(customWarnings('', '', '2025-05-10')).toEqual({
      start: 'period.startMissing',
      end: 'period.endMissing',
    });
    expect(customWarnings('2025-05-01', '2025-05-11', '2025-05-10')).toEqual({ end: 'period.future' });
    expect(customWarnings('1949-12-31', '2025-05-10', '2025-05-10')).toEqual({ start: 'period.tooEarly' });
    expect(customWarnings('2025-05-01', '2025-05-02', '2025-05-10')).toEqual({});
  });

  it('counts active filters for the badge', () => {
    expect(activeFilterCount({})).toBe(0);
    expect(activeFilterCount({ text: 'promo', domain: '', withClicks: true, withoutClicks: false })).toBe(2);
  });

  it('remembers period and unit, refusing what storage should not hold', () => {
    localStorage.setItem('atalho.analytics.prefs', JSON.stringify({ period: 'last7Days', unit: 'MONTH' }));
    expect(readPrefs()).toEqual({ period: 'last7Days', custom: null, unit: 'MONTH' });
    localStorage.setItem('atalho.analytics.prefs', JSON.stringify({ period: 'customPeriod', unit: 'WEEK' }));
    expect(readPrefs()).toEqual(defaultPrefs);
    localStorage.setItem('atalho.analytics.prefs', '{oops');
    expect(readPrefs()).toEqual(defaultPrefs);
  });
});
