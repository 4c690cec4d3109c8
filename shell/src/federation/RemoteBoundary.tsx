import { AlertIcon } from '@atalho/ui';
import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { removeFirstPaint } from './first-paint';

interface RemoteBoundaryProps {
  /** Shown in logs; e.g. `mf_links/LinksPage`. */
  name: string;
  /** Called by "Tentar novamente"; should swap in a fresh lazy component. */
  onRetry(): void | Promise<void>;
  /** Replaces the default inline fallback (e.g. the plans dialog shows it inside a dialog). */
  renderFallback?(retry: () => void, retrying: boolean): ReactNode;
  children: ReactNode;
}

interface RemoteBoundaryState {
  error: unknown;
  retrying: boolean;
}

/** Keeps one failing remote from taking the page down; offers a retry. */
export class RemoteBoundary extends Component<RemoteBoundaryProps, RemoteBoundaryState> {
  override state: RemoteBoundaryState = { error: null, retrying: false };

  static getDerivedStateFromError(error: unknown): Partial<RemoteBoundaryState> {
    return { error: error ?? new Error('unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[atalho] ${this.props.name} failed`, error, info.componentStack);
    // A public page's first paint would otherwise hide this fallback for good.
    removeFirstPaint();
  }

  private retry = async () => {
    this.setState({ retrying: true });
    try {
      await this.props.onRetry();
    } finally {
      this.setState({ error: null, retrying: false });
    }
  };

  override render() {
    if (!this.state.error) return this.props.children;
    const retry = () => void this.retry();
    if (this.props.renderFallback) return this.props.renderFallback(retry, this.state.retrying);
    return <RemoteFallback retrying={this.state.retrying} onRetry={retry} />;
  }
}

export function RemoteFallback({ retrying, onRetry }: { retrying: boolean; onRetry(): void }) {
  return (
    <Center py="16" px="4" role="alert">
      <Stack align="center" gap="3" textAlign="center" maxW="md">
        <Center boxSize="12" borderRadius="full" bg="orange.subtle" color="orange.fg" fontSize="2xl">
          <AlertIcon />
        </Center>
        <Heading size="md">Não foi possível carregar esta área</Heading>
        <Text color="fg.muted">
          Verifique sua conexão e tente novamente. O resto do Atalho continua funcionando.
        </Text>
        <Button onClick={onRetry} loading={retrying} loadingText="Tentando…" mt="2">
          Tentar novamente
        </Button>
      </Stack>
    </Center>
  );
}
