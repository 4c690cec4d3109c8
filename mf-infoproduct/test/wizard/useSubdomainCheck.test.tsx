import { CodeAvailability } from '@atalho/sdk/schemas';
import { act, renderHook } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUBDOMAIN_CHECK_DELAY_MS, useSubdomainCheck } from '../../src/hooks/wizard/useSubdomainCheck';

const availability = (code: string, available: boolean) =>
  v.parse(CodeAvailability, { code, available, reason: available ? null : 'codeAlreadyInUse' });

/** Fetch answers the test releases by hand, in any order. */
function controlledFetch() {
  const pending: { code: string; linkId: string | null; release(available: boolean): void }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const url = new URL(request.url);
      const code = url.searchParams.get('code') ?? '';
      return new Promise<Response>((resolve) => {
        pending.push({
          code,
          linkId: url.searchParams.get('onlineAddressId'),
          release: (available) => resolve(Response.json(availability(code, available))),
        });
      });
    }),
  );
  return pending;
}

const settle = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });

describe('useSubdomainCheck', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const options = { linkId: 501, savedCode: 'ebook-b', valid: true };

  it('checks 2 s after the last key press, once', async () => {
    const pending = controlledFetch();
    const { result, rerender } = renderHook(({ code }) => useSubdomainCheck(code, options), {
      initialProps: { code: 'r' },
    });
    expect(result.current).toBe('waiting');
    await act(() => vi.advanceTimersByTimeAsync(1500));
    rerender({ code: 'receitas' });
    await act(() => vi.advanceTimersByTimeAsync(SUBDOMAIN_CHECK_DELAY_MS - 1));
    expect(pending).toHaveLength(0);
    expect(result.current).toBe('waiting');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current).toBe('checking');
    expect(pending.map((request) => [request.code, request.linkId])).toEqual([['receitas', '501']]);
    pending[0]?.release(true);
    await settle();
    expect(result.current).toBe('available');
  });

  it('ignores an answer to a subdomain typed before the latest', async () => {
    const pending = controlledFetch();
    const { result, rerender } = renderHook(({ code }) => useSubdomainCheck(code, options), {
      initialProps: { code: 'receitas' },
    });
    await act(() => vi.advanceTimersByTimeAsync(SUBDOMAIN_CHECK_DELAY_MS));
    rerender({ code: 'receitas-doces' });
    await act(() => vi.advanceTimersByTimeAsync(SUBDOMAIN_CHECK_DELAY_MS));
    expect(pending.map((request) => request.code)).toEqual(['receitas', 'receitas-doces']);
    pending[1]?.release(false);
    await settle();
    expect(result.current).toBe('taken');
    // The first check's answer arrives last: it is not this subdomain's and changes nothing.
    pending[0]?.release(true);
    await settle();
    expect(result.current).toBe('taken');
  });

  it('takes the item its own saved address without asking, and skips a subdomain that breaks its rules', async () => {
    const pending = controlledFetch();
    const { result, rerender } = renderHook(
      ({ code, valid }) => useSubdomainCheck(code, { ...options, valid }),
      {
        initialProps: { code: 'ebook-b', valid: true },
      },
    );
    expect(result.current).toBe('available');
    rerender({ code: 'com espaço', valid: false });
    await act(() => vi.advanceTimersByTimeAsync(SUBDOMAIN_CHECK_DELAY_MS * 2));
    expect(result.current).toBe('idle');
    expect(pending).toHaveLength(0);
  });
});
