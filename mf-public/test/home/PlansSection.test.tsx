import { keepDiscountFlag } from '@atalho/sdk';
import { createQueryClient } from '@atalho/ui/queries';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlansSection } from '../../src/pages/home/PlansSection';

const sdk = vi.hoisted(() => ({ listPlans: vi.fn() }));
vi.mock('@atalho/sdk', async (importOriginal) => ({ ...(await importOriginal<object>()), ...sdk }));

const include = (id: number, name: string) => ({ id, name, order: id, active: true });

const PLANS = [
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
];

/** The section is a light piece: it needs only the query client the home page provides (no Chakra). */
function renderSection() {
  return render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <PlansSection />
    </QueryClientProvider>,
  );
}

const grid = (container: HTMLElement) => container.querySelector('#sec-3 [aria-busy]');

let assign: ReturnType<typeof vi.fn>;

beforeEach(() => {
  sdk.listPlans.mockReset().mockResolvedValue(PLANS);
  assign = vi.fn();
  vi.stubGlobal('location', { ...globalThis.location, assign });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('plans section', () => {
  it('shows four hidden placeholders in a busy grid while the plans load', () => {
    sdk.listPlans.mockReturnValue(new Promise(() => {}));
    const { container } = renderSection();
    expect(screen.getByRole('heading', { level: 2, name: 'Planos e preços' })).toBeTruthy();
    expect(grid(container)?.getAttribute('aria-busy')).toBe('true');
    const placeholders = container.querySelectorAll('.pub-plan-skeleton');
    expect(placeholders).toHaveLength(4);
    for (const placeholder of placeholders) expect(placeholder.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
  });

  it('lists the plans free first in BRL, PRO marked recommended with the crown', async () => {
    const { container } = renderSection();
    expect(await screen.findByText('Profissional')).toBeTruthy();
    expect(grid(container)?.getAttribute('aria-busy')).toBe('false');
    expect(container.querySelectorAll('.pub-plan-skeleton')).toHaveLength(0);
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Grátis', 'Profissional']);

    const [free, pro] = [...container.querySelectorAll('.pub-plan')] as HTMLElement[];
    expect(free?.classList.contains('pub-plan--highlighted')).toBe(false);
    expect(free?.textContent).not.toContain('Recomendado');
    expect(free?.querySelector('.pub-plan-crown svg')).toBeNull();
    expect(pro?.classList.contains('pub-plan--highlighted')).toBe(true);
    expect(pro?.textContent).toContain('Recomendado');
    expect(pro?.querySelector('.pub-plan-crown svg')).not.toBeNull();

    expect(screen.getByText(/R\$\s29,90/).closest('p')?.textContent).toMatch(/\/mês$/);
    expect(screen.getByText('Tela de carregamento com sua marca')).toBeTruthy();
    // The highlighted plan's button is solid; the others are outlined.
    expect(screen.getByRole('button', { name: 'Assinar' }).classList.contains('pub-button--outline')).toBe(
      false,
    );
    expect(
      screen.getByRole('button', { name: 'Começar grátis' }).classList.contains('pub-button--outline'),
    ).toBe(true);
  });

  it('switches to yearly prices, the monthly equivalent and the saving', async () => {
    renderSection();
    await screen.findByText('Profissional');
    const monthly = screen.getByRole('tab', { name: 'Mensal' });
    const yearly = screen.getByRole('tab', { name: 'Anual' });
    expect(monthly.getAttribute('aria-selected')).toBe('true');
    expect(yearly.getAttribute('aria-selected')).toBe('false');
    // The cards are the selected tab's panel.
    expect(screen.getByRole('tabpanel', { name: 'Mensal' }).textContent).toContain('Profissional');

    fireEvent.click(yearly);
    expect(yearly.getAttribute('aria-selected')).toBe('true');
    expect(monthly.getAttribute('aria-selected')).toBe('false');
    expect(screen.getByText(/R\$\s251,00/).closest('p')?.textContent).toMatch(/\/ano$/);
    expect(screen.queryByText(/R\$\s29,90/)).toBeNull();
    expect(screen.getByText(/equivale a R\$\s20,92\/mês/)).toBeTruthy();
    expect(screen.getByText(/Economize R\$\s107,80 \(30%\)/)).toBeTruthy();

    fireEvent.click(monthly);
    expect(screen.getByText(/R\$\s29,90/)).toBeTruthy();
    expect(screen.queryByText(/Economize/)).toBeNull();
  });

  it('shows the d discount struck beside the full price once /?d=1 stored the flag', async () => {
    keepDiscountFlag('?d=1');
    try {
      renderSection();
      await screen.findByText('Profissional');
      expect(screen.getByText(/R\$\s24,90/)).toBeTruthy();
      expect(screen.getByText(/desconto nos 3 primeiros meses/)).toBeTruthy();
    } finally {
      localStorage.removeItem('discount');
    }
  });

  it('moves the period with the arrow keys too, focus following the choice', async () => {
    renderSection();
    await screen.findByText('Profissional');
    const monthly = screen.getByRole('tab', { name: 'Mensal' });
    const yearly = screen.getByRole('tab', { name: 'Anual' });
    expect([monthly.tabIndex, yearly.tabIndex]).toEqual([0, -1]);
    fireEvent.keyDown(monthly, { key: 'ArrowRight' });
    expect(yearly.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(yearly);
    fireEvent.keyDown(yearly, { key: 'ArrowRight' });
    expect(monthly.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(monthly);
  });

  it('says when the plans could not load and tries again on request', async () => {
    sdk.listPlans.mockRejectedValueOnce(new Error('offline'));
    const { container } = renderSection();
    expect(await screen.findByText('Não foi possível carregar os planos.')).toBeTruthy();
    expect(grid(container)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Profissional')).toBeTruthy();
    expect(screen.queryByText('Não foi possível carregar os planos.')).toBeNull();
    expect(sdk.listPlans).toHaveBeenCalledTimes(2);
  });

  it('keeps the chosen paid plan across sign-in (back to /plans?planId=)', async () => {
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Assinar' }));
    expect(localStorage.getItem('targetRoute')).toBe('/plans?planId=3');
    expect(localStorage.getItem('planId')).toBe('3');
    expect(assign).toHaveBeenCalledWith('/oauth2/authorization/google');
  });

  it('starts the free plan with a sign-in that lands on the links', async () => {
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Começar grátis' }));
    expect(localStorage.getItem('targetRoute')).toBe('/painel/links/shortened');
    expect(localStorage.getItem('planId')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/oauth2/authorization/google');
  });
});
