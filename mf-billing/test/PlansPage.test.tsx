import { useSession } from '@atalho/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PlansDialog from '../src/exposes/PlansDialog';
import { PlansPage } from '../src/pages/PlansPage';
import { plansPage } from './plans-fixture';
import { renderPage } from './render';

function mockPlans(body: unknown) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL) => Response.json(body));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const urlOf = (input: unknown) => (input instanceof Request ? input.url : String(input));
const priceText = (planId: number) =>
  screen.getByTestId(`plan-${planId}`).textContent?.replace(/\s/g, ' ') ?? '';

describe('PlansPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useSession.setState({ token: null, user: null });
  });

  it('lists the plans in BRL with a monthly/yearly toggle', async () => {
    const fetchMock = mockPlans(plansPage);
    renderPage(<PlansPage />, '/plans');
    expect(screen.getByRole('heading', { level: 1, name: 'Planos e preços' })).toBeTruthy();
    expect(screen.getByTestId('page-skeleton')).toBeTruthy();
    expect(await screen.findByTestId('plan-3')).toBeTruthy();
    expect(urlOf(fetchMock.mock.calls[0]?.[0])).toContain(
      '/api/v1/subscriptions-plans?page=0&size=100&active=true&embedSubscriptionPlanInclude=true',
    );
    expect(priceText(3)).toContain('R$ 29,90/mês');
    expect(priceText(1)).toContain('Grátis');
    expect(priceText(3)).not.toContain('HIDDEN');

    await userEvent.click(screen.getByRole('tab', { name: 'Anual' }));
    await waitFor(() => expect(priceText(3)).toContain('R$ 299,00/ano'));
    expect(within(screen.getByTestId('plan-3')).getByRole('button', { name: 'Cadastre-se' })).toBeTruthy();
  });

  it('highlights ?planId= and marks the plan the user holds', async () => {
    useSession.setState({
      token: 'tok',
      user: {
        id: 1,
        name: 'Ana',
        userHasSubscriptionPlans: [{ subscriptionPlan: { id: 1, free: true } }],
      } as never,
    });
    mockPlans(plansPage);
    renderPage(<PlansPage />, '/plans?planId=3');
    expect(await screen.findByText('Indicado para você')).toBeTruthy();
    expect(within(screen.getByTestId('plan-1')).getByRole('button', { name: 'Seu plano' })).toBeTruthy();
    expect(within(screen.getByTestId('plan-3')).getByRole('button', { name: 'Assinar' })).toBeTruthy();
  });

  it('has a top bar with the logo home and a sign-in button for visitors', async () => {
    mockPlans(plansPage);
    renderPage(<PlansPage />, '/plans');
    expect(screen.getByRole('link', { name: 'Atalho: página inicial' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Ir para o painel' })).toBeNull();
    expect(await screen.findByTestId('plan-3')).toBeTruthy();
  });

  it('offers the way to the panel when signed in', async () => {
    useSession.setState({ token: 'tok', user: null });
    mockPlans(plansPage);
    renderPage(<PlansPage />, '/plans');
    expect(screen.getByRole('link', { name: 'Ir para o painel' }).getAttribute('href')).toBe('/painel');
    expect(screen.queryByRole('button', { name: 'Entrar' })).toBeNull();
    expect(await screen.findByTestId('plan-3')).toBeTruthy();
  });

  it('shows the empty state when no plan is active', async () => {
    mockPlans({ ...plansPage, content: [], totalElements: 0, empty: true });
    renderPage(<PlansPage />, '/plans');
    expect(await screen.findByText('Nenhum plano disponível no momento')).toBeTruthy();
  });
});

describe('PlansDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the same plans grid when open', async () => {
    mockPlans(plansPage);
    renderPage(<PlansDialog open onClose={() => {}} planHint="URL_SHORTNER_PRO" />);
    expect(await screen.findByTestId('plan-3')).toBeTruthy();
    expect(screen.getByText('Indicado para você')).toBeTruthy();
  });
});
