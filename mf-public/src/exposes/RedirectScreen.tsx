// Visitor view, framework-free (decision 021): no React, no Chakra UI, no @atalho/ui root, no react-router.
import type { DomVisitorView } from '@atalho/ui/visitor-dom';
import { mountRedirectScreen } from '../redirect/screen';

export type { VisitorProps as VisitorViewProps } from '@atalho/ui/visitor-dom';

const RedirectScreen: DomVisitorView = { mount: mountRedirectScreen };
export default RedirectScreen;
