import { CloseIcon } from '@atalho/ui';
import { Badge, Button, Field, HStack, IconButton, Input, Stack, Text, Wrap } from '@chakra-ui/react';
import { type FormEvent, useId, useState } from 'react';
import { MAX_PROPERTIES, propertyNameProblem } from './contact-rows';
import { t } from './i18n';

export interface PropertyColumnsProps {
  properties: readonly string[];
  onAdd(name: string): void;
  onRemove(name: string): void;
}

/** The property names every row has a field for (a CSV's extra headers land here too). */
export function PropertyColumns({ properties, onAdd, onRemove }: PropertyColumnsProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();

  const add = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const trimmed = name.trim();
    if (properties.includes(trimmed)) return setError(t('propertyExists'));
    if (properties.length >= MAX_PROPERTIES) return setError(t('propertyTooMany', { max: MAX_PROPERTIES }));
    if (propertyNameProblem(trimmed) !== null) return setError(t('propertyInvalid'));
    onAdd(trimmed);
    setName('');
    setError(null);
  };

  return (
    <Stack as="section" aria-labelledby={headingId} gap="2">
      <Text id={headingId} fontWeight="semibold" fontSize="sm">
        {t('propertiesTitle')}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {t('propertiesHelp')}
      </Text>
      {properties.length > 0 && (
        <Wrap gap="2">
          {properties.map((property) => (
            <Badge key={property} size="lg" variant="subtle" gap="1" pe="0.5">
              {property}
              <IconButton
                size="2xs"
                variant="ghost"
                aria-label={t('propertyRemove', { name: property })}
                onClick={() => onRemove(property)}
              >
                <CloseIcon />
              </IconButton>
            </Badge>
          ))}
        </Wrap>
      )}
      <form onSubmit={add} noValidate>
        <Field.Root invalid={error !== null}>
          <Field.Label fontSize="xs">{t('propertyName')}</Field.Label>
          <HStack gap="2" w="full" maxW="sm">
            <Input
              size="sm"
              autoComplete="off"
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setError(null);
              }}
            />
            <Button type="submit" size="sm" variant="outline" disabled={name.trim() === ''}>
              {t('propertyAdd')}
            </Button>
          </HStack>
          {error && <Field.ErrorText color="red.fg">{error}</Field.ErrorText>}
        </Field.Root>
      </form>
    </Stack>
  );
}
