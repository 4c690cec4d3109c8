import { EditIcon, TrashIcon } from '@atalho/ui';
import { Badge, Box, Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { t } from '../i18n';
import type { DraftSection } from './bio-draft';
import { SortableList } from './SortableList';

interface SectionListProps {
  sections: readonly DraftSection[];
  onMove(from: number, to: number): void;
  onEdit(index: number): void;
  onRemove(index: number): void;
  onRestore(index: number): void;
}

const nameOf = (section: DraftSection) => section.title || t(`type${section.type}`);

/** The bio's sections in their order; a deleted saved one stays, greyed, with an undo. */
export function SectionList({ sections, onMove, onEdit, onRemove, onRestore }: SectionListProps) {
  if (sections.length === 0) {
    return (
      <Text color="fg.muted" fontSize="sm">
        {t('sectionsEmpty')}
      </Text>
    );
  }
  return (
    <SortableList
      items={sections}
      nameOf={nameOf}
      onMove={onMove}
      renderItem={(section, index, handle) => (
        <HStack
          borderWidth="1px"
          borderRadius="l2"
          bg="bg"
          p="2"
          gap="2"
          data-testid="bio-section"
          data-deleted={section.deleted || undefined}
        >
          {handle}
          <Stack gap="0" flex="1" minW="0" opacity={section.deleted ? 0.55 : 1}>
            <Text fontWeight="medium" truncate textDecoration={section.deleted ? 'line-through' : undefined}>
              {nameOf(section)}
            </Text>
            <HStack gap="2">
              <Text fontSize="xs" color="fg.muted">
                {t(`type${section.type}`)}
              </Text>
              {section.deleted && (
                <Badge size="sm" colorPalette="gray">
                  {t('deleted')}
                </Badge>
              )}
            </HStack>
          </Stack>
          {section.deleted ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => onRestore(index)}
              aria-label={t('undoOf', { name: nameOf(section) })}
            >
              {t('undo')}
            </Button>
          ) : (
            <Box display="flex" gap="1">
              <IconButton
                size="sm"
                variant="ghost"
                aria-label={t('editSectionOf', { name: nameOf(section) })}
                onClick={() => onEdit(index)}
              >
                <EditIcon />
              </IconButton>
              <IconButton
                size="sm"
                variant="ghost"
                colorPalette="red"
                aria-label={t('deleteSectionOf', { name: nameOf(section) })}
                onClick={() => onRemove(index)}
              >
                <TrashIcon />
              </IconButton>
            </Box>
          )}
        </HStack>
      )}
    />
  );
}
