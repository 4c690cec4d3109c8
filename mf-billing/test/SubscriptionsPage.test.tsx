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
});
