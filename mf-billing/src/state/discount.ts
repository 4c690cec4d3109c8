/** The `d` flag lives in the SDK, so the home page keeps it too (`/?d=1`, issue 35). */
export { hasDiscountFlag as hasDiscount } from '@atalho/sdk';
