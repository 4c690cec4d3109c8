import { biographyKeys, saveBiography } from '@atalho/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BIO_LOAD_QUERY } from './useBiography';

/** POST /biographies (create and update): the answer replaces the loaded bio. */
export function useSaveBiography() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveBiography,
    onSuccess: (saved) => client.setQueryData(biographyKeys.list(BIO_LOAD_QUERY), saved),
    meta: { invalidates: [biographyKeys.all] },
  });
}
