import { type OpenGraphFieldName, openGraphGroups } from '@atalho/sdk/schemas';

/** What most people set, shown first (issue 37 item 5): the three things a chat or a feed shows. */
export const mainFields: readonly OpenGraphFieldName[] = ['og:title', 'og:description', 'og:image'];

export type AdvancedGroup = 'page' | 'image' | 'video' | 'audio' | 'article' | 'book' | 'product';

/**
 * Every other property of spec 001 §2's tabs, under "Avançado", one group per kind of content. The basics and
 * optionals tabs left are the page's own facts; the other tabs are kept as they were.
 */
export const advancedGroups: readonly (readonly [AdvancedGroup, readonly OpenGraphFieldName[]])[] = [
  ['page', ['og:type', 'og:url', 'og:site_name', 'og:locale', 'og:determiner']],
  ['image', openGraphGroups.images],
  ['video', openGraphGroups.videos],
  ['audio', openGraphGroups.audios],
  ['article', openGraphGroups.articles],
  ['book', openGraphGroups.books],
  ['product', openGraphGroups.products],
];

export const advancedFields: readonly OpenGraphFieldName[] = advancedGroups.flatMap(([, fields]) => fields);
