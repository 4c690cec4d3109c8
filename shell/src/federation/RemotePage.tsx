import { Box, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useCallback, useState } from 'react';
import { loadRemoteModule } from './load-remote';
import { RemoteBoundary } from './RemoteBoundary';
import { resetRemote } from './remotes';

export interface RemotePageProps {
  remote: string;
  exposed: string;
}

type Page = LazyExoticComponent<ComponentType>;
const cache = new Map<string, Page>();

/** One lazy component per page; a failed load is evicted so the next visit loads afresh. */
function pageFor(remote: string, exposed: string, fresh = false): Page {
  const key = `${remote}/${exposed}`;
  const cached = cache.get(key);
  if (cached && !fresh) return cached;
  const page = lazy(async () => {
    try {
      return { default: await loadRemoteModule<ComponentType>(remote, exposed) };
    } catch (error) {
      if (cache.get(key) === page) cache.delete(key);
      throw error;
    }
  });
  cache.set(key, page);
  return page;
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

/** A remote page (no props) under an error boundary and Suspense with a skeleton. */
export function RemotePage({ remote, exposed }: RemotePageProps) {
  const [Page, setPage] = useState(() => pageFor(remote, exposed));
  const [current, setCurrent] = useState(`${remote}/${exposed}`);
  if (current !== `${remote}/${exposed}`) {
    setCurrent(`${remote}/${exposed}`);
    setPage(() => pageFor(remote, exposed));
  }
  const retry = useCallback(async () => {
    await resetRemote(remote);
    setPage(() => pageFor(remote, exposed, true));
  }, [remote, exposed]);

  return (
    <RemoteBoundary name={`${remote}/${exposed}`} onRetry={retry} key={`${remote}/${exposed}`}>
      <Suspense fallback={<PageSkeleton />}>
        <Page />
      </Suspense>
    </RemoteBoundary>
  );
}
