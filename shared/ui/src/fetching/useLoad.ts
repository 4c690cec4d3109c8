import { useCallback, useEffect, useState } from 'react';

export type LoadState<T extends object> =
  | { status: 'loading' }
  | { status: 'error' }
  | ({ status: 'ready' } & T);

/**
 * Runs `load` on mount, whenever `key` changes and on `reload()` (the retry button), and says where
 * it is. `key` names the request `load` makes (path + query); an answer that comes after the key
 * changed or the component unmounted is dropped.
 */
export function useLoad<T extends object>(
  load: () => Promise<T>,
  key: string,
): { state: LoadState<T>; reload: () => void } {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for what `load` fetches; `attempt` re-runs it on retry
  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    load().then(
      (result) => {
        if (active) setState({ status: 'ready', ...result });
      },
      () => {
        if (active) setState({ status: 'error' });
      },
    );
    return () => {
      active = false;
    };
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, reload };
}
