import * as v from 'valibot';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, configureApi, onApiMessages, parseResponse, readStoredToken } from '../src/client';
import { useSession } from '../src/session';
import { fetchMock, jsonResponse, lastRequest, useFetchMock } from './fetch-mock';

useFetchMock();

beforeEach(() => {
  localStorage.clear();
});

describe('stored-expiry rule', () => {
  it('returns the token while the expiration is in the future', () => {
    localStorage.setItem('authorization', 'tok');
    localStorage.setItem('expiration', String(Date.now() + 60_000));
    expect(readStoredToken()).toBe('tok');
  });

  it('clears all local storage once the expiration has passed', () => {
    localStorage.setItem('authorization', 'tok');
    localStorage.setItem('expiration', String(Date.now() - 1));
    localStorage.setItem('targetRoute', '/painel');
    expect(readStoredToken()).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('treats a token without expiration as expired', () => {
    localStorage.setItem('authorization', 'tok');
    expect(readStoredToken()).toBeNull();
    expect(localStorage.getItem('authorization')).toBeNull();
  });
});

describe('api client', () => {
  it('sends the bearer header and Accept-Language while the token is valid', async () => {
    localStorage.setItem('authorization', 'abc');
    localStorage.setItem('expiration', String(Date.now() + 60_000));
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));
    await api.get('auth').json();
    const request = lastRequest();
    expect(request.url).toBe('http://localhost:3000/api/v1/auth');
    expect(request.headers.get('Authorization')).toBe('Bearer abc');
    expect(request.headers.get('Accept-Language')).toBe('pt-BR');
  });

  it('sends no bearer header once the stored expiration is past', async () => {
    localStorage.setItem('authorization', 'abc');
    localStorage.setItem('expiration', String(Date.now() - 1000));
    fetchMock.mockResolvedValue(jsonResponse({}));
    await api.get('auth').json();
    expect(lastRequest().headers.get('Authorization')).toBeNull();
    expect(localStorage.getItem('authorization')).toBeNull();
  });

  it('uses the configured base URL for standalone remotes', async () => {
    configureApi({ baseUrl: 'http://localhost:8080/' });
    fetchMock.mockResolvedValue(jsonResponse([]));
    await api.get('plans', { searchParams: { page: 0, size: 100 } }).json();
    expect(lastRequest().url).toBe('http://localhost:8080/api/v1/plans?page=0&size=100');
  });

  it('checks responses against their schema outside production builds', () => {
    const schema = v.object({ id: v.number() });
    expect(() => parseResponse(schema, { id: 'x' })).toThrow();
    expect(parseResponse(schema, { id: 1, extra: true })).toEqual({ id: 1 });
  });

  it('trusts the API in production builds', () => {
    vi.stubEnv('NODE_ENV', 'production');
    try {
      expect(parseResponse(v.object({ id: v.number() }), { id: 'x' })).toEqual({ id: 'x' });
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('hands an error body messages list to the listeners, and stops after unsubscribe', async () => {
    const listener = vi.fn();
    const unsubscribe = onApiMessages(listener);
    fetchMock.mockResolvedValue(jsonResponse({ messages: ['url.rejected', 'invalid'] }, 400));
    await expect(api.get('online-addresses').json()).rejects.toThrow();
    expect(listener).toHaveBeenCalledWith(['url.rejected', 'invalid'], expect.any(Response));
    unsubscribe();
    fetchMock.mockResolvedValue(jsonResponse({ messages: ['invalid'] }, 400));
    await expect(api.get('online-addresses').json()).rejects.toThrow();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('ignores error bodies without a messages list', async () => {
    const listener = vi.fn();
    const unsubscribe = onApiMessages(listener);
    fetchMock.mockResolvedValue(new Response('oops', { status: 500 }));
    await expect(api.get('x').json()).rejects.toThrow();
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('logs the session out on 401', async () => {
    useSession.getState().signIn('abc');
    expect(useSession.getState().status).toBe('loading');
    fetchMock.mockResolvedValue(jsonResponse({ messages: ['unauthorized'] }, 401));
    await expect(api.get('auth').json()).rejects.toThrow();
    expect(useSession.getState()).toMatchObject({ token: null, status: 'anonymous' });
    expect(localStorage.getItem('authorization')).toBeNull();
  });
});

describe('silent requests', () => {
  it('keep their error messages from the listeners and drop the marker header', async () => {
    const { api, silent } = await import('../src/client');
    const listener = vi.fn();
    const unsubscribe = onApiMessages(listener);
    fetchMock.mockResolvedValue(jsonResponse({ messages: ['not.found'] }, 404));
    await expect(api.get('terms-of-use', silent).json()).rejects.toThrow();
    expect(listener).not.toHaveBeenCalled();
    expect(lastRequest().headers.get('X-Atalho-Silent')).toBeNull();
    unsubscribe();
  });
});
