import type { Shooting } from '@atalho/sdk/sms';
import { ConfirmDialog, notify } from '@atalho/ui';
import { useDeleteShooting } from '../../hooks/useShootings';
import { t } from '../../i18n';

/** Delete confirmation (spec 002 §2 "SMS dialogs"): the campaign, its recipients and metrics go. */
export function DeleteShootingDialog({
  shooting,
  onClose,
  onDeleted,
}: {
  shooting: Shooting;
  onClose(): void;
  onDeleted(shooting: Shooting): void;
}) {
  const remove = useDeleteShooting();
  const confirm = async () => {
    const done = await remove.mutateAsync(shooting.id).then(
      () => true,
      () => false,
    );
    if (!done) return;
    notify.success('deleted');
    onDeleted(shooting);
  };
  return (
    <ConfirmDialog
      open
      destructive
      title={t('deleteShootingTitle', { title: shooting.title })}
      confirmLabel={t('editorDelete')}
      loading={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {t('deleteShootingText')}
    </ConfirmDialog>
  );
}
