import { FormField, useSchemaForm } from '@atalho/ui';
import { Input } from '@chakra-ui/react';
import { t } from '../i18n';
import { maskDigits, masked } from '../lib/masks';
import { StepActions } from './StepActions';
import { StepForm } from './StepForm';
import { documentStep } from './step-schemas';
import type { StepProps } from './types';

/**
 * CPF or CNPJ, digits only (spec 002 §5 "Document"). No `maxLength` on the input: the browser would cut a pasted
 * `11.222.333/0001-81` at 16 characters, punctuation included; the mask keeps its digits instead.
 */
export function DocumentStep({ defaultValues, onBack, onNext }: StepProps<string>) {
  const form = useSchemaForm(documentStep, {
    // On change for Next, on blur too: leaving an empty required field shows its message.
    mode: 'all',
    defaultValues: { document: defaultValues ?? '' },
  });
  const { errors, isValid } = form.formState;
  return (
    <StepForm onSubmit={form.handleSubmit(({ document }) => onNext(document))}>
      <FormField
        label={t('fieldDocument')}
        helperText={t('fieldDocumentHelp')}
        error={errors.document}
        required
      >
        <Input
          {...masked(form.register('document'), maskDigits(16))}
          inputMode="numeric"
          autoComplete="off"
        />
      </FormField>
      <StepActions onBack={onBack} canContinue={isValid} />
    </StepForm>
  );
}
