import { usePagedList } from '@atalho/ui';

/** What the editor needs of a biography until the bio feature brings its schema to the SDK. */
export interface BioSummary {
  id: number;
  title?: string | null;
  onlineAddress?: { code: string } | null;
  biographyHasOnlineAddresses?: unknown[] | null;
}

/** The signed-in user's bio: the editor loads page 0, size 100, all embeds, and uses the first item. */
export function useMyBio() {
  const { state, reload } = usePagedList<BioSummary>('biographies', {
    page: 0,
    size: 100,
    embedBiographyHasOnlineAddress: true,
    embedSocialLink: true,
    userAuth: true,
  });
  return { state, reload, bio: state.status === 'ready' ? (state.items[0] ?? null) : null };
}
