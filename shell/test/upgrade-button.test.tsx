import { useSession } from '@atalho/sdk';
import { type Feature, featuresOf } from '@atalho/sdk/schemas';
import { usePlansDialog } from '@atalho/ui';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UpgradeButton } from '../src/panel/UpgradeButton';
import { renderWithUi } from './render';

function signInWith(features: Feature[]) {
  act(() => useSession.setState({ token: 'tok', user: { id: 1, name: 'Ana', features } as never }));
}

afterEach(() => {
  act(() => {
    useSession.setState({ token: null, user: null });
    usePlansDialog.getState().close();
  });
});

describe('UpgradeButton (top bar)', () => {
  it('is shown to a user without adFree and opens the plans dialog', () => {
    signInWith(featuresOf('FREE'));
    renderWithUi(<UpgradeButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Fazer upgrade' }));
    expect(usePlansDialog.getState().isOpen).toBe(true);
  });

  it('is hidden once the user has adFree, and while nobody is signed in', () => {
    renderWithUi(<UpgradeButton />);
    expect(screen.queryByRole('button', { name: 'Fazer upgrade' })).toBeNull();
    signInWith(featuresOf('BASIC'));
    expect(screen.queryByRole('button', { name: 'Fazer upgrade' })).toBeNull();
  });
});
