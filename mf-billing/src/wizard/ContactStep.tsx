import { FormField, useSchemaForm } from '@atalho/ui';
import { Input, SimpleGrid } from '@chakra-ui/react';
import { t } from '../i18n';
import { maskDigits, masked } from '../lib/masks';
import { StepActions } from './StepActions';
import { StepForm } from './StepForm';
import { contactStep } from './step-schemas';
import type { ContactDetails, StepProps } from './types';

const BRAZIL = { countryCode: '55', areaCode: '', number: '' };

/** The payer's name and phone: DDI, DDD and number (spec 002 §5 "Customer and phone"). */
export function ContactStep({ defaultValues, onBack, onNext }: StepProps<ContactDetails>) {
  const form = useSchemaForm(contactStep, {
    // On change for Next, on blur too: leaving an empty required field shows its message.
    mode: 'all',
    defaultValues: defaultValues ?? { name: '', phone: BRAZIL },
  });
  const { errors, isValid } = form.formState;
  return (
    <StepForm onSubmit={form.handleSubmit((values) => onNext(values))}>
      <FormField label={t('fieldName')} error={errors.name} required>
        <Input {...form.register('name')} autoComplete="name" maxLength={40} />
      </FormField>
      <SimpleGrid columns={{ base: 2, sm: 4 }} gap="3">
        <FormField label={t('fieldCountryCode')} error={errors.phone?.countryCode} required>
          <Input
            {...masked(form.register('phone.countryCode'), maskDigits(5))}
            inputMode="numeric"
            autoComplete="tel-country-code"
          />
        </FormField>
        <FormField label={t('fieldAreaCode')} error={errors.phone?.areaCode} required>
          <Input
            {...masked(form.register('phone.areaCode'), maskDigits(5))}
            inputMode="numeric"
            autoComplete="tel-area-code"
          />
        </FormField>
        <FormField
          label={t('fieldPhoneNumber')}
          error={errors.phone?.number}
          required
          rootProps={{ gridColumn: { base: 'span 2', sm: 'span 2' } }}
        >
          <Input
            {...masked(form.register('phone.number'), maskDigits(15))}
            inputMode="tel"
            autoComplete="tel-local"
          />
        </FormField>
      </SimpleGrid>
      <StepActions onBack={onBack} canContinue={isValid} />
    </StepForm>
  );
}
