import type { Infoproduct } from '@atalho/sdk/infoproducts';
import { ConfirmDialog, notify } from '@atalho/ui';
import { useDeleteInfoproduct } from '../../hooks/useDeleteInfoproduct';
import { t } from '../../i18n';
import { displayAddressOf } from './public-address';

/** Deleting an info product deletes its page, its link and its leads: the dialog says so. */
export function DeleteInfoproductDialog({
  item,
  onClose,
  onDeleted,
}: {
  item: Infoproduct;
  onClose(): void;
  onDeleted(item: Infoproduct): void;
}) {
  const deletion = useDeleteInfoproduct();
  return (
    <ConfirmDialog
      open
      title={t('deleteTitle')}
      confirmLabel={t('actionDelete')}
      destructive
      loading={deletion.isPending}
      onClose={onClose}
      onConfirm={async () => {
        const done = await deletion.mutateAsync(item.id).then(
          () => true,
          () => false,
        );
        if (!done) return;
        notify.success('deleted');
        onDeleted(item);
        onClose();
      }}
    >
      {t('deleteText', { title: item.title, address: displayAddressOf(item.onlineAddress.code) })}
    </ConfirmDialog>
  );
}
