import { lazyDialog } from '../overlays/lazy-dialog';
import type { QrCodeDialogProps } from './QrCodeDialog';

/** The QR dialog, fetched on first open: the links screen and the shortener show it on demand only. */
export const QrCodeDialog = lazyDialog<QrCodeDialogProps>(() =>
  import('./QrCodeDialog').then((module) => module.QrCodeDialog),
);
