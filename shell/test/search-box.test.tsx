import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from '../src/panel/SearchBox';
import { renderWithUi } from './render';

const link = {
  id: 5,
  code: 'abc123',
  url: 'https://example.com/found',
  type: 'STANDARD',
  user: { id: 1 },
  openGraph: null,
  tags: null,
  active: true,
  error: false,
  lastCheck: null,
  dateCreate: '2026-11-20T10:00:00Z',
};
const pageOf = (content: unknown[]) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  number: 0,
  size: 10,
  first: true,
  last: true,
  empty: content.length === 0,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('panel search', () => {
  it('asks the links list once the text settles and lists what it found', async () => {
    const fetchMock = vi.fn(async (_request: Request) => Response.json(pageOf([link])));
    vi.stubGlobal('fetch', fetchMock);
    renderWithUi(
      <MemoryRouter>
        <SearchBox />
      </MemoryRouter>,
    );
    const box = screen.getByRole('searchbox', { name: 'Buscar links' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'a' } });
    fireEvent.change(box, { target: { value: 'abc' } });
    expect(await screen.findByText('/abc123')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const url = new URL(fetchMock.mock.calls[0]?.[0].url ?? '');
    expect(url.pathname).toBe('/api/v1/online-addresses');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '0',
      size: '10',
      text: 'abc',
      orderBy: 'type,dateCreate:DESC',
    });
  });
});
