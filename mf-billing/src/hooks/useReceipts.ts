import { listReceipts, receiptKeys } from '@atalho/sdk/receipts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export const RECEIPTS_PAGE_SIZE = 10;

/** GET /api/v1/receipts: one page of the user's receipts, newest first. */
export function useReceipts(page: number) {
  const query = { page, size: RECEIPTS_PAGE_SIZE };
  return useQuery({
    queryKey: receiptKeys.list(query),
    queryFn: () => listReceipts(query),
    placeholderData: keepPreviousData,
  });
}
