import { CreditPurchaseDialog } from '../credits/CreditPurchaseDialog';

export type { CreditPurchaseDialogProps } from '../credits/CreditPurchaseDialog';
export default CreditPurchaseDialog;
