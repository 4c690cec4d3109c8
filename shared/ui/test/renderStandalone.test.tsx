import { act, screen } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { renderStandalone } from '../src/standalone/renderStandalone';
import type { VisitorProps } from '../src/visitor/visitor-link';

let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

function mount(path: string, ...args: Parameters<typeof renderStandalone>) {
  history.replaceState(null, '', path);
  document.body.innerHTML = '<div id="root"></div>';
  act(() => {
    root = renderStandalone(...args);
  });
}

function Visitor({ code, contactCode, search }: VisitorProps) {
  return <p>{`visitor ${code} ${contactCode ?? '-'} ${search.get('x')}`}</p>;
}

describe('renderStandalone', () => {
  it('prefers a page of the table over a visitor route that also matches', () => {
    mount('/lp', { routes: [{ path: '/lp', element: <p>landing</p> }], visitors: { '/:code': Visitor } });
    expect(screen.getByText('landing')).toBeTruthy();
  });

  it('mounts a page of the route table at its URL with its document title', () => {
    mount('/painel/a', { routes: [{ path: '/painel/a', title: 'Página A', element: <p>page a</p> }] });
    expect(screen.getByText('page a')).toBeTruthy();
    expect(document.title).toBe('Página A — Atalho');
  });

  it('gives a visitor view its code, contact code and query', () => {
    mount('/v/ana/c1?x=2', { routes: [], visitors: { '/v/:code/:contactCode?': Visitor } });
    expect(screen.getByText('visitor ana c1 2')).toBeTruthy();
  });

  it('sends every other path home', () => {
    mount('/elsewhere', { routes: [{ path: '/home', element: <p>home</p> }], home: '/home' });
    expect(screen.getByText('home')).toBeTruthy();
    expect(location.pathname).toBe('/home');
  });
});
