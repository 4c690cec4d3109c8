import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

interface PagedView {
  page: number;
  select: number | null;
}

/**
 * A screen's state read from and written to the URL (spec 002 §2): reload, back and shared addresses show
 * the same list. A filter change starts again at page 0; the config dialog's `smsConfig` is kept.
 */
export function useUrlView<V extends PagedView>(
  parse: (params: URLSearchParams) => V,
  write: (view: V) => URLSearchParams,
) {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => parse(params), [parse, params]);

  const update = useCallback(
    (patch: Partial<V>) => {
      setParams((current) => {
        const previous = parse(current);
        const keepsPage = Object.keys(patch).every((key) => key === 'page' || key === 'select');
        const next = write({ ...previous, ...(keepsPage ? {} : { page: 0 }), ...patch });
        if (current.get('smsConfig') === 'true') next.set('smsConfig', 'true');
        return next;
      });
    },
    [parse, write, setParams],
  );

  return { view, update };
}
