import { usePagedList } from '@atalho/ui';

/** What the list shows until the info-product feature brings its schema to the SDK. */
export interface InfoproductSummary {
  id: number;
  title?: string | null;
  subtitle?: string | null;
  shortDescription?: string | null;
  onlineAddress?: { code: string } | null;
}

/** GET /api/v1/infoproduts (spelled so in the spec), 10 per page, last updated first. */
export function useInfoproducts(page: number) {
  return usePagedList<InfoproductSummary>('infoproduts', {
    page,
    size: 10,
    orderBy: 'dateUpdate:DESC,dateCreate:DESC',
  });
}
