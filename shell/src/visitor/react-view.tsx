// Loaded only for React visitor views (the opt-in pages): a standard short link never loads it.
import type { VisitorProps } from '@atalho/ui/visitor-dom';
import { Component, type ComponentType, type ReactNode, StrictMode } from 'react';
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

/** Renders a React visitor view; `onError` replaces it (after React's commit) when it throws. */
export function renderReactView(
  container: HTMLElement,
  view: unknown,
  props: VisitorProps,
  onError: () => void,
): void {
  if (typeof view !== 'function') throw new Error('The visitor view is neither a DOM view nor a component');
  const View = view as ComponentType<VisitorProps>;
  const root = createRoot(container);
  const fail = () =>
    queueMicrotask(() => {
      root.unmount();
      onError();
    });
  root.render(
    <StrictMode>
      <VisitorBoundary onError={fail}>
        <View {...props} />
      </VisitorBoundary>
    </StrictMode>,
  );
}
