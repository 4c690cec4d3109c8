import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InfoproductPage } from '../src/pages/InfoproductPage';
import { renderPage } from './render';

const page = (content: unknown[]) => ({ content, totalElements: content.length, totalPages: 1, number: 0 });

describe('InfoproductPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the heading, a skeleton, then the empty state', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL) => Response.json(page([])));
    vi.stubGlobal('fetch', fetchMock);
    renderPage(<InfoproductPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Infoprodutos' })).toBeTruthy();
    expect(screen.getByTestId('page-skeleton')).toBeTruthy();
    expect(await screen.findByText('Você ainda não tem infoprodutos')).toBeTruthy();
    const request = fetchMock.mock.calls[0]?.[0];
    expect(request instanceof Request ? request.url : '').toContain('/api/v1/infoproduts?page=0&size=10');
  });

  it('lists the info products', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(page([{ id: 4, title: 'E-book de receitas' }]))),
    );
    renderPage(<InfoproductPage />);
    expect(await screen.findByText('E-book de receitas')).toBeTruthy();
  });
});
