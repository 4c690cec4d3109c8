import { getSmsConfig, type SmsConfigBody, saveSmsConfig, smsKeys } from '@atalho/sdk/sms';
import { useMutation, useQuery } from '@tanstack/react-query';

/**
 * The signed-in user's SMS config (the business name). `ready` is what every contact action waits for
 * (spec 002 §2, §6): a config with a business name; false while loading or when the call failed.
 */
export function useSmsConfig() {
  const query = useQuery({ queryKey: smsKeys.config, queryFn: getSmsConfig });
  const config = query.data ?? null;
  return {
    query,
    config,
    ready: Boolean(config?.business),
    /** Known to be missing: not while loading, not when the call failed. */
    missing: query.isSuccess && !config?.business,
  };
}

/** POST /sms-configs; a business change moves every contact, so the whole SMS area is refreshed. */
export function useSaveSmsConfig() {
  return useMutation({
    mutationFn: (body: SmsConfigBody) => saveSmsConfig(body),
    meta: { invalidates: [smsKeys.all] },
  });
}
