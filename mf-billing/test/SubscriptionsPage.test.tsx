import { useSession } from '@atalho/sdk';
import { usePlansDialog } from '@atalho/ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SubscriptionsPage } from '../src/pages/SubscriptionsPage';
import { renderPage } from './render';

function signIn(plans: { id: number; name: string; free: boolean }[]) {
  useSession.setState({
    token: 'tok',
    user: {
      id: 1,
      name: 'Ana',
      userHasSubscriptionPlans: plans.map((subscriptionPlan, index) => ({ id: index + 1, subscriptionPlan })),
    } as never,
  });
}

describe('SubscriptionsPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useSession.setState({ token: null, user: null });
    usePlansDialog.getState().close();
  });

  it('shows the free plan, an upgrade that opens the plans dialog and the empty state, calling nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    signIn([{ id: 1, name: 'FREE', free: true }]);
    renderPage(<SubscriptionsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Assinaturas' })).toBeTruthy();
    const card = within(screen.getByTestId('current-plan'));
    expect(card.getByRole('heading', { name: 'Grátis' })).toBeTruthy();
    expect(screen.getByText('Você ainda não tem assinaturas')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Gerenciar assinatura/ })).toHaveProperty('disabled', true);

    await userEvent.click(card.getByRole('button', { name: 'Fazer upgrade' }));
    expect(usePlansDialog.getState().isOpen).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the highest paid plan without the upgrade button', () => {
    signIn([
      { id: 1, name: 'FREE', free: true },
      { id: 3, name: 'URL_SHORTNER_PRO', free: false },
    ]);
    renderPage(<SubscriptionsPage />);
    const card = within(screen.getByTestId('current-plan'));
    expect(card.getByRole('heading', { name: 'Profissional' })).toBeTruthy();
    expect(card.getByRole('button', { name: 'Ver planos' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Fazer upgrade' })).toBeNull();
    expect(screen.getByText('Sua assinatura')).toBeTruthy();
  });
});
