import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HOME_TITLE, type PageRoute, PageRoutes, pathUnder, routesModule } from '../src/routing';

function Item() {
  return <p>{`item ${useParams().id}`}</p>;
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const table: PageRoute[] = [
  { path: '/', element: <p>home</p> },
  { path: '/painel/things/:id?', title: 'Coisas', element: <Item /> },
  { path: '/painel/things-extra', title: 'Extra', element: <p>extra</p> },
  { path: '/painel/other', title: 'Outra', element: <p>other</p> },
];

/** The remote's routes module under one shell prefix, as the shell mounts it (`<prefix>/*`). */
function mountUnder(prefix: string, url: string, fallback = '/fallback') {
  const Remote = routesModule(table);
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={`${prefix}/*`} element={<Remote base={prefix} fallback={fallback} />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('pathUnder', () => {
  it('gives the path relative to the prefix, or null outside it', () => {
    expect(pathUnder('/', '/')).toBe('');
    expect(pathUnder('/', '/lp')).toBe('lp');
    expect(pathUnder('/painel/things', '/painel/things')).toBe('');
    expect(pathUnder('/painel/things', '/painel/things/:id?')).toBe(':id?');
    expect(pathUnder('/painel/things', '/painel/things-extra')).toBeNull();
    expect(pathUnder('/painel/things', '/painel/other')).toBeNull();
  });
});

describe('PageRoutes (a remote route table under a shell prefix)', () => {
  it('shows the page of the full URL with its params and sets its document title', () => {
    mountUnder('/painel/things', '/painel/things/42');
    expect(screen.getByText('item 42')).toBeTruthy();
    expect(document.title).toBe('Coisas — Atalho');
  });

  it('matches the prefix itself through an optional segment', () => {
    mountUnder('/painel/things', '/painel/things');
    expect(screen.getByText('item undefined')).toBeTruthy();
  });

  it('gives a page without a title the home title', () => {
    document.title = 'x';
    render(
      <MemoryRouter initialEntries={['/']}>
        <PageRoutes routes={table} />
      </MemoryRouter>,
    );
    expect(screen.getByText('home')).toBeTruthy();
    expect(document.title).toBe(HOME_TITLE);
  });

  it('sends a URL under the prefix that no page matches to the fallback', () => {
    mountUnder('/painel/things', '/painel/things/1/2', '/painel/home');
    expect(screen.getByTestId('where').textContent).toBe('/painel/home');
  });

  it('never shows a page of the table outside the prefix it is mounted under', () => {
    mountUnder('/painel/other', '/painel/other/things/1');
    expect(screen.queryByText(/item/)).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/fallback');
  });
});
