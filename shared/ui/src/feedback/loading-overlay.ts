import { create } from 'zustand';

interface LoadingOverlayState {
  /** Number of pending `show()` calls: the overlay stays while any is pending. */
  pending: number;
  isVisible: boolean;
  show(): void;
  hide(): void;
  /** Hides it whatever the count (e.g. a page that takes over after mount). */
  reset(): void;
}

export const useLoadingOverlay = create<LoadingOverlayState>()((set) => ({
  pending: 0,
  isVisible: false,
  show: () => set(({ pending }) => ({ pending: pending + 1, isVisible: true })),
  hide: () =>
    set(({ pending }) => {
      const next = Math.max(0, pending - 1);
      return { pending: next, isVisible: next > 0 };
    }),
  reset: () => set({ pending: 0, isVisible: false }),
}));

/** Shows the overlay while `task` runs. */
export async function withLoadingOverlay<T>(task: () => Promise<T>): Promise<T> {
  useLoadingOverlay.getState().show();
  try {
    return await task();
  } finally {
    useLoadingOverlay.getState().hide();
  }
}
