import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InfoproductPage } from '../src/pages/InfoproductPage';
import { renderPage } from './render';

describe('InfoproductPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the heading and a coming-soon empty state without calling the API', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderPage(<InfoproductPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Infoprodutos' })).toBeTruthy();
    expect(screen.getByText('Você ainda não tem infoprodutos')).toBeTruthy();
    expect(screen.getByText('O assistente de criação chega em breve.')).toBeTruthy();
    const action = screen.getByRole('button', { name: /Criar infoproduto/ });
    expect(action).toHaveProperty('disabled', true);
    expect(action.textContent).toContain('Em breve');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
