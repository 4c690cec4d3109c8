import { PreviewEditorDialog } from '../components/preview-editor/PreviewEditorDialog';

export type { PreviewEditorDialogProps } from '../components/preview-editor/PreviewEditorDialog';
/** `<PreviewEditor onlineAddressId={id} open onClose={…} />` for the bio and info-product areas. */
export default PreviewEditorDialog;
