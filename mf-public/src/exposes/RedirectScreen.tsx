// Visitor view: no Chakra UI, no @atalho/ui root, no react-router (composition contract).
import { RedirectScreen } from '../redirect/RedirectScreen';

export type { VisitorViewProps } from '../redirect/types';
export default RedirectScreen;
