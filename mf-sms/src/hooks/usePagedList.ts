import { getJson } from '@atalho/sdk';
import { useCallback, useEffect, useState } from 'react';

export interface PageOf<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  number: number;
}

export type PagedListState<T> =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; items: T[]; totalElements: number; totalPages: number };

type Params = Record<string, string | number | boolean>;

/** One page of an owned list (`{ content, totalElements, totalPages, number }`), with retry. */
export function usePagedList<T>(
  path: string,
  params: Params,
): { state: PagedListState<T>; reload: () => void } {
  const [state, setState] = useState<PagedListState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const query = new URLSearchParams(
    Object.entries(params).map(([key, value]) => [key, String(value)]),
  ).toString();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the request on retry
  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    getJson<PageOf<T>>(path, undefined, new URLSearchParams(query)).then(
      (page) => {
        if (active) {
          setState({
            status: 'ready',
            items: page.content,
            totalElements: page.totalElements,
            totalPages: page.totalPages,
          });
        }
      },
      () => {
        if (active) setState({ status: 'error' });
      },
    );
    return () => {
      active = false;
    };
  }, [path, query, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, reload };
}
