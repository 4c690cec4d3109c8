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
  it('mounts a page at its route', () => {
    mount('/painel/a', { pages: { '/painel/a': <p>page a</p> } });
    expect(screen.getByText('page a')).toBeTruthy();
  });

  it('gives a visitor view its code, contact code and query', () => {
    mount('/v/ana/c1?x=2', { pages: {}, visitors: { '/v/:code/:contactCode?': Visitor } });
    expect(screen.getByText('visitor ana c1 2')).toBeTruthy();
  });

  it('sends every other path home', () => {
    mount('/elsewhere', { pages: { '/home': <p>home</p> }, home: '/home' });
    expect(screen.getByText('home')).toBeTruthy();
    expect(location.pathname).toBe('/home');
  });
});
