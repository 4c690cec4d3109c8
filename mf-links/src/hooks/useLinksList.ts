import { getJson } from '@atalho/sdk';
import { type OnlineAddress, OnlineAddressPage } from '@atalho/sdk/schemas';
import { useCallback, useEffect, useState } from 'react';

export type LinksListState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; links: OnlineAddress[]; total: number };

/** The signed-in user's links, newest first (`GET /api/v1/online-addresses`). */
export function useLinksList(page = 0): { state: LinksListState; reload: () => void } {
  const [state, setState] = useState<LinksListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the request on retry
  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    getJson('online-addresses', OnlineAddressPage, { page, size: 10, orderBy: 'dateCreate:DESC' }).then(
      (result) => {
        if (active) setState({ status: 'ready', links: result.content, total: result.totalElements });
      },
      () => {
        if (active) setState({ status: 'error' });
      },
    );
    return () => {
      active = false;
    };
  }, [page, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, reload };
}
