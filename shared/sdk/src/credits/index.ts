/** SMS credits and the saved cards they are bought with (API resources credits and cards). */
import {
  CreditBalance,
  CreditEntry,
  CreditEntryPage,
  type CreditPurchaseWithNewCard,
  type CreditPurchaseWithSavedCard,
  type CreditsQuery,
  IDEMPOTENCY_HEADER,
  SavedCard,
  SavedCardList,
} from '@atalho/sdk/schemas';
import { api, parseResponse, type QueryInput } from '../client';

/** Query keys of credits and cards; a purchase invalidates both `creditKeys.all` and `cardKeys.all`. */
export const creditKeys = {
  all: ['credits'],
  list: (query: QueryInput<CreditsQuery>) => [...creditKeys.all, 'list', query],
  balance: () => [...creditKeys.all, 'balance'],
} as const;

export const cardKeys = {
  all: ['cards'],
  list: () => [...cardKeys.all, 'list'],
} as const;

/** The wizard's query: counted entries (PAID, SUCCESS), newest first, one page of 100. */
export const countedCreditsQuery = {
  statusIn: 'PAID,SUCCESS',
  page: 0,
  size: 100,
  orderBy: 'dateCreate:DESC',
} as const satisfies QueryInput<CreditsQuery>;

/** GET /api/v1/credits: a page of the user's ledger entries (amounts in centavos). */
export async function listCredits(
  query: QueryInput<CreditsQuery> = countedCreditsQuery,
): Promise<CreditEntryPage> {
  return parseResponse(CreditEntryPage, await api.get('credits', { searchParams: query }).json());
}

/** GET /api/v1/credits/balance: what the user can spend, in centavos. */
export async function getCreditBalance(): Promise<CreditBalance> {
  return parseResponse(CreditBalance, await api.get('credits/balance').json());
}

const idempotent = (key: string) => ({ headers: { [IDEMPOTENCY_HEADER]: key } });

/**
 * POST /api/v1/credits: buy with a saved active card. Keep one `idempotencyKey` per purchase attempt (see
 * `createSubscription`). Failure: 402 `payment.declined` or `payment.insufficient.funds`.
 */
export async function buyCreditsWithSavedCard(
  body: CreditPurchaseWithSavedCard,
  idempotencyKey: string,
): Promise<CreditEntry> {
  return parseResponse(
    CreditEntry,
    await api.post('credits', { json: body, ...idempotent(idempotencyKey) }).json(),
  );
}

/** PUT /api/v1/credits: buy with a new card (tokenised with `createCardToken`), which is saved. */
export async function buyCreditsWithNewCard(
  body: CreditPurchaseWithNewCard,
  idempotencyKey: string,
): Promise<CreditEntry> {
  return parseResponse(
    CreditEntry,
    await api.put('credits', { json: body, ...idempotent(idempotencyKey) }).json(),
  );
}

/** GET /api/v1/cards: the user's saved cards, newest first; only `status: 'active'` ones can be chosen. */
export async function listCards(): Promise<SavedCardList> {
  return parseResponse(SavedCardList, await api.get('cards').json());
}

/**
 * DELETE /api/v1/cards/{cardId}: removes a saved card; a card a live subscription will charge needs
 * `replacementCardId` (409 `card.in.use` otherwise).
 */
export async function removeCard(cardId: number, replacementCardId?: number): Promise<void> {
  await api.delete(`cards/${cardId}`, {
    searchParams: replacementCardId === undefined ? undefined : { replacementCardId },
  });
}

/** PUT /api/v1/cards/{cardId}/default: the card purchases use first. */
export async function setDefaultCard(cardId: number): Promise<SavedCard> {
  return parseResponse(SavedCard, await api.put(`cards/${cardId}/default`).json());
}
