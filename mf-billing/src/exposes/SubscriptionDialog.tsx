import { SubscriptionDialog } from '../subscription/SubscriptionDialog';

export type { SubscriptionDialogProps } from '../subscription/SubscriptionDialog';
export default SubscriptionDialog;
