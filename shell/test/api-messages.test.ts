import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMessageQueue, MESSAGE_GAP_MS } from '../src/feedback/api-messages';

afterEach(() => {
  vi.useRealTimers();
});

describe('API messages queue', () => {
  it('shows each message one second apart', () => {
    vi.useFakeTimers();
    const show = vi.fn();
    const queue = createMessageQueue(show);
    queue.push(['invalidUrl', 'url.rejected']);
    expect(show.mock.calls).toEqual([['invalidUrl']]);
    vi.advanceTimersByTime(MESSAGE_GAP_MS - 1);
    expect(show).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(show.mock.calls).toEqual([['invalidUrl'], ['url.rejected']]);
    queue.push(['conflict']);
    expect(show).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(MESSAGE_GAP_MS);
    expect(show).toHaveBeenLastCalledWith('conflict');
  });
});
