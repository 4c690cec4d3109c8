import { useSession } from '@atalho/sdk';
import { type Feature, featuresOf } from '@atalho/sdk/schemas';
import { usePlansDialog } from '@atalho/ui';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiReferencePage } from '../src/pages/ApiReferencePage';
import { renderPage } from './render';

function signInWith(features: Feature[]) {
  useSession.setState({ token: 'tok', user: { id: 7, name: 'Ana', features } as never });
}

describe('ApiReferencePage', () => {
  afterEach(() => {
    useSession.setState({ token: null, user: null });
    usePlansDialog.getState().close();
  });

  it('without apiAccess: the plan-locked notice names Profissional and opens the plans dialog', () => {
    signInWith(featuresOf('BASIC'));
    renderPage(<ApiReferencePage />);
    expect(screen.getByText('Recurso disponível apenas no plano Profissional')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fazer upgrade' }));
    expect(usePlansDialog.getState().isOpen).toBe(true);
  });

  it('with apiAccess: no notice', () => {
    signInWith(featuresOf('PRO'));
    renderPage(<ApiReferencePage />);
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByTestId('plan-locked')).toBeNull();
  });
});
