import { INFOPRODUCT_LIMITS } from '@atalho/sdk/infoproducts';
import { FormField, LockIcon, PlanLockedNotice, TrashIcon } from '@atalho/ui';
import {
  Box,
  Button,
  Checkbox,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { wizardError, wt } from '../../../wizard-i18n';
import { RemovedRow } from '../RemovedRow';
import { type DraftField, newEntry, newField, removeEntry, restoreEntry } from '../wizard-draft';
import { edit, type StepProps } from '../wizard-form';

/** The e-mail every form asks (spec 001 §3): shown fixed, first. */
function EmailRow() {
  return (
    <HStack gap="3" borderWidth="1px" borderRadius="l3" p="4" bg="bg.subtle" data-testid="email-field">
      <Box color="fg.muted" aria-hidden>
        <LockIcon />
      </Box>
      <Box>
        <Text fontWeight="semibold">{wt('emailField')}</Text>
        <Text fontSize="sm" color="fg.muted">
          {wt('emailFieldFixed')}
        </Text>
      </Box>
    </HStack>
  );
}

/**
 * Step 7 (PRO): the contact form's own questions. Each has a name (required, ≤ 50), a type (text or a list of
 * options), what a text accepts and whether it is required; turning a field into a list adds one empty option
 * when it has none (spec 001 §2). Below PRO: the locked notice.
 */
export function ContactFormStep({ form, pro }: StepProps) {
  const { register, watch, setValue, formState } = form;
  const fields = watch('formFields');
  const set = (next: DraftField[]) => setValue('formFields', next, edit);
  const update = (index: number, change: Partial<DraftField>) =>
    set(fields.map((field, i) => (i === index ? { ...field, ...change } : field)));
  const errorsOf = (index: number) => formState.errors.formFields?.[index];

  const changeType = (index: number, type: DraftField['type']) => {
    const field = fields[index];
    if (!field) return;
    const needsOption = type === 'SELECT_FIELD' && field.options.every((option) => option.deleted);
    update(index, { type, options: needsOption ? [...field.options, newEntry()] : field.options });
  };

  if (!pro) {
    return (
      <Stack gap="4">
        <EmailRow />
        <PlanLockedNotice feature="infoproductPro" description={wt('formProNotice')} />
      </Stack>
    );
  }

  const full = fields.filter((field) => !field.deleted).length >= INFOPRODUCT_LIMITS.formFields;
  return (
    <Stack gap="4">
      <Text color="fg.muted">{wt('formIntro')}</Text>
      <EmailRow />
      {fields.map((field, index) => {
        if (field.deleted) {
          return (
            <RemovedRow key={field.key} text={field.name} onUndo={() => set(restoreEntry(fields, index))} />
          );
        }
        const errors = errorsOf(index);
        const n = index + 1;
        return (
          <Stack
            key={field.key}
            gap="4"
            borderWidth="1px"
            borderRadius="l3"
            p="4"
            as="fieldset"
            data-testid="form-field"
          >
            <HStack justify="space-between">
              <Text as="legend" fontWeight="semibold">
                {wt('fieldTitle', { n })}
              </Text>
              <IconButton
                size="sm"
                variant="ghost"
                colorPalette="red"
                aria-label={wt('fieldRemove', { n })}
                onClick={() => set(removeEntry(fields, index))}
              >
                <TrashIcon />
              </IconButton>
            </HStack>
            <FormField label={wt('fieldName')} required error={wizardError(errors?.name)}>
              <Input {...register(`formFields.${index}.name`)} />
            </FormField>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <FormField label={wt('fieldType')}>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    value={field.type}
                    onChange={(event) => changeType(index, event.target.value as DraftField['type'])}
                  >
                    <option value="TEXT_FIELD">{wt('fieldText')}</option>
                    <option value="SELECT_FIELD">{wt('fieldSelect')}</option>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              {field.type === 'TEXT_FIELD' && (
                <FormField label={wt('fieldInputType')}>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      value={field.inputType}
                      onChange={(event) =>
                        update(index, { inputType: event.target.value as DraftField['inputType'] })
                      }
                    >
                      <option value="ALPHANUMERIC">{wt('fieldAlphanumeric')}</option>
                      <option value="NUMERIC">{wt('fieldNumeric')}</option>
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
              )}
            </SimpleGrid>
            {field.type === 'SELECT_FIELD' && (
              <Stack gap="2" ps={{ base: '0', sm: '3' }} borderStartWidth={{ sm: '2px' }}>
                {field.options.map((option, at) =>
                  option.deleted ? (
                    <RemovedRow
                      key={option.key}
                      text={option.value}
                      onUndo={() => update(index, { options: restoreEntry(field.options, at) })}
                    />
                  ) : (
                    <HStack key={option.key} gap="1" align="flex-start">
                      <FormField
                        label={wt('optionLabel', { n: at + 1 })}
                        required
                        error={wizardError(errors?.options?.[at]?.value)}
                        rootProps={{ flex: '1', minW: '0' }}
                      >
                        <Input {...register(`formFields.${index}.options.${at}.value`)} size="sm" />
                      </FormField>
                      <IconButton
                        mt="6"
                        size="sm"
                        variant="ghost"
                        colorPalette="red"
                        aria-label={wt('optionRemove', { n: at + 1 })}
                        onClick={() => update(index, { options: removeEntry(field.options, at) })}
                      >
                        <TrashIcon />
                      </IconButton>
                    </HStack>
                  ),
                )}
                {field.options.every((option) => option.deleted) && (
                  <Text color="fg.error" fontSize="sm" role="alert">
                    {wt('optionsNone')}
                  </Text>
                )}
                <Button
                  size="xs"
                  variant="outline"
                  alignSelf="start"
                  disabled={field.options.filter((o) => !o.deleted).length >= INFOPRODUCT_LIMITS.options}
                  onClick={() => update(index, { options: [...field.options, newEntry()] })}
                >
                  {wt('optionAdd')}
                </Button>
              </Stack>
            )}
            {/* A list is always answered (spec 000 §5: select fields required), whatever the flag says. */}
            <Checkbox.Root
              checked={field.type === 'SELECT_FIELD' || field.required}
              disabled={field.type === 'SELECT_FIELD'}
              onCheckedChange={({ checked }) => update(index, { required: checked === true })}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                {field.type === 'SELECT_FIELD' ? wt('fieldRequiredList') : wt('fieldRequired')}
              </Checkbox.Label>
            </Checkbox.Root>
          </Stack>
        );
      })}
      <Button
        size="sm"
        variant="outline"
        alignSelf="start"
        disabled={full}
        onClick={() => set([...fields, newField()])}
      >
        {wt('fieldAdd')}
      </Button>
    </Stack>
  );
}
