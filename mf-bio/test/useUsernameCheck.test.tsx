import { CodeAvailability } from '@atalho/sdk/schemas';
import { act, renderHook, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUsernameCheck } from '../src/hooks/useUsernameCheck';

/** Each check's answer waits until the test releases it. */
function deferredApi() {
  const pending = new Map<string, (available: boolean) => void>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const code = url.searchParams.get('code') ?? '';
    const available = await new Promise<boolean>((resolve) => pending.set(code, resolve));
    return Response.json(
      v.parse(CodeAvailability, { code, available, reason: available ? null : 'codeAlreadyInUse' }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, answer: (code: string, available: boolean) => pending.get(code)?.(available) };
}

describe('useUsernameCheck', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks on each key press and ignores the answers to earlier ones', async () => {
    const api = deferredApi();
    const { result, rerender } = renderHook(({ username }) => useUsernameCheck(username, 50, true), {
      initialProps: { username: 'ana' },
    });
    expect(result.current).toBe('checking');
    rerender({ username: 'anad' });
    await waitFor(() => expect(api.fetchMock).toHaveBeenCalledTimes(2));
    const sent = api.fetchMock.mock.calls.map(([input]) => new URL((input as Request).url));
    expect(sent.map((url) => url.searchParams.get('code'))).toEqual(['ana', 'anad']);
    expect(sent[1]?.searchParams.get('onlineAddressId')).toBe('50');

    await act(async () => api.answer('anad', true));
    await waitFor(() => expect(result.current).toBe('available'));
    // The first key press's answer arrives last: it must not win.
    await act(async () => api.answer('ana', false));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toBe('available');
  });

  it('says taken when someone else holds the code, and checks nothing while disabled', async () => {
    const api = deferredApi();
    const { result, rerender } = renderHook(
      ({ username, enabled }) => useUsernameCheck(username, undefined, enabled),
      { initialProps: { username: 'a b', enabled: false } },
    );
    expect(result.current).toBe('idle');
    expect(api.fetchMock).not.toHaveBeenCalled();
    rerender({ username: 'ocupado', enabled: true });
    await waitFor(() => expect(api.fetchMock).toHaveBeenCalledTimes(1));
    await act(async () => api.answer('ocupado', false));
    await waitFor(() => expect(result.current).toBe('taken'));
  });
});
