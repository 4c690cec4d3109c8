import { t } from '@atalho/ui/i18n';
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useReturnFocus } from './return-focus';

export interface AppDialogProps {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  /** The body; left out, the dialog has only its title and footer. */
  children?: ReactNode;
  footer?: ReactNode;
  /** `lg` from `md` up, for dialogs with a wide form, a chart or a picture. */
  wide?: boolean;
  role?: 'dialog' | 'alertdialog';
}

/**
 * Atalho's centred dialog: backdrop, title, body, footer and the close (×) button, sized by the kit's one rule
 * (theme/dialog-recipe.ts): content height, a scrolling body, the footer's actions always in view. Closed, it
 * gives focus back to the control that opened it (`useReturnFocus`).
 */
export function AppDialog({ open, onClose, title, children, footer, wide = false, role }: AppDialogProps) {
  const finalFocusEl = useReturnFocus(open);
  return (
    <Dialog.Root
      open={open}
      finalFocusEl={finalFocusEl}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      role={role}
      size={wide ? { base: 'md', md: 'lg' } : 'md'}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children && <Dialog.Body>{children}</Dialog.Body>}
            {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('action.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
