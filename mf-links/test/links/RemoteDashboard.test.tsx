import { useSession } from '@atalho/sdk';
import { type Feature, featuresOf } from '@atalho/sdk/schemas';
import { usePlansDialog } from '@atalho/ui';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RemoteDashboard } from '../../src/components/links/RemoteDashboard';
import { renderPage } from '../render';

const federation = vi.hoisted(() => ({ loadFederatedModule: vi.fn() }));
vi.mock('@atalho/ui/visitor-dom', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...federation,
}));

function signInWith(features: Feature[]) {
  useSession.setState({ token: 'tok', user: { id: 7, name: 'Ana', features } as never });
}

describe('RemoteDashboard', () => {
  beforeEach(() => {
    federation.loadFederatedModule.mockReset().mockResolvedValue({
      default: ({ onlineAddressId }: { onlineAddressId?: number }) => (
        <p data-testid="remote-dashboard">{onlineAddressId ?? 'all'}</p>
      ),
    });
  });
  afterEach(() => {
    useSession.setState({ token: null, user: null });
    usePlansDialog.getState().close();
  });

  it('waits for the user before choosing: a skeleton, and no remote yet', () => {
    useSession.setState({ token: 'tok', user: null });
    renderPage(<RemoteDashboard />);
    expect(screen.getByLabelText('Carregando…').getAttribute('aria-busy')).toBe('true');
    expect(federation.loadFederatedModule).not.toHaveBeenCalled();
  });

  it('without view counts: the upsell with the plans dialog, and the dashboard is never downloaded', () => {
    signInWith(featuresOf('FREE'));
    renderPage(<RemoteDashboard onlineAddressId={5} />);
    expect(screen.getByText('Contagem de acessos bloqueada')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ver planos e preços' }));
    expect(usePlansDialog.getState().isOpen).toBe(true);
    expect(federation.loadFederatedModule).not.toHaveBeenCalled();
  });

  it('with view counts: mf-analytics’ dashboard, for the selected link', async () => {
    signInWith(featuresOf('BASIC'));
    renderPage(<RemoteDashboard onlineAddressId={5} />);
    expect((await screen.findByTestId('remote-dashboard')).textContent).toBe('5');
    expect(federation.loadFederatedModule).toHaveBeenCalledWith('mf_analytics/Dashboard');
    expect(screen.queryByTestId('analytics-upsell')).toBeNull();
  });
});
