import { useSession } from '@atalho/sdk';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LinksPage } from '../src/pages/LinksPage';
import { renderPage } from './render';

const emptyPage = {
  content: [],
  totalElements: 0,
  totalPages: 0,
  number: 0,
  size: 10,
  first: true,
  last: true,
  empty: true,
};

function mockLinksResponse(body: unknown, status = 200) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL) => Response.json(body, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('LinksPage', () => {
  beforeEach(() => {
    useSession.setState({ user: { id: 7, name: 'Ana Souza', email: 'ana@example.com' } as never });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the heading, the signed-in user and the empty state', async () => {
    const fetchMock = mockLinksResponse(emptyPage);
    renderPage(<LinksPage />, '/painel/links/shortened');

    expect(screen.getByRole('heading', { level: 1, name: 'Links encurtados' })).toBeTruthy();
    expect(screen.getByTestId('links-greeting').textContent).toBe('Olá, Ana Souza!');
    expect(screen.getByTestId('links-skeleton')).toBeTruthy();
    expect(await screen.findByText('Você ainda não tem links')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Encurtar um link' })).toBeTruthy();
    const request = fetchMock.mock.calls[0]?.[0];
    expect(request instanceof Request ? request.url : String(request)).toContain('/api/v1/online-addresses?');
  });

  it('lists the links when there are some', async () => {
    mockLinksResponse({
      ...emptyPage,
      content: [
        {
          id: 1,
          code: 'abc123',
          url: 'https://example.com/a-long-page',
          type: 'STANDARD',
          user: { id: 7 },
          openGraph: null,
          tags: null,
          active: true,
          error: false,
          lastCheck: null,
          dateCreate: '2026-11-20T10:00:00Z',
        },
      ],
      totalElements: 1,
      totalPages: 1,
      empty: false,
    });
    renderPage(<LinksPage />);
    expect(await screen.findByText('https://example.com/a-long-page')).toBeTruthy();
    expect(screen.queryByText('Você ainda não tem links')).toBeNull();
  });

  it('offers a retry when the list cannot be loaded, and the retry loads it', async () => {
    const fetchMock = mockLinksResponse({ messages: [] }, 500);
    renderPage(<LinksPage />);
    expect(await screen.findByText('Não foi possível carregar seus links.')).toBeTruthy();
    fetchMock.mockImplementation(async () => Response.json(emptyPage));
    fireEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByText('Você ainda não tem links')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
