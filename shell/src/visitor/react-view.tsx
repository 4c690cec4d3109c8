// Loaded only for React visitor views (the opt-in pages) and the light public pages: a standard short link
// never loads it.
import type { LightPageProps } from '@atalho/sdk/server-page';
import type { VisitorProps } from '@atalho/ui/visitor-dom';
import { Component, type ComponentType, type ReactNode, StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';

class VisitorBoundary extends Component<{ onError(): void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown): void {
    console.error('[atalho] visitor view failed', error);
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Calls `onCommit` once its children are in the DOM, before the browser paints them. */
function Committed({ onCommit, children }: { onCommit?: () => void; children: ReactNode }) {
  useLayoutEffect(() => onCommit?.(), [onCommit]);
  return children;
}

/**
 * Renders a React visitor view or light page: `onMounted` runs in the commit that shows it, `onError`
 * replaces it (after React's commit) when it throws.
 */
export function renderReactView<P extends VisitorProps | LightPageProps>(
  container: HTMLElement,
  view: unknown,
  props: P,
  onError: () => void,
  onMounted?: () => void,
): void {
  if (typeof view !== 'function') throw new Error('The view is neither a DOM view nor a component');
  const View = view as ComponentType<P>;
  const root = createRoot(container);
  const fail = () =>
    queueMicrotask(() => {
      root.unmount();
      onError();
    });
  root.render(
    <StrictMode>
      <VisitorBoundary onError={fail}>
        <Committed onCommit={onMounted}>
          <View {...props} />
        </Committed>
      </VisitorBoundary>
    </StrictMode>,
  );
}
