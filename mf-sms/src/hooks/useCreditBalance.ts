import { creditKeys, getCreditBalance } from '@atalho/sdk';
import { useQuery } from '@tanstack/react-query';

/** GET /credits/balance: what the user can spend, in centavos (the same query mf-billing reads). */
export function useCreditBalance(enabled = true) {
  return useQuery({
    queryKey: creditKeys.balance(),
    queryFn: getCreditBalance,
    select: (answer) => answer.balance,
    enabled,
  });
}
