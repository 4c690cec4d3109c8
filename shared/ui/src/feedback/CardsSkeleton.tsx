import { Card, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';

/** Placeholder cards while a list loads; `testId` lets a page's tests find its own skeleton. */
export function CardsSkeleton({ rows = 3, testId = 'page-skeleton' }: { rows?: number; testId?: string }) {
  return (
    <Stack gap="3" aria-busy="true" data-testid={testId}>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <Card.Root key={index} variant="outline">
          <Card.Body gap="3">
            <Skeleton height="5" width="40%" />
            <SkeletonText noOfLines={2} />
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
