import { type BillingAddress, billingAddress, brazilianStates } from '@atalho/sdk/schemas';
import { FormField, useSchemaForm } from '@atalho/ui';
import { Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { t } from '../i18n';
import { maskCep, masked } from '../lib/masks';
import { StepActions } from './StepActions';
import { StepForm } from './StepForm';
import type { StepProps } from './types';

const EMPTY = { line1: '', line2: '', zipCode: '', city: '', state: '' };

/** The card's billing address: CEP 99999-999 and one of the 27 UFs (spec 002 §5 "Billing address"). */
export function AddressStep({ defaultValues, onBack, onNext }: StepProps<BillingAddress>) {
  const form = useSchemaForm(billingAddress, {
    // On change for Next, on blur too: leaving an empty required field shows its message.
    mode: 'all',
    // The UF select starts on its placeholder; the schema refuses it until a state is chosen.
    defaultValues: (defaultValues ?? EMPTY) as BillingAddress,
  });
  const { errors, isValid } = form.formState;
  return (
    <StepForm onSubmit={form.handleSubmit((values) => onNext(values))}>
      <FormField label={t('fieldZipCode')} error={errors.zipCode} required>
        <Input
          {...masked(form.register('zipCode'), maskCep)}
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="99999-999"
          maxLength={9}
        />
      </FormField>
      <FormField label={t('fieldLine1')} error={errors.line1} required>
        <Input {...form.register('line1')} autoComplete="address-line1" maxLength={55} />
      </FormField>
      <FormField label={t('fieldLine2')} error={errors.line2}>
        <Input {...form.register('line2')} autoComplete="address-line2" maxLength={30} />
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
        <FormField
          label={t('fieldCity')}
          error={errors.city}
          required
          rootProps={{ gridColumn: { sm: 'span 2' } }}
        >
          <Input {...form.register('city')} autoComplete="address-level2" maxLength={50} />
        </FormField>
        <FormField label={t('fieldState')} error={errors.state} required>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('state')} autoComplete="address-level1">
              <option value="">{t('fieldStatePlaceholder')}</option>
              {brazilianStates.map((uf) => (
                <option key={uf} value={uf}>
                  {uf}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </SimpleGrid>
      <StepActions onBack={onBack} canContinue={isValid} />
    </StepForm>
  );
}
