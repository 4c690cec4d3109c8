import { getPaymentsConfig, paymentKeys } from '@atalho/sdk';
import { useQuery } from '@tanstack/react-query';

/** Which provider tokenises cards in the browser (and, in the sandbox, its test cards). */
export function usePaymentsConfig() {
  return useQuery({
    queryKey: paymentKeys.config(),
    queryFn: getPaymentsConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
