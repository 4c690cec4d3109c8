import { useSession } from '@atalho/sdk';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PlansDialog from '../src/exposes/PlansDialog';
import { PlansPage } from '../src/pages/PlansPage';
import { calls, mockApi, signedInUser } from './api-mock';
import { plansPage } from './plans-fixture';
import { renderLight, renderPage } from './render';

const priceText = (planId: number) =>
  screen.getByTestId(`plan-${planId}`).textContent?.replace(/\s/g, ' ') ?? '';
const planButton = (planId: number, name: string) =>
  within(screen.getByTestId(`plan-${planId}`)).getByRole('button', { name });

function signIn(plans: { id: number; name: string; free: boolean }[] = []) {
  useSession.setState({ token: 'tok', status: 'signed-in', user: signedInUser(plans) as never });
}

describe('PlansPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useSession.setState({ token: null, user: null, status: 'anonymous' });
  });

  it('lists the plans in BRL with a monthly/yearly toggle and a crown on paid plans', async () => {
    const fetchMock = mockApi({ 'GET subscriptions-plans': plansPage });
    renderLight(<PlansPage light />, '/plans');
    expect(screen.getByRole('heading', { level: 1, name: 'Planos e preços' })).toBeTruthy();
    expect(document.querySelectorAll('[aria-busy="true"] .pub-plan-skeleton')).toHaveLength(4);
    expect(await screen.findByTestId('plan-3')).toBeTruthy();
    expect(calls(fetchMock)[0]?.url).toContain(
      '/api/v1/subscriptions-plans?page=0&size=100&active=true&embedSubscriptionPlanInclude=true',
    );
    expect(priceText(3)).toContain('R$ 29,90/mês');
    expect(priceText(3)).not.toContain('desconto');
    // The free plan is named once and priced like the others: no "Grátis / Grátis".
    expect(priceText(1)).toContain('R$ 0,00/mês');
    expect(priceText(1).match(/Grátis/g)).toHaveLength(1);
    expect(priceText(3)).not.toContain('HIDDEN');
    expect(screen.getByTestId('plan-3').querySelector('svg')).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: 'Anual' }));
    await waitFor(() => expect(priceText(3)).toContain('R$ 299,00/ano'));
    expect(planButton(3, 'Cadastre-se')).toBeTruthy();
    expect(planButton(1, 'Cadastre-se')).toBeTruthy();
  });

  it('stores ?d= and shows the discounted monthly price beside the full one', async () => {
    mockApi({ 'GET subscriptions-plans': plansPage });
    renderLight(<PlansPage light />, '/plans?d=1');
    expect(await screen.findByTestId('plan-3')).toBeTruthy();
    expect(localStorage.getItem('discount')).toBe('1');
    expect(priceText(3)).toContain('R$ 29,90');
    expect(priceText(3)).toContain('desconto nos 3 primeiros meses');
    expect(priceText(3)).toContain('R$ 24,90/mês');
    await userEvent.click(screen.getByRole('tab', { name: 'Anual' }));
    await waitFor(() => expect(priceText(3)).not.toContain('desconto'));
  });

  it('opens the login dialog for a visitor, remembering the plan until it closes', async () => {
    mockApi({ 'GET subscriptions-plans': plansPage });
    renderLight(<PlansPage light />, '/plans?planId=3');
    await screen.findByTestId('plan-3');
    await userEvent.click(planButton(3, 'Cadastre-se'));
    const dialog = await screen.findByRole('dialog', { name: 'Entre para assinar o plano Profissional' });
    // The dialog is a lazy chunk: its effect may run just after it shows.
    await waitFor(() => expect(localStorage.getItem('planId')).toBe('3'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agora não' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem('planId')).toBeNull();
  });

  it('signs in from the login dialog back to the plan', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...globalThis.location, assign });
    mockApi({ 'GET subscriptions-plans': plansPage });
    renderLight(<PlansPage light />, '/plans');
    await screen.findByTestId('plan-3');
    await userEvent.click(planButton(3, 'Cadastre-se'));
    await userEvent.click(await screen.findByRole('button', { name: 'Entrar com Google' }));
    expect(localStorage.getItem('targetRoute')).toBe('/plans?planId=3');
    expect(localStorage.getItem('planId')).toBe('3');
    expect(assign).toHaveBeenCalledWith('/oauth2/authorization/google');
  });

  it('opens the login dialog in the app’s own UI kit when reached by a navigation inside the app', async () => {
    mockApi({ 'GET subscriptions-plans': plansPage });
    window.history.replaceState(null, '', '/plans');
    renderPage(<PlansPage />, '/plans');
    await screen.findByTestId('plan-3');
    await userEvent.click(planButton(3, 'Cadastre-se'));
    expect(await screen.findByRole('button', { name: 'Entrar com Google' })).toBeTruthy();
  });

  it('highlights ?planId=, disables the free plan and offers Assinar on the others when signed in', async () => {
    signIn([{ id: 1, name: 'FREE', free: true }]);
    mockApi({ 'GET subscriptions-plans': plansPage });
    renderLight(<PlansPage light />, '/plans?planId=3');
    expect(await screen.findByText('Indicado para você')).toBeTruthy();
    expect(planButton(1, 'Seu plano')).toHaveProperty('disabled', true);
    expect(planButton(3, 'Assinar')).toHaveProperty('disabled', false);
  });

  it('shows the already-subscribed dialog for the plan the user holds', async () => {
    signIn([{ id: 3, name: 'URL_SHORTNER_PRO', free: false }]);
    mockApi({ 'GET subscriptions-plans': plansPage });
    renderLight(<PlansPage light />, '/plans');
    await screen.findByTestId('plan-3');
    expect(planButton(1, 'Incluído na sua conta')).toHaveProperty('disabled', true);
    await userEvent.click(planButton(3, 'Seu plano'));
    const dialog = await screen.findByRole('dialog', { name: 'Você já assina este plano' });
    expect(within(dialog).getByRole('link', { name: 'Ver minhas assinaturas' }).getAttribute('href')).toBe(
      '/painel/subscriptions',
    );
  });

  it('opens the subscription wizard on Assinar, and by itself when back from sign-in with a chosen plan', async () => {
    localStorage.setItem('planId', '3');
    signIn();
    mockApi({
      'GET subscriptions-plans': plansPage,
      'GET payments/config': { provider: 'sandbox', publicKey: null, testCards: [] },
    });
    renderLight(<PlansPage light />, '/plans?planId=3');
    expect(await screen.findByRole('dialog', { name: 'Assinar o plano Profissional' })).toBeTruthy();
    expect(localStorage.getItem('planId')).toBeNull();
    expect(screen.getByTestId('wizard-step').textContent).toBe('Passo 1 de 5: Documento');
  });

  it('shows all four plans at once, free first then by price, Profissional recommended', async () => {
    mockApi({ 'GET subscriptions-plans': plansPage });
    renderLight(<PlansPage light />, '/plans');
    await screen.findByTestId('plan-3');
    const cards = [...document.querySelectorAll('.pub-plan')].map((card) => card.getAttribute('data-testid'));
    expect(cards).toEqual(['plan-1', 'plan-2', 'plan-3', 'plan-4']);
    expect(screen.queryByRole('button', { name: 'Próximos planos' })).toBeNull();
    expect(screen.getByTestId('plan-3').textContent).toContain('Recomendado');
    expect(document.querySelectorAll('.pub-plan--highlighted')).toHaveLength(1);
  });

  it('compares what each plan unlocks from the API’s features, not the includes’ text', async () => {
    mockApi({ 'GET subscriptions-plans': plansPage });
    renderLight(<PlansPage light />, '/plans');
    const table = await screen.findByRole('table', { name: 'Compare os planos' });
    const columns = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(columns).toEqual(['Recurso', 'Grátis', 'Básico', 'Profissional', 'Empresarial']);
    const marks = (feature: string) =>
      within(within(table).getByRole('rowheader', { name: feature }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        // What a screen reader reads: the dash is aria-hidden.
        .map((cell) => cell.querySelector('.pub-sr-only')?.textContent);
    // The free plan's includes are in every plan.
    expect(marks('Links e cliques ilimitados')).toEqual(['Incluído', 'Incluído', 'Incluído', 'Incluído']);
    // PRO has API access by the entitlements table, though only BUSINESS's includes name it.
    expect(marks('Acesso à API')).toEqual(['Não incluído', 'Não incluído', 'Incluído', 'Incluído']);
    expect(marks('Domínio e subdomínio próprios')).toEqual([
      'Não incluído',
      'Não incluído',
      'Não incluído',
      'Incluído',
    ]);
    expect(marks('Contagem de acessos dos links')).toEqual([
      'Não incluído',
      'Incluído',
      'Incluído',
      'Incluído',
    ]);
    // Rows climb the plans: what BASIC adds comes before what PRO adds, then BUSINESS.
    const rows = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(rows.indexOf('Troca de código e destino do link')).toBeLessThan(rows.indexOf('Acesso à API'));
    expect(rows.at(-1)).toBe('Domínio e subdomínio próprios');
    // The recommended plan's column is the one marked.
    expect(within(table).getByRole('columnheader', { name: 'Profissional' }).className).toContain('marked');
  });

  it('shows the empty state when no plan is active', async () => {
    mockApi({ 'GET subscriptions-plans': { ...plansPage, content: [], totalElements: 0, empty: true } });
    renderLight(<PlansPage light />, '/plans');
    expect(await screen.findByText('Nenhum plano disponível no momento')).toBeTruthy();
  });

  it('has a top bar with the logo home and a sign-in button for visitors', async () => {
    mockApi({ 'GET subscriptions-plans': plansPage });
    renderLight(<PlansPage light />, '/plans');
    expect(screen.getByRole('link', { name: 'Atalho: página inicial' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeTruthy();
    expect(await screen.findByTestId('plan-3')).toBeTruthy();
  });

  it('offers the panel to a signed-in person instead of signing in', async () => {
    signIn();
    mockApi({ 'GET subscriptions-plans': plansPage });
    renderLight(<PlansPage light />, '/plans');
    expect(screen.getByRole('link', { name: 'Ir para o painel' }).getAttribute('href')).toBe('/painel');
    expect(screen.queryByRole('button', { name: 'Entrar' })).toBeNull();
    expect(await screen.findByTestId('plan-3')).toBeTruthy();
  });

  it('moves between the monthly and yearly tabs with the arrow keys, one tab stop', async () => {
    mockApi({ 'GET subscriptions-plans': plansPage });
    renderLight(<PlansPage light />, '/plans');
    await screen.findByTestId('plan-3');
    const monthly = screen.getByRole('tab', { name: 'Mensal' });
    const yearly = screen.getByRole('tab', { name: 'Anual' });
    expect(monthly.getAttribute('aria-selected')).toBe('true');
    expect(yearly.tabIndex).toBe(-1);
    // The tab names the panel that holds the cards.
    expect(document.getElementById(monthly.getAttribute('aria-controls') ?? '')?.getAttribute('role')).toBe(
      'tabpanel',
    );
    monthly.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(yearly.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(yearly);
    expect(priceText(3)).toContain('R$ 299,00/ano');
    await userEvent.keyboard('{ArrowLeft}');
    expect(monthly.getAttribute('aria-selected')).toBe('true');
  });

  it('says when the plans cannot be loaded and tries again', async () => {
    mockApi({
      'GET subscriptions-plans': () => Response.json({ messages: ['internal.error'] }, { status: 500 }),
    });
    renderLight(<PlansPage light />, '/plans');
    expect(await screen.findByText('Não foi possível carregar os planos.')).toBeTruthy();
    const retried = mockApi({ 'GET subscriptions-plans': plansPage });
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByTestId('plan-3')).toBeTruthy();
    expect(calls(retried)).toHaveLength(1);
  });
});

describe('PlansDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the same plans grid when open', async () => {
    mockApi({ 'GET subscriptions-plans': plansPage });
    renderPage(<PlansDialog open onClose={() => {}} planHint="URL_SHORTNER_PRO" />);
    expect(await screen.findByTestId('plan-3')).toBeTruthy();
    expect(screen.getByText('Indicado para você')).toBeTruthy();
  });
});
