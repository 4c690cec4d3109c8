// Loaded only for links that are another remote's page (bio, info product): those views are React, so
// React loads with them, never on a standard link's countdown.
import { loadFederatedModule, type VisitorProps } from '@atalho/ui/visitor-dom';
import { Component, type ComponentType, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { failureScreen } from './states';

/** Through the instance that knows the remote (RUNTIME-004): the shell registered them, not this remote. */
async function loadVisitorView(id: string): Promise<ComponentType<VisitorProps>> {
  const module = await loadFederatedModule<{ default?: ComponentType<VisitorProps> }>(id);
  if (!module.default) throw new Error(`Remote ${id} has no default export`);
  return module.default;
}

class Boundary extends Component<{ children: ReactNode; onError: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Renders another remote's visitor view (public bio, info-product page) with the same props into
 * `container`, which keeps showing the loading screen until it is there. Returns the unmount function.
 */
export function mountFederatedView(container: HTMLElement, id: string, props: VisitorProps): () => void {
  let root: Root | null = null;
  let disposed = false;
  const fail = () => {
    if (disposed) return;
    const failed = root;
    root = null;
    // After React's commit: unmounting a root inside its own render is not allowed.
    queueMicrotask(() => {
      failed?.unmount();
      container.replaceChildren(failureScreen());
    });
  };
  loadVisitorView(id)
    .then((View) => {
      if (disposed) return;
      container.replaceChildren();
      root = createRoot(container);
      root.render(
        <Boundary onError={fail}>
          <View {...props} />
        </Boundary>,
      );
    })
    .catch(fail);
  return () => {
    disposed = true;
    root?.unmount();
  };
}
