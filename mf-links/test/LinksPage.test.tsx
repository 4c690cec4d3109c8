import { useSession } from '@atalho/sdk';
import { linkFixture, pageOf } from '@atalho/sdk/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LinksPage } from '../src/pages/LinksPage';
import { renderPage } from './render';

const emptyPage = pageOf([]);

function mockLinksResponse(body: unknown, status = 200) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL) => Response.json(body, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('LinksPage', () => {
  beforeEach(() => {
    useSession.setState({
      user: { id: 7, name: 'Ana Souza', email: 'ana@example.com', features: [] } as never,
    });
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
    mockLinksResponse(pageOf([linkFixture()]));
    renderPage(<LinksPage />);
    expect(await screen.findByText('https://example.com/a-long-page')).toBeTruthy();
    expect(screen.queryByText('Você ainda não tem links')).toBeNull();
  });

  it('shows a look-alike destination in punycode with a warning badge; an ordinary one as written', async () => {
    mockLinksResponse(
      pageOf([
        linkFixture({ id: 1, code: 'maca', url: 'https://аррӏе.com/entrar' }),
        linkFixture({ id: 2, code: 'acao', url: 'https://ação.com.br/oferta' }),
      ]),
    );
    renderPage(<LinksPage />);
    expect(await screen.findByText('https://xn--80ak6aa92e.com/entrar')).toBeTruthy();
    expect(screen.queryByText('https://аррӏе.com/entrar')).toBeNull();
    expect(screen.getAllByText('Imita outro site')).toHaveLength(1);
    expect(screen.getByRole('note').textContent).toBe(
      'Atenção: este endereço usa letras que imitam outro site.',
    );
    expect(screen.getByText('https://ação.com.br/oferta')).toBeTruthy();
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

  it('asks the API for what the URL says: filters, ordering and page', async () => {
    const fetchMock = mockLinksResponse(emptyPage);
    const orderBy = encodeURIComponent('[{"field":"clicks","direction":"DESC"}]');
    renderPage(
      <LinksPage />,
      `/painel/links/shortened?page=1&text=promo&errorIn=1&withClicks=true&orderBy=${orderBy}`,
    );
    await screen.findByText('Nenhum link com esses filtros');
    const urls = fetchMock.mock.calls.map(
      ([input]) => new URL(input instanceof Request ? input.url : String(input)),
    );
    const list = urls.find((url) => url.pathname === '/api/v1/online-addresses');
    expect(Object.fromEntries(list?.searchParams ?? [])).toEqual({
      page: '1',
      size: '10',
      orderBy: 'clicks:DESC',
      text: 'promo',
      errorIn: '1',
      withClicks: 'true',
    });
  });

  it('moves a recently shortened link to the top, selects it and clears shortenedRecent', async () => {
    const link = (id: number, code: string) =>
      linkFixture({ id, code, url: `https://example.com/${code}`, clicks: 0 });
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname === '/api/v1/online-addresses/99') return Response.json(link(99, 'recent'));
      return Response.json(pageOf([link(1, 'older')]));
    });
    vi.stubGlobal('fetch', fetchMock);
    function Search() {
      return <output data-testid="search">{useLocation().search}</output>;
    }
    renderPage(
      <>
        <LinksPage />
        <Search />
      </>,
      '/painel/links/shortened?shortenedRecent=99',
    );
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe('?onlineAddressId=99'), {
      timeout: 5000,
    });
    const cards = await screen.findAllByTestId('link-card');
    expect(cards.map((card) => card.dataset.linkId)).toEqual(['99', '1']);
    expect(cards[0]?.dataset.selected).toBe('true');
    // Selecting the row again toggles the selection off, in the URL too.
    fireEvent.click(screen.getByRole('button', { name: 'Ver métricas do link recent' }));
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe(''));
  });

  it('lists newest first and lets cards be dragged only once the drag order is picked', async () => {
    const fetchMock = mockLinksResponse(
      pageOf([linkFixture({ id: 1, code: 'um' }), linkFixture({ id: 2, code: 'dois' })]),
    );
    function Search() {
      return <output data-testid="search">{useLocation().search}</output>;
    }
    renderPage(
      <>
        <LinksPage />
        <Search />
      </>,
      '/painel/links/shortened',
    );
    await screen.findAllByTestId('link-card');
    const listCalls = () =>
      fetchMock.mock.calls
        .map(([input]) => new URL(input instanceof Request ? input.url : String(input)))
        .filter((url) => url.pathname === '/api/v1/online-addresses');
    expect(listCalls().map((url) => url.searchParams.get('orderBy'))).toEqual(['dateCreate:DESC']);
    expect(screen.queryByRole('button', { name: 'Mover o link um' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Ordenar' }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Minha ordem (arrastar)' }));
    await waitFor(() =>
      expect(new URLSearchParams(screen.getByTestId('search').textContent ?? '').get('orderBy')).toBe(
        '[{"field":"position","direction":"ASC"}]',
      ),
    );
    await waitFor(() => expect(listCalls().at(-1)?.searchParams.get('orderBy')).toBe('position:ASC'));
    // Drag and drop is a lazy chunk.
    expect(await screen.findByRole('button', { name: 'Mover o link um' }, { timeout: 10_000 })).toBeTruthy();
  }, 20_000);

  it('offers 10, 50 or 100 links per page, kept in the URL', async () => {
    const links = Array.from({ length: 10 }, (_, index) => linkFixture({ id: index + 1, code: `l${index}` }));
    const fetchMock = mockLinksResponse(pageOf(links, { totalElements: 60 }));
    function Search() {
      return <output data-testid="search">{useLocation().search}</output>;
    }
    renderPage(
      <>
        <LinksPage />
        <Search />
      </>,
      '/painel/links/shortened?page=2',
    );
    const select = (await screen.findByLabelText('Links por página')) as HTMLSelectElement;
    expect(select.value).toBe('10');
    expect([...select.options].map((option) => option.value)).toEqual(['10', '50', '100']);
    fireEvent.change(select, { target: { value: '50' } });
    // Another size starts again at the first page.
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe('?size=50'));
    await waitFor(() => {
      const last = fetchMock.mock.calls.at(-1)?.[0];
      const url = new URL(last instanceof Request ? last.url : String(last));
      expect(url.searchParams.get('size')).toBe('50');
      expect(url.searchParams.get('page')).toBe('0');
    });
  });

  it("opens the preview editor when a PRO user's new link has no preview", async () => {
    useSession.setState({
      user: { id: 7, name: 'Ana Souza', email: 'ana@example.com', features: ['customPreview'] } as never,
    });
    const created = linkFixture({
      id: 50,
      code: 'novo',
      url: 'https://example.com/novo',
      dateCreate: '2026-11-22T10:00:00Z',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const request = input instanceof Request ? input : new Request(String(input));
        const path = new URL(request.url).pathname;
        if (request.method === 'POST' || path.endsWith('/50')) return Response.json(created);
        return Response.json(emptyPage);
      }),
    );
    renderPage(<LinksPage />, '/painel/links/shortened');
    fireEvent.change(screen.getByLabelText('Endereço para encurtar'), {
      target: { value: 'example.com/novo' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Encurtar' }));
    const prompt = await screen.findByTestId('preview-prompt');
    expect(prompt.textContent).toContain('Este link ainda não tem prévia');
    fireEvent.click(screen.getByRole('button', { name: 'Editar prévia (aparência)' }));
    // The editor is a lazy chunk: on a busy machine it takes more than findBy's default second to load.
    expect(await screen.findByRole('dialog', { name: 'Prévia do link' }, { timeout: 10_000 })).toBeTruthy();
  }, 20_000);
});
