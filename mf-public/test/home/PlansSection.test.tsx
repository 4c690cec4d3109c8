import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { priceFor } from '../../src/lib/plan-pricing';
import { PlansSection } from '../../src/pages/home/PlansSection';
import { renderPage } from '../render';

const sdk = vi.hoisted(() => ({ listPlans: vi.fn() }));
vi.mock('@atalho/sdk', async (importOriginal) => ({ ...(await importOriginal<object>()), ...sdk }));

const include = (id: number, name: string) => ({ id, name, order: id, active: true });

beforeEach(() => {
  sdk.listPlans.mockReset().mockResolvedValue([
    {
      id: 3,
      name: 'URL_SHORTNER_PRO',
      price: 2990,
      annualPrice: 25100,
      free: false,
      active: true,
      subscriptionPlanIncludes: [include(7, 'LOADING_SCREEN')],
    },
    {
      id: 1,
      name: 'FREE',
      price: 0,
      annualPrice: 0,
      free: true,
      active: true,
      subscriptionPlanIncludes: [include(1, 'UNLIMITED_LINKS')],
    },
  ]);
});

describe('plans section', () => {
  it('computes yearly savings from twelve monthly payments', () => {
    expect(priceFor({ price: 2990, annualPrice: 25100 }, 'yearly')).toEqual({
      amount: 25100,
      savings: 10780,
      savingsPercent: 30,
      monthlyEquivalent: 2092,
    });
  });

  it('lists the plans free first in BRL and switches to yearly prices with the saving', async () => {
    renderPage(<PlansSection />);
    expect(await screen.findByText('Profissional')).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Grátis', 'Profissional']);
    expect(screen.getByText(/R\$\s29,90/)).toBeTruthy();
    expect(screen.getByText('Tela de carregamento com sua marca')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Anual' }));
    expect(screen.getByText(/R\$\s251,00/)).toBeTruthy();
    expect(screen.getByText(/Economize R\$\s107,80 \(30%\)/)).toBeTruthy();
  });

  it('keeps the chosen paid plan across sign-in (back to /plans?planId=)', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...globalThis.location, assign });
    renderPage(<PlansSection />);
    const buttons = await screen.findAllByRole('button', { name: 'Assinar' });
    fireEvent.click(buttons[0] as HTMLElement);
    expect(localStorage.getItem('targetRoute')).toBe('/plans?planId=3');
    expect(localStorage.getItem('planId')).toBe('3');
    expect(assign).toHaveBeenCalledWith('/oauth2/authorization/google');
    vi.unstubAllGlobals();
  });
});
