// Visitor view: no Chakra UI, no @atalho/ui root, no react-router (composition contract).
import { RedirectScreen } from '../redirect/RedirectScreen';

export type { VisitorProps as VisitorViewProps } from '@atalho/ui/visitor';
export default RedirectScreen;
