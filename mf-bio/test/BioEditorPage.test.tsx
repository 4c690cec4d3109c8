import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BioEditorPage } from '../src/pages/BioEditorPage';
import { renderPage } from './render';

describe('BioEditorPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the heading and a coming-soon empty state without calling the API', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderPage(<BioEditorPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Página de bio' })).toBeTruthy();
    expect(screen.getByText('Você ainda não tem uma página de bio')).toBeTruthy();
    expect(screen.getByText('O editor de páginas de bio chega em breve.')).toBeTruthy();
    const action = screen.getByRole('button', { name: /Criar minha página/ });
    expect(action).toHaveProperty('disabled', true);
    expect(action.textContent).toContain('Em breve');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
