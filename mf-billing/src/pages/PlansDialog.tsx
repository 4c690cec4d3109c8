import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { t } from '../i18n';
import { PlansGrid } from '../plans/PlansGrid';

export interface PlansDialogProps {
  open: boolean;
  onClose: () => void;
  /** Plan name to highlight, e.g. 'URL_SHORTNER_PRO' from a locked feature. */
  planHint?: string | null;
}

/** Rendered by the shell from `usePlansDialog` (@atalho/ui). */
export function PlansDialog({ open, onClose, planHint }: PlansDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size={{ base: 'full', md: 'xl', lg: 'cover' }}
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('plansTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <PlansGrid planHint={planHint} />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('plansDialogClose')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
