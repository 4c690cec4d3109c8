export { sharingText } from './copy';
export { QrCodeDialog } from './LazyQrCodeDialog';
export type { QrCodeDialogProps } from './QrCodeDialog';
export { ShareMenu, type ShareMenuProps } from './ShareMenu';
export { type ShareOptionLook, ShareOptionMark, shareOptionLook } from './ShareOptionMark';
export { saveFile } from './save-file';
export { type ShareLink, type ShareNetwork, shareLinks } from './share-targets';
