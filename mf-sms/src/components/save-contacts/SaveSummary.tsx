import { type ContactsSaved, formatContactNumber } from '@atalho/sdk/sms';
import { formatNumber } from '@atalho/ui';
import { List, Stack, Text } from '@chakra-ui/react';
import { t, tCount } from './i18n';

/** Numbers listed by name before "e mais N". */
const LISTED_DUPLICATES = 20;

/** What a save did: contacts created and updated, and the numbers skipped because the owner has them. */
export function SaveSummary({ saved }: { saved: ContactsSaved }) {
  const duplicates = saved.duplicates.length;
  return (
    <Stack gap="4" role="status">
      <List.Root gap="1" ps="5">
        <List.Item>{tCount(saved.created, 'summaryCreatedOne', 'summaryCreated')}</List.Item>
        {saved.updated > 0 && (
          <List.Item>{t('summaryUpdated', { count: formatNumber(saved.updated) })}</List.Item>
        )}
        {duplicates > 0 && (
          <List.Item>{tCount(duplicates, 'summaryDuplicatesOne', 'summaryDuplicates')}</List.Item>
        )}
      </List.Root>
      {duplicates > 0 && (
        <Stack gap="1">
          <Text fontSize="sm" fontWeight="semibold">
            {t('summaryDuplicatesList')}
          </Text>
          <Text fontSize="sm" color="fg.muted" data-testid="duplicate-numbers">
            {saved.duplicates.slice(0, LISTED_DUPLICATES).map(formatContactNumber).join(', ')}
            {duplicates > LISTED_DUPLICATES &&
              ` ${t('summaryMore', { count: formatNumber(duplicates - LISTED_DUPLICATES) })}`}
          </Text>
        </Stack>
      )}
      <Text fontSize="sm">{t('summaryNext')}</Text>
    </Stack>
  );
}
