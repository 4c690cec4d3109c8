import { contactStatuses } from '@atalho/sdk/sms';
import { SearchIcon } from '@atalho/ui';
import { Button, Field, Input, InputGroup, NativeSelect, Stack, type StackProps } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import {
  useContactProperties,
  useContactSegments,
  useContactTags,
} from '../../hooks/useContactFilterOptions';
import { t } from '../../i18n';
import { statusLabel } from './ContactStatusBadge';
import { emptyContactsFilters, type ContactsFilters as Filters, hasFilters } from './contacts-view';
import { FilterMenu } from './FilterMenu';

const TEXT_DELAY_MS = 400;

/**
 * The list's filters (spec 002 §2, §7): status, text, and tags, segments and properties each with its
 * "todos os valores" switch. Every change goes to the address at once, except the text, once typing stops.
 */
export function ContactsFilters({
  filters,
  onChange,
  ...rest
}: { filters: Filters; onChange(patch: Partial<Filters>): void } & Omit<StackProps, 'onChange'>) {
  const [text, setText] = useState(filters.text);

  // The address is the truth: back, forward and "limpar" replace what is typed.
  useEffect(() => setText(filters.text), [filters.text]);

  useEffect(() => {
    if (text.trim() === filters.text.trim()) return;
    const timer = setTimeout(() => onChange({ text }), TEXT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, filters.text, onChange]);

  return (
    <Stack role="search" gap="3" aria-label={t('filtersLabel')} {...rest}>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Field.Root flex="2">
          <Field.Label>{t('filterText')}</Field.Label>
          <InputGroup startElement={<SearchIcon />}>
            <Input
              type="search"
              value={text}
              maxLength={100}
              placeholder={t('filterTextPlaceholder')}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') onChange({ text });
              }}
            />
          </InputGroup>
        </Field.Root>
        <Field.Root flex="1">
          <Field.Label>{t('filterStatus')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={filters.status ?? ''}
              onChange={(event) =>
                onChange({
                  status: (contactStatuses as readonly string[]).includes(event.target.value)
                    ? (event.target.value as Filters['status'])
                    : null,
                })
              }
            >
              <option value="">{t('filterStatusAll')}</option>
              {contactStatuses.map((status) => (
                <option key={status} value={status}>
                  {statusLabel(status)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Stack>
      <Stack direction={{ base: 'column', lg: 'row' }} gap={{ base: '2', lg: '5' }} wrap="wrap">
        <FilterMenu
          label={t('filterTags')}
          chosen={filters.tags}
          exclusive={filters.tagsExclusive}
          useOptions={useContactTags}
          onChange={(tags) => onChange({ tags })}
          onExclusiveChange={(tagsExclusive) => onChange({ tagsExclusive })}
        />
        <FilterMenu
          label={t('filterSegments')}
          chosen={filters.segments.map(String)}
          exclusive={filters.segmentsExclusive}
          useOptions={useContactSegments}
          onChange={(ids) => onChange({ segments: ids.map(Number) })}
          onExclusiveChange={(segmentsExclusive) => onChange({ segmentsExclusive })}
        />
        <FilterMenu
          label={t('filterProperties')}
          chosen={filters.properties}
          exclusive={filters.propertiesExclusive}
          useOptions={useContactProperties}
          onChange={(properties) => onChange({ properties })}
          onExclusiveChange={(propertiesExclusive) => onChange({ propertiesExclusive })}
        />
      </Stack>
      {hasFilters(filters) ? (
        <Button alignSelf="start" size="sm" variant="ghost" onClick={() => onChange(emptyContactsFilters)}>
          {t('filterClear')}
        </Button>
      ) : null}
    </Stack>
  );
}
