import { getJson } from '@atalho/sdk';
import { type LoadState, useLoad } from './useLoad';

export interface PageOf<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  number: number;
}

export type PagedListState<T> = LoadState<{ items: T[]; totalElements: number; totalPages: number }>;

type Params = Record<string, string | number | boolean>;

/** One page of an owned list (`{ content, totalElements, totalPages, number }`), with retry. */
export function usePagedList<T>(
  path: string,
  params: Params,
): { state: PagedListState<T>; reload: () => void } {
  const query = new URLSearchParams(
    Object.entries(params).map(([key, value]) => [key, String(value)]),
  ).toString();
  return useLoad(
    () =>
      getJson<PageOf<T>>(path, undefined, new URLSearchParams(query)).then((page) => ({
        items: page.content,
        totalElements: page.totalElements,
        totalPages: page.totalPages,
      })),
    `${path}?${query}`,
  );
}
