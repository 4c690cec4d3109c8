import { Alert, Button } from '@chakra-ui/react';
import { t } from '../../i18n';

/** 'linkAparencePreview' (spec 001 §2, §8): a PRO user's new link has no preview yet. */
export function PreviewPrompt({ onEdit }: { onEdit(): void }) {
  return (
    <Alert.Root
      status="info"
      borderRadius="l2"
      flexWrap="wrap"
      alignItems="center"
      data-testid="preview-prompt"
    >
      <Alert.Indicator />
      <Alert.Content flex="1 1 14rem">
        <Alert.Description>{t('linkAparencePreview')}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="surface" colorPalette="blue" onClick={onEdit} ms="auto">
        {t('actionPreview')}
      </Button>
    </Alert.Root>
  );
}
