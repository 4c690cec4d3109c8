export { sharingText } from './copy';
export { QrCodeDialog } from './LazyQrCodeDialog';
export type { QrCodeDialogProps } from './QrCodeDialog';
export { ShareMenu, type ShareMenuProps } from './ShareMenu';
export { qrValue, type ShareNetwork, type ShareTarget, shareTargets } from './share-targets';
