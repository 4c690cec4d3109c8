import { useSession } from '@atalho/sdk';
import type { AuthUser, Feature } from '@atalho/sdk/schemas';
import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePlansDialog } from '../src/overlays/plans-dialog';
import { PlanLockedNotice, useEntitlement } from '../src/plan';
import { renderWithUi } from './render';

function signInWith(features: Feature[]) {
  const user: AuthUser = {
    id: 1,
    name: 'Ana',
    email: 'ana@example.com',
    picture: null,
    config: null,
    userHasSubscriptionPlans: [],
    features,
    bellowShorterProUser: true,
    shorterProUserOrBetter: false,
  };
  act(() => useSession.setState({ token: 'tok', user }));
}

afterEach(() => {
  act(() => {
    useSession.setState({ token: null, user: null });
    usePlansDialog.getState().close();
  });
});

describe('useEntitlement', () => {
  it('answers from the session user’s features, false when signed out', () => {
    const { result } = renderHook(() => useEntitlement('apiAccess'));
    expect(result.current).toBe(false);
    signInWith(['adFree', 'apiAccess']);
    expect(result.current).toBe(true);
    signInWith(['adFree']);
    expect(result.current).toBe(false);
  });
});

describe('PlanLockedNotice', () => {
  it('names the lowest plan with the feature and opens the plans dialog on it', () => {
    renderWithUi(<PlanLockedNotice feature="apiAccess" />);
    expect(screen.getByText('Recurso disponível apenas no plano Profissional')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fazer upgrade' }));
    expect(usePlansDialog.getState()).toMatchObject({ isOpen: true, planHint: 'URL_SHORTNER_PRO' });
  });

  it('names Básico for a BASIC feature and Empresarial for a BUSINESS one', () => {
    renderWithUi(
      <>
        <PlanLockedNotice feature="editLink" />
        <PlanLockedNotice feature="customDomain" />
      </>,
    );
    expect(screen.getByText('Recurso disponível apenas no plano Básico')).toBeTruthy();
    expect(screen.getByText('Recurso disponível apenas no plano Empresarial')).toBeTruthy();
  });
});
