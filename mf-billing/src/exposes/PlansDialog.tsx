import { PlansDialog } from '../pages/PlansDialog';

export type { PlansDialogProps } from '../pages/PlansDialog';
export default PlansDialog;
