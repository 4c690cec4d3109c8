import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLoad } from '../src/fetching/useLoad';

describe('useLoad', () => {
  it('goes from loading to ready with the loaded fields', async () => {
    const { result } = renderHook(() => useLoad(() => Promise.resolve({ items: [1, 2] }), 'a'));
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', items: [1, 2] }));
  });

  it('reports an error and loads again on reload', async () => {
    const load = vi
      .fn<() => Promise<{ value: number }>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce({ value: 7 });
    const { result } = renderHook(() => useLoad(load, 'a'));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'error' }));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', value: 7 }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('drops the answer of a request whose key has changed', async () => {
    let answerFirst: (value: { page: number }) => void = () => undefined;
    const first = new Promise<{ page: number }>((resolve) => {
      answerFirst = resolve;
    });
    const { result, rerender } = renderHook(
      ({ page }) => useLoad(() => (page === 0 ? first : Promise.resolve({ page })), String(page)),
      { initialProps: { page: 0 } },
    );
    rerender({ page: 1 });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', page: 1 }));
    await act(async () => answerFirst({ page: 0 }));
    expect(result.current.state).toEqual({ status: 'ready', page: 1 });
  });
});
