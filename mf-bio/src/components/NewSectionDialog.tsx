import { type BioSectionType, bioSectionTypes } from '@atalho/sdk/schemas';
import { AppDialog } from '@atalho/ui';
import { Button, Stack, Text } from '@chakra-ui/react';
import { t } from '../i18n';

/** The five section types (spec 001 §2); picking one opens its form. */
export function NewSectionDialog({
  onPick,
  onClose,
}: {
  onPick(type: BioSectionType): void;
  onClose(): void;
}) {
  return (
    <AppDialog open onClose={onClose} title={t('newSectionTitle')}>
      <Text mb="3">{t('newSectionIntro')}</Text>
      <Stack gap="2">
        {bioSectionTypes.map((type) => (
          <Button
            key={type}
            variant="outline"
            h="auto"
            py="3"
            justifyContent="start"
            textAlign="start"
            whiteSpace="normal"
            onClick={() => onPick(type)}
          >
            <Stack gap="0" align="start">
              <Text fontWeight="semibold">{t(`type${type}`)}</Text>
              <Text fontSize="sm" color="fg.muted" fontWeight="normal">
                {t(`typeHint${type}`)}
              </Text>
            </Stack>
          </Button>
        ))}
      </Stack>
    </AppDialog>
  );
}
