import { AppDialog } from '@atalho/ui';
import { Alert, Button, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { t } from '../../i18n';

/** Where the page (loading-screen) configuration is edited: the links area's page. */
export const CONFIG_PAGE = '/painel/configs/loading-screen';

/**
 * The gear's dialog: what the page configuration is (the loading screen of the user's links, and their QR
 * codes' logo), that the lead page does not show it, and the link to where it is edited. It edits nothing.
 */
export function PageConfigDialog({
  open,
  missing,
  onClose,
}: {
  open: boolean;
  missing: boolean;
  onClose(): void;
}) {
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={t('configTitle')}
      footer={
        <Button asChild>
          <RouterLink to={CONFIG_PAGE}>{t('configEdit')}</RouterLink>
        </Button>
      }
    >
      <Stack gap="4">
        <Alert.Root status={missing ? 'warning' : 'success'} variant="subtle">
          <Alert.Indicator />
          <Alert.Title>{missing ? t('configNone') : t('configSet')}</Alert.Title>
        </Alert.Root>
        <Stack gap="2">
          <Text>{t('configWhat')}</Text>
          <List.Root gap="1" ps="5">
            <List.Item>{t('configLogo')}</List.Item>
            <List.Item>{t('configBanner')}</List.Item>
            <List.Item>{t('configQr')}</List.Item>
          </List.Root>
        </Stack>
        <Text fontSize="sm" color="fg.muted">
          {t('configLeadPage')}
        </Text>
      </Stack>
    </AppDialog>
  );
}
