import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BioEditorPage } from '../src/pages/BioEditorPage';
import { renderPage } from './render';

const page = (content: unknown[]) => ({ content, totalElements: content.length, totalPages: 1, number: 0 });

describe('BioEditorPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the heading, a skeleton, then the empty state', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL) => Response.json(page([])));
    vi.stubGlobal('fetch', fetchMock);
    renderPage(<BioEditorPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Página de bio' })).toBeTruthy();
    expect(screen.getByTestId('page-skeleton')).toBeTruthy();
    expect(await screen.findByText('Você ainda não tem uma página de bio')).toBeTruthy();
    const request = fetchMock.mock.calls[0]?.[0];
    expect(request instanceof Request ? request.url : '').toContain('/api/v1/biographies?');
  });

  it('shows the existing bio instead of the empty state', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(page([{ id: 1, title: 'Loja da Ana', onlineAddress: { code: 'ana' } }])),
      ),
    );
    renderPage(<BioEditorPage />);
    expect(await screen.findByText('Loja da Ana')).toBeTruthy();
    expect(screen.queryByText('Você ainda não tem uma página de bio')).toBeNull();
  });
});
