import { AlertIcon } from '@atalho/ui';
import { Button, Card, Center, Skeleton, Stack, Text } from '@chakra-ui/react';
import {
  Component,
  type ComponentType,
  type ErrorInfo,
  lazy,
  type ReactNode,
  Suspense,
  useState,
} from 'react';
import { t } from '../../i18n';

interface DashboardProps {
  onlineAddressId?: number;
}

const DASHBOARD_ID = 'mf_analytics/Dashboard';
const RETRY_DELAY_MS = 600;

const REMOTE = 'mf_analytics';
const REMOTES_URL = '/remotes.json';

/** The manifest address of mf-analytics from `/remotes.json` (served no-cache: a redeploy is seen at once). */
async function analyticsEntry(): Promise<string> {
  const response = await fetch(REMOTES_URL, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${REMOTES_URL} answered ${response.status}`);
  const map: unknown = await response.json();
  const entry =
    typeof map === 'object' && map !== null ? (map as Record<string, unknown>)[REMOTE] : undefined;
  if (typeof entry !== 'string') throw new Error(`${REMOTES_URL} has no ${REMOTE}`);
  return entry;
}

/**
 * mf-analytics' exposed `./Dashboard`, through the one federation runtime the shell put on the page (decision
 * 003). The shell registered the remotes on its own federation instance; the runtime API a remote imports
 * answers for the remote's instance (`mf_links`), so mf-analytics is registered there too, from the same
 * `/remotes.json`. A retry re-reads it and re-registers (force), then loads again, as the shell's
 * `resetRemote` does; the runtime import is lazy so the list never waits for it.
 */
async function loadDashboard(fresh: boolean): Promise<ComponentType<DashboardProps>> {
  const { loadRemote, registerRemotes } = await import('@module-federation/enhanced/runtime');
  for (let attempt = 0; ; attempt++) {
    try {
      registerRemotes([{ name: REMOTE, entry: await analyticsEntry() }], { force: fresh || attempt > 0 });
      const module = await loadRemote<{ default?: ComponentType<DashboardProps> }>(DASHBOARD_ID);
      if (!module?.default) throw new Error(`${DASHBOARD_ID} has no default export`);
      return module.default;
    } catch (error) {
      if (attempt >= 1) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    }
  }
}

const lazyDashboard = (fresh = false) => lazy(async () => ({ default: await loadDashboard(fresh) }));

interface BoundaryProps {
  onRetry(): void;
  children: ReactNode;
}

/** Keeps a failing dashboard from taking the list down (the shell's RemoteBoundary pattern). */
class DashboardBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[atalho] ${DASHBOARD_ID} failed`, error, info.componentStack);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Center py="10" px="4" role="alert">
        <Stack align="center" gap="3" textAlign="center">
          <Center boxSize="10" borderRadius="full" bg="orange.subtle" color="orange.fg" fontSize="xl">
            <AlertIcon />
          </Center>
          <Text fontWeight="semibold">{t('dashboardFailed')}</Text>
          <Text color="fg.muted" fontSize="sm">
            {t('dashboardFailedHint')}
          </Text>
          <Button
            size="sm"
            onClick={() => {
              this.setState({ failed: false });
              this.props.onRetry();
            }}
          >
            {t('retry')}
          </Button>
        </Stack>
      </Center>
    );
  }
}

function DashboardSkeleton() {
  return (
    <Card.Root variant="outline" aria-busy="true" aria-label={t('loading')}>
      <Card.Body gap="3">
        <Skeleton height="6" width="50%" />
        <Skeleton height="24" />
        <Skeleton height="24" />
      </Card.Body>
    </Card.Root>
  );
}

/** The click dashboard of one link (or of all of them), from mf-analytics. */
export function RemoteDashboard({ onlineAddressId }: DashboardProps) {
  const [Dashboard, setDashboard] = useState(() => lazyDashboard());
  return (
    <DashboardBoundary onRetry={() => setDashboard(() => lazyDashboard(true))}>
      <Suspense fallback={<DashboardSkeleton />}>
        <Dashboard {...(onlineAddressId === undefined ? {} : { onlineAddressId })} />
      </Suspense>
    </DashboardBoundary>
  );
}
