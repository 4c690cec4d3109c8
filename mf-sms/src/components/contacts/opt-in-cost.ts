import { SMS_OPT_IN_PRICE_CENTAVOS } from '@atalho/sdk/sms';

/**
 * What asking every SAVED contact costs and whether the balance pays it (spec 002 §9: R$ 0,30 a contact,
 * the total confirmed first). Centavos throughout, so the total is exact.
 */
export function optInAllCost(count: number, balanceCentavos: number | undefined) {
  const total = count * SMS_OPT_IN_PRICE_CENTAVOS;
  return {
    unit: SMS_OPT_IN_PRICE_CENTAVOS,
    total,
    /** Unknown balance: the server decides (402 when short). */
    affordable: balanceCentavos === undefined || balanceCentavos >= total,
  };
}

/** The HTTP status of a failed SDK call (ky's HTTPError carries the response), if it got one. */
export function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('response' in error)) return undefined;
  return error.response instanceof Response ? error.response.status : undefined;
}
