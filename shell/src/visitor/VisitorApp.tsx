import { Component, type ComponentType, type ReactNode, Suspense, useState } from 'react';
import { loadRemoteModule } from '../federation/load-remote';
import { resetRemote } from '../federation/remotes';
import type { VisitorRoute } from './detect';
import { lazyVisitorView, type VisitorViewProps } from './lazy-view';

interface BoundaryProps {
  onRetry(): Promise<void>;
  children: ReactNode;
}

class VisitorBoundary extends Component<BoundaryProps, { failed: boolean; retrying: boolean }> {
  override state = { failed: false, retrying: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('[atalho] visitor view failed', error);
  }

  private retry = async () => {
    this.setState({ retrying: true });
    try {
      await this.props.onRetry();
    } finally {
      this.setState({ failed: false, retrying: false });
    }
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="atalho-page" role="alert">
        <div className="atalho-card" style={{ textAlign: 'center' }}>
          <h1 style={{ fontSize: '1.25rem', margin: '0 0 8px' }}>Não foi possível carregar esta página</h1>
          <p className="atalho-muted" style={{ margin: '0 0 20px' }}>
            Verifique sua conexão e tente novamente.
          </p>
          <button type="button" className="atalho-button" onClick={this.retry} disabled={this.state.retrying}>
            {this.state.retrying ? 'Tentando…' : 'Tentar novamente'}
          </button>
        </div>
      </main>
    );
  }
}

function Waiting() {
  return (
    <main className="atalho-page" aria-busy="true">
      <div className="atalho-progress" style={{ maxWidth: 240 }}>
        <span style={{ width: '30%' }} />
      </div>
    </main>
  );
}

export interface VisitorAppProps {
  route: VisitorRoute;
  props: VisitorViewProps;
  load?: typeof loadRemoteModule;
}

/** The visitor view under a plain (Chakra-free) error boundary with retry. */
export function VisitorApp({ route, props, load = loadRemoteModule }: VisitorAppProps) {
  const [View, setView] = useState<ComponentType<VisitorViewProps>>(() => lazyVisitorView(route, load));
  const retry = async () => {
    await resetRemote(route.remote);
    setView(() => lazyVisitorView(route, load));
  };
  return (
    <VisitorBoundary onRetry={retry}>
      <Suspense fallback={<Waiting />}>
        <View {...props} />
      </Suspense>
    </VisitorBoundary>
  );
}
