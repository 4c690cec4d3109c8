import { authKeys, createApiCredential, listApiCredentials, revokeApiCredential } from '@atalho/sdk';
import { useMutation, useQuery } from '@tanstack/react-query';

/** The user's API credentials (dates only; a secret is shown once, when created). */
export function useApiCredentials(enabled: boolean) {
  return useQuery({ queryKey: authKeys.apiCredentials(), queryFn: listApiCredentials, enabled });
}

export function useCreateApiCredential() {
  return useMutation({ mutationFn: createApiCredential, meta: { invalidates: [authKeys.apiCredentials()] } });
}

export function useRevokeApiCredential() {
  return useMutation({ mutationFn: revokeApiCredential, meta: { invalidates: [authKeys.apiCredentials()] } });
}
