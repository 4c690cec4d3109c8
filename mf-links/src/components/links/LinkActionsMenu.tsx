import type { OnlineAddress } from '@atalho/sdk/schemas';
import { AlertIcon, EditIcon, EyeIcon, MoreIcon, PowerIcon, TagIcon, TrashIcon } from '@atalho/ui';
import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { t } from '../../i18n';

export type LinkAction = 'preview' | 'edit' | 'tags' | 'error' | 'toggleActive' | 'delete';

interface LinkActionsMenuProps {
  link: OnlineAddress;
  onAction(action: LinkAction): void;
}

/** The card's actions menu (spec 001 §2): preview, code and destination, tags, error notice, state, delete. */
export function LinkActionsMenu({ link, onAction }: LinkActionsMenuProps) {
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={(details) => onAction(details.value as LinkAction)}
    >
      <Menu.Trigger asChild>
        <IconButton size="sm" variant="ghost" aria-label={t('linkActions', { code: link.code })}>
          <MoreIcon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="15rem">
            <Menu.Item value="preview">
              <EyeIcon />
              {t('actionPreview')}
            </Menu.Item>
            <Menu.Item value="edit">
              <EditIcon />
              {t('actionEdit')}
            </Menu.Item>
            <Menu.Item value="tags">
              <TagIcon />
              {t('actionTags')}
            </Menu.Item>
            {link.error ? (
              <Menu.Item value="error">
                <AlertIcon />
                {t('actionError')}
              </Menu.Item>
            ) : null}
            <Menu.Separator />
            <Menu.Item value="toggleActive">
              <PowerIcon />
              {link.active ? t('actionDeactivate') : t('actionReactivate')}
            </Menu.Item>
            <Menu.Item value="delete" color="fg.error" _hover={{ bg: 'bg.error', color: 'fg.error' }}>
              <TrashIcon />
              {t('actionDelete')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
