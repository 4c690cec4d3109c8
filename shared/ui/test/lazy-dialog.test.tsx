import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyDialog } from '../src/overlays/lazy-dialog';

interface Props {
  open: boolean;
  title: string;
}

function Shown({ open, title }: Props) {
  return <p>{open ? `open: ${title}` : `closed: ${title}`}</p>;
}

describe('lazyDialog', () => {
  it('fetches nothing while closed, loads on first open and stays mounted once closed', async () => {
    const load = vi.fn(async () => Shown);
    const Dialog = lazyDialog(load);
    const view = render(<Dialog open={false} title="QR" />);
    expect(load).not.toHaveBeenCalled();
    expect(view.container.innerHTML).toBe('');

    view.rerender(<Dialog open title="QR" />);
    expect((await screen.findByText('open: QR')).tagName).toBe('P');
    view.rerender(<Dialog open={false} title="QR" />);
    expect(screen.getByText('closed: QR').tagName).toBe('P');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preload fetches once, and a failed fetch is tried again on the next preload', async () => {
    const load = vi
      .fn<() => Promise<typeof Shown>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Shown);
    const Dialog = lazyDialog(load);
    await act(async () => Dialog.preload());
    await act(async () => Dialog.preload());
    await act(async () => Dialog.preload());
    expect(load).toHaveBeenCalledTimes(2);

    render(<Dialog open title="composer" />);
    expect((await screen.findByText('open: composer')).tagName).toBe('P');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
