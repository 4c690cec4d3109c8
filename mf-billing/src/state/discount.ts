/** Local storage key of the plans page's `?d=` flag (spec 002 §2). */
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

export function hasDiscount(): boolean {
  const value = storage()?.getItem(DISCOUNT_STORAGE_KEY);
  return value != null && value !== '' && value !== '0' && value !== 'false';
}
