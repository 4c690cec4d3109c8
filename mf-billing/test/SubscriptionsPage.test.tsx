import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SubscriptionsPage } from '../src/pages/SubscriptionsPage';
import { renderPage } from './render';

describe('SubscriptionsPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the heading and the empty state with a way to the plans', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json([])),
    );
    renderPage(<SubscriptionsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Assinaturas' })).toBeTruthy();
    expect(await screen.findByText('Você ainda não tem assinaturas')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ver planos' })).toBeTruthy();
  });
});
