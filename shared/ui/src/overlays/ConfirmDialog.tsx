import { t } from '@atalho/ui/i18n';
import { Button, Dialog } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AppDialog } from './AppDialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button for destructive actions. */
  destructive?: boolean;
  loading?: boolean;
  onConfirm(): void;
  onClose(): void;
}

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel = t('action.confirm'),
  cancelLabel = t('action.cancel'),
  destructive = false,
  loading = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={title}
      role="alertdialog"
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">{cancelLabel}</Button>
          </Dialog.ActionTrigger>
          <Button colorPalette={destructive ? 'red' : 'brand'} loading={loading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </AppDialog>
  );
}
