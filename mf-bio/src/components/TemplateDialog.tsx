import { bioTemplates } from '@atalho/sdk/schemas';
import { AppDialog } from '@atalho/ui';
import { Box, Button, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { t } from '../i18n';

/** The four templates (spec 001 §2): each presets the layout, font, shape, shadow and colours. */
export function TemplateDialog({
  open,
  current,
  onPick,
  onClose,
}: {
  open: boolean;
  current: number | null;
  onPick(templateId: number): void;
  onClose(): void;
}) {
  return (
    <AppDialog open={open} onClose={onClose} title={t('templateTitle')}>
      <Text mb="4" color="fg.muted">
        {t('templateIntro')}
      </Text>
      <SimpleGrid columns={2} gap="3">
        {bioTemplates.map((template) => {
          const look = template.appearance;
          return (
            <Button
              key={template.id}
              variant={current === template.id ? 'solid' : 'outline'}
              h="auto"
              p="2"
              flexDirection="column"
              alignItems="stretch"
              aria-label={t('templateUse', { name: template.name })}
              aria-pressed={current === template.id}
              onClick={() => onPick(template.id)}
            >
              <Box borderRadius="md" overflow="hidden" style={{ background: look.backgroundColor }} h="20">
                <Box h="6" style={{ background: look.headerColor }} />
                <Box mx="3" mt="2" h="3" borderRadius="full" style={{ background: look.sectionColor }} />
                <Box mx="3" mt="2" h="3" borderRadius="full" style={{ background: look.sectionColor }} />
              </Box>
              <HStack justify="center" pt="1">
                <Text fontSize="sm">{template.name}</Text>
              </HStack>
            </Button>
          );
        })}
      </SimpleGrid>
    </AppDialog>
  );
}
