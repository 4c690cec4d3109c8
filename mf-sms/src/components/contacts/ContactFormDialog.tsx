import {
  type Contact,
  type ContactInput,
  contactBody,
  formatContactNumber,
  normalizeContactNumber,
  SMS_LIMITS,
} from '@atalho/sdk/sms';
import { AppDialog, CloseIcon, FormField, notify, PlusIcon, useSchemaForm } from '@atalho/ui';
import { t as uiT } from '@atalho/ui/i18n';
import { Button, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSaveContact } from '../../hooks/useContactMutations';
import { t } from '../../i18n';
import { statusOf } from './opt-in-cost';

const FORM_ID = 'contact-form';

const namesOf = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  ),
];

/** The first message of a field whose value is a list (segments, properties): the list's own, or an item's. */
function firstMessage(error: unknown): { message?: string } | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return { message: error.message };
  for (const value of Object.values(error)) {
    const found = firstMessage(value);
    if (found) return found;
  }
  return undefined;
}

/** The form's output as POST /contacts takes it (the contract carries tags as one comma-separated string). */
export function contactBodyOf(input: ContactInput) {
  return { ...input, tags: input.tags.join(',') };
}

/**
 * One contact, new or edited (spec 002 §2, §3 "Contact"): number, tags, segments and properties, checked
 * with the contract's `contactBody` as typed. Segments are named; a name the owner has not used yet
 * creates the segment. A changed number goes back to needing permission, and the form says so.
 */
export function ContactFormDialog({
  contact,
  onClose,
  onSaved,
}: {
  contact: Contact | null;
  onClose(): void;
  onSaved?(contact: Contact): void;
}) {
  const form = useSchemaForm(contactBody, {
    defaultValues: {
      id: contact?.id ?? null,
      number: contact ? formatContactNumber(contact.number) : '',
      tags: contact?.tags ?? '',
      segments: (contact?.segments ?? []).map(({ id, name }) => ({ id, name })),
      properties: contact?.properties ?? [],
    },
  });
  const save = useSaveContact();
  const [segmentsText, setSegmentsText] = useState(() =>
    (contact?.segments ?? []).map((segment) => segment.name).join(', '),
  );
  const errors = form.formState.errors;
  const properties = form.watch('properties') ?? [];
  const number = form.watch('number') ?? '';
  const numberChanged =
    contact !== null && normalizeContactNumber(number) !== contact.number && number.trim() !== '';

  const setSegments = (text: string) => {
    setSegmentsText(text);
    const known = new Map((contact?.segments ?? []).map((segment) => [segment.name, segment.id]));
    form.setValue(
      'segments',
      namesOf(text).map((name) => ({ id: known.get(name) ?? null, name })),
      { shouldValidate: form.formState.isSubmitted },
    );
  };

  const setProperties = (next: typeof properties) =>
    form.setValue('properties', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  const submit = form.handleSubmit(async (input) => {
    try {
      const saved = await save.mutateAsync(contactBodyOf(input));
      notify.success('saved');
      onSaved?.(saved);
      onClose();
    } catch (error) {
      if (statusOf(error) === 409) form.setError('number', { message: 'exitsRepeatNumber' });
    }
  });

  return (
    <AppDialog
      open
      onClose={onClose}
      title={contact ? t('formEdit') : t('formNew')}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} loading={save.isPending}>
            {t('save')}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={submit}>
        <Stack gap="4">
          <FormField
            label={t('formNumber')}
            required
            error={errors.number}
            helperText={numberChanged ? t('formNumberChanged') : t('formNumberHint')}
          >
            <Input
              {...form.register('number')}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              maxLength={30}
            />
          </FormField>
          <FormField label={t('formTags')} error={firstMessage(errors.tags)} helperText={t('formCommaHint')}>
            <Input {...form.register('tags')} autoComplete="off" />
          </FormField>
          <FormField
            label={t('formSegments')}
            error={firstMessage(errors.segments)}
            helperText={t('formCommaHint')}
          >
            <Input
              value={segmentsText}
              autoComplete="off"
              onChange={(event) => setSegments(event.target.value)}
            />
          </FormField>
          <Stack as="fieldset" gap="2">
            <Text as="legend" fontWeight="medium" fontSize="sm" mb="1">
              {t('formProperties')}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {t('formPropertiesHint')}
            </Text>
            {properties.map((property, index) => (
              <HStack
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; a removal re-renders all
                key={index}
                gap="2"
                align="start"
              >
                <Input
                  aria-label={t('formPropertyName', { index: index + 1 })}
                  aria-invalid={errors.properties?.[index]?.name ? true : undefined}
                  value={property.name}
                  maxLength={SMS_LIMITS.propertyName}
                  placeholder={t('formPropertyNamePlaceholder')}
                  onChange={(event) =>
                    setProperties(
                      properties.map((item, at) =>
                        at === index ? { ...item, name: event.target.value } : item,
                      ),
                    )
                  }
                />
                <Input
                  aria-label={t('formPropertyValue', { index: index + 1 })}
                  aria-invalid={errors.properties?.[index]?.value ? true : undefined}
                  value={property.value}
                  maxLength={SMS_LIMITS.propertyValue}
                  placeholder={t('formPropertyValuePlaceholder')}
                  onChange={(event) =>
                    setProperties(
                      properties.map((item, at) =>
                        at === index ? { ...item, value: event.target.value } : item,
                      ),
                    )
                  }
                />
                <IconButton
                  variant="ghost"
                  aria-label={t('formPropertyRemove', { index: index + 1 })}
                  onClick={() => setProperties(properties.filter((_, at) => at !== index))}
                >
                  <CloseIcon />
                </IconButton>
              </HStack>
            ))}
            {firstMessage(errors.properties) ? (
              <Text color="fg.error" fontSize="sm" role="alert">
                {uiT.maybe(firstMessage(errors.properties)?.message ?? 'invalid')}
              </Text>
            ) : null}
            <Button
              alignSelf="start"
              size="sm"
              variant="outline"
              disabled={properties.length >= SMS_LIMITS.propertiesPerContact}
              onClick={() => setProperties([...properties, { name: '', value: '' }])}
            >
              <PlusIcon />
              {t('formPropertyAdd')}
            </Button>
          </Stack>
        </Stack>
      </form>
    </AppDialog>
  );
}
