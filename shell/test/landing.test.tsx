import { useSession } from '@atalho/sdk';
import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingPage } from '../src/auth/LoadingPage';
import { PANEL_HOME, resolveLanding } from '../src/auth/landing';
import { RequireAuth } from '../src/auth/RequireAuth';
import { renderWithUi } from './render';

const deps = (overrides: Partial<Parameters<typeof resolveLanding>[1]> = {}) => ({
  signIn: vi.fn(),
  hasStoredAuthorization: () => false,
  takeTargetRoute: () => null,
  ...overrides,
});

describe('resolveLanding', () => {
  it('signs in with the query token and goes to the links page', () => {
    const d = deps();
    expect(resolveLanding('?authorization=tok', d)).toBe(PANEL_HOME);
    expect(d.signIn).toHaveBeenCalledWith('tok');
  });

  it('prefers the saved target route', () => {
    expect(resolveLanding('?authorization=tok', deps({ takeTargetRoute: () => '/painel/sms' }))).toBe(
      '/painel/sms',
    );
  });

  it('ignores a target route that leaves the site', () => {
    expect(resolveLanding('?authorization=tok', deps({ takeTargetRoute: () => '//evil.example' }))).toBe(
      PANEL_HOME,
    );
  });

  it('sends a stored session to the panel and everyone else home', () => {
    expect(resolveLanding('', deps({ hasStoredAuthorization: () => true }))).toBe(PANEL_HOME);
    expect(resolveLanding('', deps())).toBe('/');
  });
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/loading', element: <LoadingPage /> },
      { path: '/', element: <p>home</p> },
      {
        path: '/painel/*',
        element: (
          <RequireAuth>
            <p>panel</p>
          </RequireAuth>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  renderWithUi(<RouterProvider router={router} />);
  return router;
}

describe('LoadingPage and the /painel guard', () => {
  beforeEach(() => {
    localStorage.clear();
    useSession.getState().logout();
  });

  it('stores the token with its expiry, drops it from the URL and opens the saved route', async () => {
    localStorage.setItem('targetRoute', '/painel/links/page-bio');
    const router = renderAt('/loading?authorization=abc');
    await screen.findByText('panel');
    expect(router.state.location.pathname).toBe('/painel/links/page-bio');
    expect(router.state.location.search).toBe('');
    expect(localStorage.getItem('authorization')).toBe('abc');
    expect(Number(localStorage.getItem('expiration'))).toBeGreaterThan(Date.now() + 53_000_000);
    expect(localStorage.getItem('targetRoute')).toBeNull();
  });

  it('sends a visitor without a token home', async () => {
    const router = renderAt('/loading');
    await screen.findByText('home');
    expect(router.state.location.pathname).toBe('/');
  });

  it('guards /painel: no stored authorization goes to /', async () => {
    const router = renderAt('/painel/links/shortened');
    await screen.findByText('home');
    expect(router.state.location.pathname).toBe('/');
  });

  it('guards /painel: an expired authorization is cleared and goes to /', async () => {
    localStorage.setItem('authorization', 'old');
    localStorage.setItem('expiration', String(Date.now() - 1));
    renderAt('/painel/links/shortened');
    await screen.findByText('home');
    expect(localStorage.getItem('authorization')).toBeNull();
  });

  it('lets a valid authorization into /painel', async () => {
    localStorage.setItem('authorization', 'ok');
    localStorage.setItem('expiration', String(Date.now() + 60_000));
    renderAt('/painel/links/shortened');
    await waitFor(() => expect(screen.getByText('panel')).toBeTruthy());
  });
});
