import { Alert, Button } from '@chakra-ui/react';

/** A list or page that could not be loaded, with the button that tries again. */
export function LoadError({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  /** Called without arguments, so a query's `refetch` can be passed as it is. */
  onRetry: () => unknown;
}) {
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title flex="1">{message}</Alert.Title>
      <Button size="sm" variant="outline" onClick={() => onRetry()}>
        {retryLabel}
      </Button>
    </Alert.Root>
  );
}
