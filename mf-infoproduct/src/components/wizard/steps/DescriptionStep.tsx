import { INFOPRODUCT_LIMITS } from '@atalho/sdk/infoproducts';
import { FormField } from '@atalho/ui';
import { Stack, Text, Textarea } from '@chakra-ui/react';
import { wizardError, wt } from '../../../wizard-i18n';
import { Counter } from '../Counter';
import type { StepProps } from '../wizard-form';

/** Step 6: the "more" section's description (required, ≤ 1500). */
export function DescriptionStep({ form }: StepProps) {
  return (
    <Stack gap="4">
      <Text color="fg.muted">{wt('descriptionHint')}</Text>
      <FormField
        label={wt('descriptionLabel')}
        required
        error={wizardError(form.formState.errors.description)}
        helperText={<Counter value={form.watch('description')} max={INFOPRODUCT_LIMITS.description} />}
      >
        <Textarea {...form.register('description')} rows={6} autoresize />
      </FormField>
    </Stack>
  );
}
