import { biographyKeys, listBiographies } from '@atalho/sdk';
import { useQuery } from '@tanstack/react-query';

/** The editor's load (spec 001 §7): page 0, size 100, every embed; the user's bio is the first item. */
export const BIO_LOAD_QUERY = {
  page: 0,
  size: 100,
  embedBiographyHasOnlineAddress: true,
  embedSocialLink: true,
} as const;

/** The signed-in user's bio, or null when they have none yet. */
export function useBiography() {
  return useQuery({
    queryKey: biographyKeys.list(BIO_LOAD_QUERY),
    queryFn: async () => (await listBiographies(BIO_LOAD_QUERY)).content[0] ?? null,
  });
}
