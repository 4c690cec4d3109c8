/**
 * The `d` discount flag (spec 002 §2, §9): `?d=` on the home page or `/plans` stores it locally, and a
 * subscription request then sends `discount: true`. It is only a request: the server grants the discount to new
 * customers' monthly cycles and ignores it otherwise (decision 030).
 */
const DISCOUNT_STORAGE_KEY = 'discount';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** Stores the `d` query value: any non-empty value other than `0`/`false` turns the discount on. */
export function storeDiscountFlag(value: string): void {
  storage()?.setItem(DISCOUNT_STORAGE_KEY, value);
}

/** Keeps `?d=` of a page's query string (`location.search`), when there is one. */
export function keepDiscountFlag(search: string): void {
  const value = new URLSearchParams(search).get('d');
  if (value) storeDiscountFlag(value);
}

const isOn = (value: string | null | undefined) =>
  value != null && value !== '' && value !== '0' && value !== 'false';

export function hasDiscountFlag(): boolean {
  return isOn(storage()?.getItem(DISCOUNT_STORAGE_KEY));
}

/** Whether a query string (`location.search`) turns the discount on, as `?d=` does once kept. */
export function discountFlagIn(search: string): boolean {
  return isOn(new URLSearchParams(search).get('d'));
}
