import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type LinksView, parseLinksView, writeLinksView } from '../components/links/links-view';

export type LinksViewPatch = Partial<LinksView>;

/**
 * The links screen's state, read from and written to the URL (spec 001 §2): every change is a new
 * history entry's query, so reload, back and shared addresses show the same list. A change to anything
 * but the page or the selection starts again at page 0.
 */
export function useLinksView() {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => parseLinksView(params), [params]);

  const update = useCallback(
    (patch: LinksViewPatch, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const previous = parseLinksView(current);
          const keepsPage = Object.keys(patch).every((key) =>
            ['page', 'onlineAddressId', 'shortenedRecent'].includes(key),
          );
          const next: LinksView = { ...previous, ...(keepsPage ? {} : { page: 0 }), ...patch };
          return writeLinksView(next);
        },
        { replace: options.replace ?? false },
      );
    },
    [setParams],
  );

  return { view, update };
}
