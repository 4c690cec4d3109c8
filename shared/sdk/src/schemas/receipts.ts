import * as v from 'valibot';
import { pageSchema, pagingQueryEntries } from './common';
import { SubscriptionInterval } from './subscriptions';

/** What a paid charge was for. */
export const ReceiptPurpose = v.picklist(['subscription', 'credits']);
export type ReceiptPurpose = v.InferOutput<typeof ReceiptPurpose>;

/**
 * A receipt (issue 35 item 4): one per paid charge — a subscription, its renewals, a credit purchase — as it was
 * issued (the payer, the card and the company are copied then). Amounts in centavos, dates ISO-8601.
 */
export const Receipt = v.object({
  id: v.number(),
  issuedAt: v.string(),
  purpose: ReceiptPurpose,
  amount: v.number(),
  /** The plan paid for (a subscription or its renewal), null for credits. */
  subscriptionPlan: v.nullable(v.object({ id: v.number(), name: v.string() })),
  interval: v.nullable(SubscriptionInterval),
  /** The subscription cycle paid (1 = the first paid one). */
  cycle: v.nullable(v.number()),
  card: v.nullable(v.object({ brand: v.string(), lastFourDigits: v.string() })),
  /** The payer: name and CPF/CNPJ digits. */
  payer: v.object({ name: v.string(), document: v.string() }),
  /** The company: name, CNPJ digits and address (null when not configured). */
  issuer: v.object({ name: v.string(), document: v.nullable(v.string()), address: v.nullable(v.string()) }),
});
export type Receipt = v.InferOutput<typeof Receipt>;

export const ReceiptPage = pageSchema(Receipt);
export type ReceiptPage = v.InferOutput<typeof ReceiptPage>;

/** GET /api/v1/receipts: `page` (0-based) and `size`, newest first. */
export const receiptsQuery = v.object({ page: pagingQueryEntries.page, size: pagingQueryEntries.size });
export type ReceiptsQuery = v.InferInput<typeof receiptsQuery>;

/** A CPF (`123.456.789-09`) or CNPJ (`11.222.333/0001-81`) as printed; other lengths as given. */
export function formatDocument(digits: string): string {
  if (/^\d{11}$/.test(digits)) return digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
  if (/^\d{14}$/.test(digits))
    return digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
  return digits;
}
