import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../src/client';
import {
  forgetChosenPlan,
  googleSignInUrl,
  rememberChosenPlan,
  rememberTargetRoute,
  signOut,
  TOKEN_LIFETIME_MS,
  takeChosenPlan,
  takeTargetRoute,
  useSession,
} from '../src/session';

const fetchMock = vi.fn<(request: Request) => Promise<Response>>();

beforeEach(() => {
  localStorage.clear();
  useSession.getState().logout();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  configureApi({});
});

describe('session', () => {
  it('signIn stores the token with a 15-hour expiration', () => {
    useSession.getState().signIn('tok', 1_000);
    expect(localStorage.getItem('authorization')).toBe('tok');
    expect(localStorage.getItem('expiration')).toBe(String(1_000 + TOKEN_LIFETIME_MS));
    expect(TOKEN_LIFETIME_MS).toBe(54_000_000);
    expect(useSession.getState()).toMatchObject({ token: 'tok', status: 'loading' });
  });

  it('logout clears every local storage key', () => {
    useSession.getState().signIn('tok');
    localStorage.setItem('something', 'else');
    useSession.getState().logout();
    expect(localStorage.length).toBe(0);
    expect(useSession.getState()).toMatchObject({ token: null, user: null, status: 'anonymous' });
  });

  it('loadUser stores the user', async () => {
    useSession.getState().signIn('tok');
    fetchMock.mockResolvedValue(
      Response.json({
        id: 7,
        name: 'Ana',
        email: 'ana@example.com',
        picture: null,
        config: null,
        userHasSubscriptionPlans: [],
        features: [],
        bellowShorterProUser: true,
        shorterProUserOrBetter: false,
      }),
    );
    const user = await useSession.getState().loadUser();
    expect(user?.name).toBe('Ana');
    expect(useSession.getState().status).toBe('signed-in');
  });

  it('loadUser logs out when the user cannot be fetched', async () => {
    useSession.getState().signIn('tok');
    fetchMock.mockResolvedValue(new Response('{}', { status: 500 }));
    expect(await useSession.getState().loadUser()).toBeNull();
    expect(useSession.getState().token).toBeNull();
    expect(localStorage.getItem('authorization')).toBeNull();
  });

  it('remembers the target route once', () => {
    rememberTargetRoute('/painel/links/shortened');
    expect(takeTargetRoute()).toBe('/painel/links/shortened');
    expect(takeTargetRoute()).toBeNull();
  });

  it('remembers the chosen plan until it is read or forgotten', () => {
    rememberChosenPlan(3);
    expect(localStorage.getItem('planId')).toBe('3');
    expect(takeChosenPlan()).toBe(3);
    expect(takeChosenPlan()).toBeNull();
    rememberChosenPlan(4);
    forgetChosenPlan();
    expect(takeChosenPlan()).toBeNull();
    localStorage.setItem('planId', 'abc');
    expect(takeChosenPlan()).toBeNull();
  });

  it('points Google sign-in at the API origin', () => {
    expect(googleSignInUrl()).toBe('/oauth2/authorization/google');
    configureApi({ baseUrl: 'http://localhost:8080' });
    expect(googleSignInUrl()).toBe('http://localhost:8080/oauth2/authorization/google');
  });
});

describe('signOut', () => {
  it('revokes the token on the server, then forgets it', async () => {
    useSession.getState().signIn('tok');
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await signOut();
    const request = fetchMock.mock.calls[0]?.[0];
    expect(request?.method).toBe('POST');
    expect(new URL(request?.url ?? '', 'http://x').pathname).toBe('/api/v1/auth/logout');
    expect(request?.headers.get('authorization')).toBe('Bearer tok');
    expect(localStorage.getItem('authorization')).toBeNull();
    expect(useSession.getState().status).toBe('anonymous');
  });

  it('forgets the token even when the server cannot be reached', async () => {
    useSession.getState().signIn('tok');
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await signOut();
    expect(localStorage.getItem('authorization')).toBeNull();
  });
});
