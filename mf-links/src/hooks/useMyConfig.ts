import { configKeys, createConfig, getMyConfig, updateConfig } from '@atalho/sdk';
import type { ConfigBody } from '@atalho/sdk/schemas';
import { useMutation, useQuery } from '@tanstack/react-query';

/** The signed-in user's loading-screen config (null before the first save). */
export function useMyConfig() {
  return useQuery({ queryKey: configKeys.mine(), queryFn: getMyConfig });
}

/** Saves the config: POST the first time, PATCH (only the fields sent) after. */
export function useSaveConfig(exists: boolean) {
  return useMutation({
    mutationFn: (body: ConfigBody) => (exists ? updateConfig(body) : createConfig(body)),
    meta: { invalidates: [configKeys.all] },
  });
}
