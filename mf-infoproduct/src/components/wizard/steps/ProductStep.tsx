import { INFOPRODUCT_LIMITS } from '@atalho/sdk/infoproducts';
import { FormField } from '@atalho/ui';
import { Badge, Checkbox, Field, Heading, Input, Stack, Textarea } from '@chakra-ui/react';
import { wizardError, wt } from '../../../wizard-i18n';
import { ChoiceCards } from '../ChoiceCards';
import { Counter } from '../Counter';
import { EbookUpload } from '../EbookUpload';
import { fileAfterRemoval } from '../wizard-draft';
import { edit, type StepProps } from '../wizard-form';

/**
 * Step 2: what is offered. The product type (E_BOOK; LINK exists but is disabled), what the reader does with it,
 * the PDF (shown once E_BOOK is chosen), the page's title, subtitle and short description, and, for a new item,
 * the rights declaration.
 */
export function ProductStep({ form }: StepProps) {
  const { register, watch, setValue, formState } = form;
  const errors = formState.errors;
  const type = watch('type');
  const isNew = watch('id') === null;
  return (
    <Stack gap="6">
      <Stack gap="3">
        <Heading as="h3" size="sm">
          {wt('productTypeLabel')}
        </Heading>
        <ChoiceCards
          label={wt('productTypeLabel')}
          value={type}
          onChange={(value) => setValue('type', value as 'E_BOOK', edit)}
          choices={[
            { value: 'E_BOOK', label: wt('productEbook'), description: wt('productEbookText') },
            {
              value: 'LINK',
              label: wt('productLink'),
              description: wt('productLinkText'),
              disabled: true,
              badge: (
                <Badge size="sm" colorPalette="gray" ms="1">
                  {wt('unavailable')}
                </Badge>
              ),
            },
          ]}
        />
      </Stack>
      {type === 'E_BOOK' && (
        <EbookUpload
          value={watch('resource')}
          onChange={(value) => setValue('resource', value ?? fileAfterRemoval(watch('resource')), edit)}
        />
      )}
      <Stack gap="3">
        <Heading as="h3" size="sm">
          {wt('actionLabel')}
        </Heading>
        <ChoiceCards
          label={wt('actionLabel')}
          value={watch('action')}
          onChange={(value) => setValue('action', value, edit)}
          choices={[
            { value: 'DOWNLOAD', label: wt('actionDownload') },
            { value: 'ACCESS', label: wt('actionAccess') },
          ]}
        />
      </Stack>
      <FormField
        label={wt('titleLabel')}
        required
        error={wizardError(errors.title)}
        helperText={<Counter value={watch('title')} max={INFOPRODUCT_LIMITS.title} />}
      >
        <Input {...register('title')} maxLength={INFOPRODUCT_LIMITS.title + 20} />
      </FormField>
      <FormField
        label={wt('subtitleLabel')}
        required
        error={wizardError(errors.subtitle)}
        helperText={<Counter value={watch('subtitle')} max={INFOPRODUCT_LIMITS.subtitle} />}
      >
        <Input {...register('subtitle')} maxLength={INFOPRODUCT_LIMITS.subtitle + 20} />
      </FormField>
      <FormField
        label={wt('shortDescriptionLabel')}
        required
        error={wizardError(errors.shortDescription)}
        helperText={<Counter value={watch('shortDescription')} max={INFOPRODUCT_LIMITS.shortDescription} />}
      >
        <Textarea {...register('shortDescription')} rows={3} autoresize />
      </FormField>
      {isNew && (
        <Field.Root invalid={errors.responsibility !== undefined && formState.touchedFields.responsibility}>
          <Checkbox.Root
            checked={watch('responsibility')}
            onCheckedChange={({ checked }) => setValue('responsibility', checked === true, edit)}
            alignItems="flex-start"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label fontWeight="normal">{wt('responsibilityLabel')}</Checkbox.Label>
          </Checkbox.Root>
        </Field.Root>
      )}
    </Stack>
  );
}
