import { AppDialog } from '@atalho/ui';
import { Button, Dialog, List, Stack, Text } from '@chakra-ui/react';
import { t } from '../../i18n';

/** "Criar e-book" (spec 001 §2): what the wizard will ask and whose responsibility the content is. */
export function CreateInfoDialog({
  open,
  onClose,
  onStart,
}: {
  open: boolean;
  onClose(): void;
  onStart(): void;
}) {
  const host = globalThis.location?.host ?? '';
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={t('createTitle')}
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">{t('cancel')}</Button>
          </Dialog.ActionTrigger>
          <Button onClick={onStart}>{t('createStart')}</Button>
        </>
      }
    >
      <Stack gap="3">
        <Text>{t('createIntro')}</Text>
        <List.Root as="ol" gap="2" ps="5">
          <List.Item>{t('createStepType')}</List.Item>
          <List.Item>{t('createStepAddress', { host })}</List.Item>
          <List.Item>{t('createStepLook')}</List.Item>
          <List.Item>{t('createStepForm')}</List.Item>
        </List.Root>
        <Text fontSize="sm" color="fg.muted" borderStartWidth="3px" borderColor="accent.solid" ps="3">
          {t('createResponsibility')}
        </Text>
      </Stack>
    </AppDialog>
  );
}
