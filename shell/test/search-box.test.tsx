import { linkFixture, pageOf } from '@atalho/sdk/testing';
import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from '../src/panel/SearchBox';
import { renderWithUi } from './render';

const link = linkFixture({ id: 5, url: 'https://example.com/found', user: { id: 1 } });

function LinkRoute() {
  return <p>link {useParams().id}</p>;
}

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
    const box = screen.getByRole('combobox', { name: 'Buscar links' });
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
      embedBiography: 'true',
    });
  });

  it('is a combobox: arrows pick a result, Enter opens that link in the links screen', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(pageOf([link, { ...link, id: 6, code: 'abc456' }]))),
    );
    renderWithUi(
      <MemoryRouter initialEntries={['/painel']}>
        <SearchBox />
        <Routes>
          <Route path="/painel" element={<p>painel</p>} />
          <Route path="/painel/links/shortened/:id" element={<LinkRoute />} />
        </Routes>
      </MemoryRouter>,
    );
    const box = screen.getByRole('combobox', { name: 'Buscar links' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'abc' } });
    expect(await screen.findByRole('option', { name: /abc456/ })).toBeTruthy();
    expect(box.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const second = screen.getByRole('option', { name: /abc456/ });
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(second.id);
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    expect(await screen.findByText('link 6')).toBeTruthy();
  });
});
