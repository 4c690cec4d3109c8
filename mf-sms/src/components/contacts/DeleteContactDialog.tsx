import { type Contact, formatContactNumber } from '@atalho/sdk/sms';
import { ConfirmDialog, notify } from '@atalho/ui';
import { useDeleteContact } from '../../hooks/useContactMutations';
import { t } from '../../i18n';

/** Delete confirmation (spec 002 §2 "SMS dialogs"): the contact and its consent record go. */
export function DeleteContactDialog({
  contact,
  onClose,
  onDeleted,
}: {
  contact: Contact;
  onClose(): void;
  onDeleted?(contact: Contact): void;
}) {
  const remove = useDeleteContact();
  const confirm = async () => {
    const done = await remove.mutateAsync(contact.id).then(
      () => true,
      () => false,
    );
    if (!done) return;
    notify.success('deleted');
    onDeleted?.(contact);
    onClose();
  };
  return (
    <ConfirmDialog
      open
      destructive
      title={t('deleteTitle', { number: formatContactNumber(contact.number) })}
      confirmLabel={t('actionDelete')}
      loading={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {t('deleteText')}
    </ConfirmDialog>
  );
}
