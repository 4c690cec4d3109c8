export { sharingText } from './copy';
export { QrCodeDialog, type QrCodeDialogProps } from './QrCodeDialog';
export { downloadQrPng, QR_SIZE } from './qr-download';
export { ShareMenu, type ShareMenuProps } from './ShareMenu';
export { qrValue, type ShareNetwork, type ShareTarget, shareTargets } from './share-targets';
