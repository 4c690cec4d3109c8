import { useSession } from '@atalho/sdk';
import { AlertIcon, AnalyticsUpsell, useEntitlement } from '@atalho/ui';
import { loadFederatedModule } from '@atalho/ui/visitor-dom';
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
  /** One column of charts: the right column and its phone dialog are too narrow for two. */
  narrow?: boolean;
}

const DASHBOARD_ID = 'mf_analytics/Dashboard';
const RETRY_DELAY_MS = 600;

/**
 * mf-analytics' exposed `./Dashboard`, through the instance the shell registered the remotes on (decision
 * 003, `loadFederatedModule`). One retry after a short pause covers a remote that was being redeployed; the
 * boundary's button tries again from scratch.
 */
async function loadDashboard(): Promise<ComponentType<DashboardProps>> {
  for (let attempt = 0; ; attempt++) {
    try {
      const module = await loadFederatedModule<{ default?: ComponentType<DashboardProps> }>(DASHBOARD_ID);
      if (!module.default) throw new Error(`${DASHBOARD_ID} has no default export`);
      return module.default;
    } catch (error) {
      if (attempt >= 1) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    }
  }
}

const lazyDashboard = () => lazy(async () => ({ default: await loadDashboard() }));

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

/**
 * The click dashboard of one link (or of all of them), from mf-analytics. A user whose plan has no view
 * counts would see only its upsell there, so they get the upsell without the remote's download.
 */
export function RemoteDashboard({ onlineAddressId }: Pick<DashboardProps, 'onlineAddressId'>) {
  const userKnown = useSession((session) => session.user !== null);
  const canCount = useEntitlement('viewCounts');
  if (!userKnown) return <DashboardSkeleton />;
  if (!canCount) return <AnalyticsUpsell charts={false} />;
  return <FederatedDashboard {...(onlineAddressId === undefined ? {} : { onlineAddressId })} />;
}

function FederatedDashboard({ onlineAddressId }: Pick<DashboardProps, 'onlineAddressId'>) {
  const [Dashboard, setDashboard] = useState(() => lazyDashboard());
  return (
    <DashboardBoundary onRetry={() => setDashboard(() => lazyDashboard())}>
      <Suspense fallback={<DashboardSkeleton />}>
        <Dashboard narrow {...(onlineAddressId === undefined ? {} : { onlineAddressId })} />
      </Suspense>
    </DashboardBoundary>
  );
}
