import type { RoutesMount } from '@atalho/ui';
import { Box, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useCallback, useState } from 'react';
import { FirstPaintDone } from './first-paint';
import { loadRemoteModule } from './load-remote';
import { RemoteBoundary } from './RemoteBoundary';
import { resetRemote } from './remotes';

/** What every remote exposes for its pages: `./Routes` (decision 001). */
export const ROUTES_MODULE = 'Routes';

export interface RemoteRoutesProps extends Required<RoutesMount> {
  /** Federation name: `mf_links`. */
  remote: string;
}

type RoutesComponent = LazyExoticComponent<ComponentType<RoutesMount>>;
const cache = new Map<string, RoutesComponent>();

/** One lazy component per remote; a failed load is evicted so the next visit loads afresh. */
function routesOf(remote: string, fresh = false): RoutesComponent {
  const cached = cache.get(remote);
  if (cached && !fresh) return cached;
  const component = lazy(async () => {
    try {
      return { default: await loadRemoteModule<ComponentType<RoutesMount>>(remote, ROUTES_MODULE) };
    } catch (error) {
      if (cache.get(remote) === component) cache.delete(remote);
      throw error;
    }
  });
  cache.set(remote, component);
  return component;
}

export function PageSkeleton() {
  return (
    <Stack gap="5" p={{ base: '4', md: '8' }} aria-busy="true" aria-label="Carregando">
      <Skeleton height="8" width="40%" />
      <SkeletonText noOfLines={3} gap="3" />
      <Box>
        <Skeleton height="48" borderRadius="l3" />
      </Box>
    </Stack>
  );
}

/**
 * A remote's routes module mounted under one of its path prefixes, inside an error boundary (with retry)
 * and Suspense with a skeleton. The remote decides which page the rest of the URL shows.
 */
export function RemoteRoutes({ remote, base, fallback }: RemoteRoutesProps) {
  const [Routes, setRoutes] = useState(() => routesOf(remote));
  const [current, setCurrent] = useState(remote);
  if (current !== remote) {
    setCurrent(remote);
    setRoutes(() => routesOf(remote));
  }
  const retry = useCallback(async () => {
    await resetRemote(remote);
    setRoutes(() => routesOf(remote, true));
  }, [remote]);

  return (
    <RemoteBoundary name={`${remote}/${ROUTES_MODULE}`} onRetry={retry} key={remote}>
      <Suspense fallback={<PageSkeleton />}>
        <Routes base={base} fallback={fallback} />
        <FirstPaintDone />
      </Suspense>
    </RemoteBoundary>
  );
}
