import { useSession } from '@atalho/sdk';
import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingPage } from '../src/auth/LoadingPage';
import { type LandingDeps, PANEL_HOME, resolveLanding } from '../src/auth/landing';
import { RequireAuth } from '../src/auth/RequireAuth';
import { renderWithUi } from './render';

const deps = (overrides: Partial<LandingDeps> = {}): LandingDeps => ({
  exchange: async (code) => `token-for-${code}`,
  signIn: vi.fn(),
  hasStoredAuthorization: () => false,
  takeTargetRoute: () => null,
  ...overrides,
});

describe('resolveLanding', () => {
  it('exchanges the query code, signs in with the token and goes to the links page', async () => {
    const d = deps();
    expect(await resolveLanding('?authorization=code', d)).toBe(PANEL_HOME);
    expect(d.signIn).toHaveBeenCalledWith('token-for-code');
  });

  it('prefers the saved target route', async () => {
    const d = deps({ takeTargetRoute: () => '/painel/sms' });
    expect(await resolveLanding('?authorization=code', d)).toBe('/painel/sms');
  });

  it('ignores a target route that leaves the site', async () => {
    const d = deps({ takeTargetRoute: () => '//evil.example' });
    expect(await resolveLanding('?authorization=code', d)).toBe(PANEL_HOME);
  });

  it('keeps the current session when the code does not exchange (reused, expired or planted)', async () => {
    const refused = async () => Promise.reject(new Error('400'));
    const signedIn = deps({ exchange: refused, hasStoredAuthorization: () => true });
    expect(await resolveLanding('?authorization=planted', signedIn)).toBe(PANEL_HOME);
    expect(signedIn.signIn).not.toHaveBeenCalled();
    expect(await resolveLanding('?authorization=planted', deps({ exchange: refused }))).toBe('/');
  });

  it('sends a stored session to the panel and everyone else home', async () => {
    expect(await resolveLanding('', deps({ hasStoredAuthorization: () => true }))).toBe(PANEL_HOME);
    expect(await resolveLanding('', deps())).toBe('/');
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
  const exchanged: unknown[] = [];
  beforeEach(() => {
    localStorage.clear();
    useSession.getState().logout();
    exchanged.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        exchanged.push(await request.json());
        return Response.json({ authorization: 'abc', expiredAt: '2026-11-23T09:00:00.000Z' });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('exchanges the code, stores the token with its expiry, drops the code from the URL and opens the saved route', async () => {
    localStorage.setItem('targetRoute', '/painel/links/page-bio');
    const router = renderAt('/loading?authorization=code-1');
    await screen.findByText('panel');
    expect(exchanged).toEqual([{ code: 'code-1' }]);
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
