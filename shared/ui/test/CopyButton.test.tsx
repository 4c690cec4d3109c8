import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../src/feedback/notify';
import { COPY_CONFIRMATION_MS, CopyButton } from '../src/forms/CopyButton';
import { renderWithUi } from './render';

const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  writeText.mockReset();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('CopyButton', () => {
  it('copies the value and shows the check for 3 seconds', async () => {
    vi.useFakeTimers();
    writeText.mockResolvedValue();
    const onCopied = vi.fn();
    renderWithUi(<CopyButton value="https://atalho.me/abc" onCopied={onCopied} />);
    const button = screen.getByRole('button', { name: 'Copiar' });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(writeText).toHaveBeenCalledWith('https://atalho.me/abc');
    expect(onCopied).toHaveBeenCalled();
    expect(button.getAttribute('data-copied')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(COPY_CONFIRMATION_MS - 10);
    });
    expect(button.getAttribute('data-copied')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(20);
    });
    expect(button.getAttribute('data-copied')).toBeNull();
  });

  it('shows the failure text in a success-coloured snackbar', async () => {
    writeText.mockRejectedValue(new Error('Permissão negada'));
    const create = vi.spyOn(toaster, 'create');
    renderWithUi(<CopyButton value="x" label="Copiar link" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Copiar link/ }));
    });
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'success', title: 'Permissão negada' }),
    );
  });
});
