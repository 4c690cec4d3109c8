import { type ComponentType, lazy, Suspense, useState } from 'react';

export interface LazyDialogProps {
  open: boolean;
}

/** A dialog component whose code is fetched on first open; `preload()` fetches it earlier (pointer, focus). */
export type LazyDialog<P extends LazyDialogProps> = ComponentType<P> & { preload(): void };

/**
 * Wraps a dialog so its code is not part of the page that offers it: the chunk loads when the dialog first
 * opens, and the dialog stays mounted afterwards so it can animate closed and reopen at once. A failed
 * `preload()` is tried again later; a chunk that fails while opening stays failed until the page reloads
 * (`React.lazy` keeps the error; decision 026).
 */
export function lazyDialog<P extends LazyDialogProps>(load: () => Promise<ComponentType<P>>): LazyDialog<P> {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const fetchDialog = () => {
    pending ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Loaded = lazy(fetchDialog);
  function Dialog(props: P) {
    const [wanted, setWanted] = useState(props.open);
    if (props.open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Object.assign(Dialog, { preload: () => void fetchDialog().catch(() => undefined) });
}
