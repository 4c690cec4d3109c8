import { loadFederatedModule, type VisitorProps } from '@atalho/ui/visitor';
import { Component, type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { brandVars } from './brand-vars';
import { vt } from './copy';
import { LoadFailure } from './LoadFailure';

type Loaded = { view: ComponentType<VisitorProps> } | { failed: true } | null;

/** Through the instance that knows the remote (RUNTIME-004): the shell registered them, not this remote. */
async function loadVisitorView(id: string): Promise<ComponentType<VisitorProps>> {
  const module = await loadFederatedModule<{ default?: ComponentType<VisitorProps> }>(id);
  if (!module.default) throw new Error(`Remote ${id} has no default export`);
  return module.default;
}

class Boundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Renders another remote's visitor view (public bio, info-product page) with the same props. */
export function FederatedVisitorView({ id, props }: { id: string; props: VisitorProps }) {
  const [loaded, setLoaded] = useState<Loaded>(null);

  useEffect(() => {
    let alive = true;
    loadVisitorView(id)
      .then((view) => alive && setLoaded({ view }))
      .catch(() => alive && setLoaded({ failed: true }));
    return () => {
      alive = false;
    };
  }, [id]);

  if (!loaded) {
    return (
      <main style={brandVars} className="atl-redirect atl-redirect--loading" aria-busy="true">
        <span className="atl-sr-only">{vt('loading')}</span>
      </main>
    );
  }
  if ('failed' in loaded) return <LoadFailure />;
  const View = loaded.view;
  return (
    <Boundary fallback={<LoadFailure />}>
      <View {...props} />
    </Boundary>
  );
}
