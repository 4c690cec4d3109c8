import { CheckCircleIcon, CloseIcon, FormField, type SchemaForm } from '@atalho/ui';
import { Box, Input, InputGroup, Spinner, Text } from '@chakra-ui/react';
import type { UsernameStatus } from '../hooks/useUsernameCheck';
import { t } from '../i18n';
import type { bioEditorSchema } from './bio-draft';

const pageUrlOf = (username: string) => `${globalThis.location?.origin ?? ''}/${username}`;

/** The username (the bio link's code) with the live check's spinner, green tick or red cross. */
export function UsernameField({
  form,
  status,
}: {
  form: SchemaForm<typeof bioEditorSchema>;
  status: UsernameStatus;
}) {
  const username = form.watch('onlineAddress.code').trim();
  const fieldError = form.formState.errors.onlineAddress?.code;
  const indicator =
    status === 'checking' ? (
      <Spinner size="sm" aria-label={t('usernameChecking')} />
    ) : status === 'available' ? (
      <Box color="fg.success" data-testid="username-available" aria-hidden>
        <CheckCircleIcon />
      </Box>
    ) : status === 'taken' ? (
      <Box color="fg.error" data-testid="username-taken" aria-hidden>
        <CloseIcon />
      </Box>
    ) : null;
  const helper =
    status === 'available' ? (
      <Text as="span" color="fg.success">
        {t('usernameAvailable', { url: pageUrlOf(username) })}
      </Text>
    ) : status === 'checking' ? (
      t('usernameChecking')
    ) : status === 'failed' ? (
      t('usernameFailed')
    ) : (
      t('usernameHint')
    );
  return (
    <FormField
      label={t('usernameLabel')}
      required
      error={fieldError ?? (status === 'taken' ? { message: t('usernameTaken') } : undefined)}
      helperText={<span aria-live="polite">{helper}</span>}
    >
      <InputGroup endElement={indicator}>
        <Input
          {...form.register('onlineAddress.code')}
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          maxLength={30}
        />
      </InputGroup>
    </FormField>
  );
}
