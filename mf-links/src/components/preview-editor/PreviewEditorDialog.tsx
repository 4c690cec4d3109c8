import { ConfirmDialog, LoadError, notify, useReturnFocus } from '@atalho/ui';
import { CloseButton, Dialog, Portal, Skeleton, Stack } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { t } from '../../i18n';
import { PreviewEditorForm } from './PreviewEditorForm';
import { usePreviewEditorData } from './usePreviewEditor';

export interface PreviewEditorDialogProps {
  /** The link whose preview is edited (one of the signed-in user's). */
  onlineAddressId: number;
  open: boolean;
  /** Called on close, cancel and after a successful save. */
  onClose(): void;
}

/**
 * The preview (Open Graph) editor of one link (spec 001 §2): every tab and property, fetch from source, a live
 * chat-style preview; saving needs PRO. Full screen on phones, wide from `md` up. Load it lazily (as LinkCard
 * does), or from another remote as `mf_links/PreviewEditor` (default export). Closing it (×, Escape, outside,
 * "Cancelar") with unsaved changes asks first, as the tag editor does.
 */
export function PreviewEditorDialog({ onlineAddressId, open, onClose }: PreviewEditorDialogProps) {
  const { link, preview } = usePreviewEditorData(onlineAddressId, open);
  const failed = link.isError || preview.isError;
  const finalFocusEl = useReturnFocus(open);
  const dirty = useRef(false);
  const onDirtyChange = useCallback((changed: boolean) => {
    dirty.current = changed;
  }, []);
  const [confirming, setConfirming] = useState(false);
  const requestClose = () => (dirty.current ? setConfirming(true) : onClose());
  useEffect(() => {
    if (failed) notify.error('errorLinkLoad');
  }, [failed]);

  return (
    <Dialog.Root
      open={open}
      finalFocusEl={finalFocusEl}
      onOpenChange={(details) => {
        if (!details.open) requestClose();
      }}
      placement="center"
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            // 'full' on phones; from md up as tall as its content, so a short tab leaves no empty sheet.
            maxW={{ lg: '68rem' }}
            minH={{ md: 'auto' }}
            h={{ md: 'auto' }}
            data-testid="preview-editor"
          >
            <Dialog.Header>
              <Dialog.Title>{t('previewTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="5">
              {failed ? (
                <LoadError
                  message={t('previewLoadError')}
                  retryLabel={t('previewRetry')}
                  onRetry={() => Promise.all([link.refetch(), preview.refetch()])}
                />
              ) : link.data && preview.data !== undefined ? (
                <PreviewEditorForm
                  link={link.data}
                  preview={preview.data}
                  onSaved={onClose}
                  onCancel={requestClose}
                  onDirtyChange={onDirtyChange}
                />
              ) : (
                <Stack gap="3" aria-busy="true">
                  <Skeleton h="10" />
                  <Skeleton h="48" />
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('previewCancel')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
      <ConfirmDialog
        open={confirming}
        title={t('discardTitle')}
        confirmLabel={t('discard')}
        cancelLabel={t('previewKeepEditing')}
        destructive
        onConfirm={() => {
          setConfirming(false);
          onClose();
        }}
        onClose={() => setConfirming(false)}
      >
        {t('previewDiscardText')}
      </ConfirmDialog>
    </Dialog.Root>
  );
}
