import type { OnlineAddress } from '@atalho/sdk/schemas';
import { ConfirmDialog, notify, QrCodeDialog } from '@atalho/ui';
import { useLinkDeletion } from '../../hooks/useLinkMutations';
import { t } from '../../i18n';
import { LinkEditDialog } from './LinkEditDialog';
import { LinkErrorDialog } from './LinkErrorDialog';
import { shortUrlOf } from './link-urls';
import { TagEditorDialog } from './TagEditorDialog';

export type LinkDialog = { kind: 'edit' | 'tags' | 'error' | 'delete' | 'qr'; link: OnlineAddress } | null;

interface LinkDialogsProps {
  dialog: LinkDialog;
  logoSrc: string | null;
  onClose(): void;
  onDeleted(link: OnlineAddress): void;
}

/** The one dialog a card's action opened. */
export function LinkDialogs({ dialog, logoSrc, onClose, onDeleted }: LinkDialogsProps) {
  const deletion = useLinkDeletion();
  if (!dialog) return null;
  const { kind, link } = dialog;
  switch (kind) {
    case 'edit':
      return <LinkEditDialog key={link.id} link={link} onClose={onClose} />;
    case 'tags':
      return <TagEditorDialog key={link.id} link={link} onClose={onClose} />;
    case 'error':
      return <LinkErrorDialog link={link} onClose={onClose} />;
    case 'qr':
      return <QrCodeDialog open onClose={onClose} shortUrl={shortUrlOf(link)} logoSrc={logoSrc} />;
    case 'delete':
      return (
        <ConfirmDialog
          open
          title={t('deleteTitle')}
          confirmLabel={t('actionDelete')}
          destructive
          loading={deletion.isPending}
          onClose={onClose}
          onConfirm={async () => {
            const done = await deletion.mutateAsync(link.id).then(
              () => true,
              () => false,
            );
            if (!done) return;
            notify.success('deleted');
            onDeleted(link);
            onClose();
          }}
        >
          {t('deleteText', { url: shortUrlOf(link) })}
        </ConfirmDialog>
      );
  }
}
