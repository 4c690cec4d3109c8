import { Stack, Text } from '@chakra-ui/react';
import { wt } from '../../../wizard-i18n';
import { ChoiceCards } from '../ChoiceCards';
import { edit, type StepProps } from '../wizard-form';

/** Step 1: the page type. LEEDS is the only one (spec 001 §3), shown as the one choice and explained. */
export function SiteTypeStep({ form }: StepProps) {
  const pageType = form.watch('pageType');
  return (
    <Stack gap="4">
      <Text color="fg.muted">{wt('siteTypeIntro')}</Text>
      <ChoiceCards
        label={wt('step1')}
        value={pageType}
        onChange={(value) => form.setValue('pageType', value, edit)}
        choices={[{ value: 'LEEDS', label: wt('siteTypeLeeds'), description: wt('siteTypeLeedsText') }]}
      />
      <Text fontSize="sm" color="fg.muted">
        {wt('siteTypeOnly')}
      </Text>
    </Stack>
  );
}
