import { TrashIcon } from '@atalho/ui';
import { Badge, Box, Field, HStack, IconButton, Input, SimpleGrid, Text } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';
import type { ContactRow, RowField, RowInput } from './contact-rows';
import { t } from './i18n';
import { problemText } from './problem-text';

export interface ContactRowEditorProps {
  row: ContactRow;
  /** 1-based position in the whole list. */
  position: number;
  repeated: boolean;
  properties: readonly string[];
  onChange(id: number, change: Partial<RowInput>): void;
  onRemove(id: number): void;
}

function LabelledField({
  label,
  error,
  children,
}: {
  label: string;
  error: string | null;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={error !== null} minW="0">
      <Field.Label fontSize="xs">{label}</Field.Label>
      {children}
      {error !== null && <Field.ErrorText color="red.fg">{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/**
 * One contact of the batch editor: number, segments, tags and a field per property, with the contract's
 * complaint under the field it is about. Two columns and more from `sm` up, one under another on a phone.
 */
export const ContactRowEditor = memo(function ContactRowEditor({
  row,
  position,
  repeated,
  properties,
  onChange,
  onRemove,
}: ContactRowEditorProps) {
  const problem = row.problem;
  const errorOf = (field: RowField, property?: string): string | null => {
    if (problem?.field === field && (property === undefined || problem.property === property)) {
      return problemText(problem);
    }
    if (field === 'number' && repeated && !problem) return t('errRepeated');
    return null;
  };
  const title = t('rowTitle', { n: position });
  const propertyError =
    problem?.field === 'properties' && (!problem.property || !properties.includes(problem.property))
      ? problemText(problem)
      : null;
  return (
    <Box
      role="group"
      aria-label={title}
      borderWidth="1px"
      borderRadius="md"
      p="3"
      borderColor={problem || repeated ? 'border.error' : 'border'}
      data-testid="contact-row"
    >
      <HStack justify="space-between" mb="2" gap="2">
        <HStack gap="2" minW="0">
          <Text fontSize="sm" fontWeight="semibold">
            {title}
          </Text>
          {problem ? (
            <Badge colorPalette="red">{t('rowInvalid')}</Badge>
          ) : (
            repeated && <Badge colorPalette="orange">{t('rowRepeated')}</Badge>
          )}
        </HStack>
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={t('rowRemove', { n: position })}
          onClick={() => onRemove(row.id)}
        >
          <TrashIcon />
        </IconButton>
      </HStack>
      <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="3">
        <LabelledField label={t('rowNumber')} error={errorOf('number')}>
          <Input
            size="sm"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            placeholder={t('rowNumberHelp')}
            value={row.number}
            onChange={(event) => onChange(row.id, { number: event.target.value })}
          />
        </LabelledField>
        <LabelledField label={t('rowSegments')} error={errorOf('segments')}>
          <Input
            size="sm"
            autoComplete="off"
            placeholder={t('rowListHelp')}
            value={row.segments}
            onChange={(event) => onChange(row.id, { segments: event.target.value })}
          />
        </LabelledField>
        <LabelledField label={t('rowTags')} error={errorOf('tags')}>
          <Input
            size="sm"
            autoComplete="off"
            placeholder={t('rowListHelp')}
            value={row.tags}
            onChange={(event) => onChange(row.id, { tags: event.target.value })}
          />
        </LabelledField>
        {properties.map((name) => (
          <LabelledField key={name} label={name} error={errorOf('properties', name)}>
            <Input
              size="sm"
              autoComplete="off"
              value={row.properties[name] ?? ''}
              onChange={(event) =>
                onChange(row.id, { properties: { ...row.properties, [name]: event.target.value } })
              }
            />
          </LabelledField>
        ))}
      </SimpleGrid>
      {propertyError && (
        <Text mt="2" fontSize="sm" color="red.fg">
          {propertyError}
        </Text>
      )}
    </Box>
  );
});
