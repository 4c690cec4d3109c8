import { useSession } from '@atalho/sdk';
import { usePlansDialog } from '@atalho/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SubscriptionsPage } from '../src/pages/SubscriptionsPage';
import { calls, mockApi, signedInUser } from './api-mock';
import { renderPage } from './render';

const pro = { id: 3, name: 'URL_SHORTNER_PRO', free: false };
const cycle = {
  cycle: 1,
  status: 'billed',
  billing_at: '2026-11-22T20:00:00.000Z',
  start_at: '2026-11-22T20:00:00.000Z',
  end_at: '2026-12-22T20:00:00.000Z',
  amount: 2990,
};
const active = {
  id: 9,
  status: 'active',
  subscriptionPlan: pro,
  start_at: '2026-11-22T20:00:00.000Z',
  next_billing_at: '2026-12-22T20:00:00.000Z',
  interval: 'monthly',
  cycle: 1,
  current_cycle: cycle,
  discount: false,
  next_amount: 2990,
  card: { id: 1, brand: 'visa', lastFourDigits: '4242' },
  past_due: null,
  scheduled_change: null,
};
const canceled = { ...active, status: 'canceled', next_billing_at: null, next_amount: null };

describe('SubscriptionsPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useSession.setState({ token: null, user: null, status: 'anonymous' });
    usePlansDialog.getState().close();
  });

  it('shows the empty state with the way to the plans', async () => {
    mockApi({ 'GET subscriptions': [] });
    useSession.setState({ token: 'tok', user: signedInUser([{ id: 1, name: 'FREE', free: true }]) as never });
    renderPage(<SubscriptionsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Assinaturas' })).toBeTruthy();
    expect(within(screen.getByTestId('current-plan')).getByRole('heading', { name: 'Grátis' })).toBeTruthy();
    expect(await screen.findByText('Você ainda não tem assinaturas')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Planos e preços' }));
    expect(usePlansDialog.getState().isOpen).toBe(true);
  });

  it('lists status and next billing date, and cancels after confirmation; the list reloads', async () => {
    let list: unknown[] = [active];
    const fetchMock = mockApi({
      'GET subscriptions': () => Response.json(list),
      'DELETE subscriptions/3': () => {
        list = [canceled];
        return Response.json(canceled);
      },
    });
    useSession.setState({ token: 'tok', user: signedInUser([pro]) as never });
    renderPage(<SubscriptionsPage />);
    const item = within(await screen.findByTestId('subscription-3'));
    expect(item.getByTestId('subscription-status').textContent).toBe('Ativa');
    expect(item.getByTestId('subscription-next-billing').textContent?.replace(/\s/g, ' ')).toBe(
      '22/12/2026 · R$ 29,90',
    );

    await userEvent.click(item.getByRole('button', { name: 'Cancelar assinatura' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancelar o plano Profissional?' });
    expect(dialog.textContent).toContain('22/12/2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar assinatura' }));

    await waitFor(() => expect(screen.getByTestId('subscription-status').textContent).toBe('Cancelada'));
    expect(
      calls(fetchMock).some((r) => r.method === 'DELETE' && r.url.endsWith('/api/v1/subscriptions/3')),
    ).toBe(true);
    expect(screen.queryByRole('button', { name: 'Cancelar assinatura' })).toBeNull();
    expect(screen.getByText(/Sem renovação/)).toBeTruthy();
  });

  it('the current plan is the live subscription, with the change scheduled for the cycle end', async () => {
    const scheduled = {
      ...active,
      scheduled_change: {
        subscriptionPlan: { id: 2, name: 'URL_SHORTNER_BASIC', free: false },
        interval: 'monthly',
        at: '2026-12-22T20:00:00.000Z',
      },
    };
    mockApi({ 'GET subscriptions': [scheduled] });
    // A canceled BASIC still in its paid time is held too: the live subscription is the plan shown.
    useSession.setState({
      token: 'tok',
      user: signedInUser([{ id: 2, name: 'URL_SHORTNER_BASIC', free: false }, pro]) as never,
    });
    renderPage(<SubscriptionsPage />);
    expect(
      await within(screen.getByTestId('current-plan')).findByRole('heading', { name: 'Profissional' }),
    ).toBeTruthy();
    expect((await screen.findByTestId('subscription-scheduled-change')).textContent).toBe(
      'A partir de 22/12/2026: Básico (mensal)',
    );
  });

  it('a refused renewal in its grace period shows the notice with the next try and the last day', async () => {
    const pastDue = {
      ...active,
      past_due: {
        since: '2026-12-22T12:00:00.000Z',
        attempts: 1,
        retry_at: '2026-12-23T12:00:00.000Z',
        ends_at: '2026-12-27T12:00:00.000Z',
      },
    };
    mockApi({ 'GET subscriptions': [pastDue] });
    useSession.setState({ token: 'tok', user: signedInUser([pro]) as never });
    renderPage(<SubscriptionsPage />);
    const notice = await screen.findByTestId('subscription-past-due');
    expect(notice.textContent).toContain('Não conseguimos cobrar a renovação');
    expect(notice.textContent).toContain('Vamos tentar de novo em 23/12/2026');
    expect(notice.textContent).toContain('em 27/12/2026, também falhar, ele será encerrado');
    expect(screen.getByTestId('subscription-status').textContent).toBe('Ativa');
  });

  it('lists the saved cards; removing the one a subscription charges asks for its replacement', async () => {
    let cards = [
      {
        id: 1,
        brand: 'visa',
        lastFourDigits: '4242',
        status: 'active',
        holderName: 'ANA',
        expiration: '12/30',
        isDefault: true,
        lastChargeFailure: null,
      },
      {
        id: 2,
        brand: 'master',
        lastFourDigits: '4444',
        status: 'active',
        holderName: 'ANA',
        expiration: '01/31',
        isDefault: false,
        lastChargeFailure: 'insufficient_funds',
      },
    ];
    const fetchMock = mockApi({
      'GET subscriptions': [active],
      'GET cards': () => Response.json(cards),
      'DELETE cards/1': () => {
        cards = [{ ...(cards[1] as (typeof cards)[number]), isDefault: true }];
        return new Response(null, { status: 204 });
      },
      'PUT cards/2/default': () => Response.json({ ...cards[1], isDefault: true }),
    });
    useSession.setState({ token: 'tok', user: signedInUser([pro]) as never });
    renderPage(<SubscriptionsPage />);
    const list = await screen.findByRole('list', { name: 'Cartões salvos' });
    const rows = within(list).getAllByTestId('saved-card');
    expect(rows[0]?.textContent).toContain('Visa final 4242');
    expect(rows[0]?.textContent).toContain('Padrão');
    expect(rows[0]?.textContent).toContain('validade 12/30');
    expect(rows[1]?.textContent).toContain('A última cobrança foi recusada por saldo insuficiente');

    await userEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Tornar padrão' }));
    await waitFor(() =>
      expect(
        calls(fetchMock).some((r) => r.method === 'PUT' && r.url.endsWith('/api/v1/cards/2/default')),
      ).toBe(true),
    );

    await userEvent.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Remover' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remover o cartão Visa final 4242?' });
    expect(dialog.textContent).toContain('Escolha o cartão que passa a pagá-la');
    expect(within(dialog).getByRole('combobox', { name: 'Novo cartão da assinatura' })).toHaveProperty(
      'value',
      '2',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(within(list).getAllByTestId('saved-card')).toHaveLength(1));
    const removal = calls(fetchMock).find((r) => r.method === 'DELETE');
    expect(removal?.url).toContain('/api/v1/cards/1?replacementCardId=2');
  });

  it('lists a receipt per charge, newest first, and opens one with payer, card and company', async () => {
    const receipt = (id: number, overrides: Record<string, unknown>) => ({
      id,
      issuedAt: '2026-11-22T20:00:00.000Z',
      purpose: 'subscription',
      amount: 2990,
      subscriptionPlan: pro,
      interval: 'monthly',
      cycle: 1,
      card: { brand: 'visa', lastFourDigits: '4242' },
      payer: { name: 'Ana Souza', document: '52998224725' },
      issuer: { name: 'Atalho Ltda.', document: '11222333000181', address: 'Av. Paulista, 1000' },
      ...overrides,
    });
    const content = [
      receipt(12, { purpose: 'credits', amount: 2000, subscriptionPlan: null, interval: null, cycle: null }),
      receipt(11, {}),
    ];
    mockApi({
      'GET subscriptions': [active],
      'GET cards': [],
      'GET receipts': {
        content,
        totalElements: 2,
        totalPages: 1,
        number: 0,
        size: 10,
        first: true,
        last: true,
        empty: false,
      },
    });
    useSession.setState({ token: 'tok', user: signedInUser([pro]) as never });
    renderPage(<SubscriptionsPage />);
    const list = await screen.findByRole('list', { name: 'Recibos' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent?.replace(/\s/g, ' '))).toEqual([
      expect.stringContaining('Créditos para SMS · R$ 20,00'),
      expect.stringContaining('Plano Profissional (mensal) · R$ 29,90'),
    ]);
    expect(rows[1]?.textContent).toContain('22/11/2026 · Visa final 4242');

    await userEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: /Ver recibo/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Recibo nº 11' });
    const details = within(dialog).getByTestId('receipt-details').textContent?.replace(/\s/g, ' ');
    expect(details).toContain('Plano Profissional (mensal)');
    expect(details).toContain('R$ 29,90');
    expect(details).toContain('Ana Souza · 529.982.247-25');
    expect(details).toContain('Atalho Ltda. · CNPJ 11.222.333/0001-81 · Av. Paulista, 1000');
  });

  it('says when there is no receipt yet', async () => {
    mockApi({
      'GET subscriptions': [],
      'GET cards': [],
      'GET receipts': {
        content: [],
        totalElements: 0,
        totalPages: 0,
        number: 0,
        size: 10,
        first: true,
        last: true,
        empty: true,
      },
    });
    useSession.setState({ token: 'tok', user: signedInUser([]) as never });
    renderPage(<SubscriptionsPage />);
    expect(await screen.findByText(/Nenhum recibo ainda/)).toBeTruthy();
  });
});
