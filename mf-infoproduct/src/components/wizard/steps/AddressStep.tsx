import { INFOPRODUCT_LIMITS } from '@atalho/sdk/infoproducts';
import { CheckCircleIcon, CloseIcon, FormField } from '@atalho/ui';
import { Box, Code, Input, InputGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import type { SubdomainStatus } from '../../../hooks/wizard/useSubdomainCheck';
import { wizardError, wt } from '../../../wizard-i18n';
import type { StepProps } from '../wizard-form';

/** The page's public host (the panel's own origin, where `/{code}` is served). */
export const publicHost = () => globalThis.location?.host ?? '';

/**
 * Step 3: the subdomain, which is the page's link code (spec 001 §5: required, letters and hyphens, at most 50),
 * with the check's state beside it: waiting/spinner, green tick or red sign, and the page's full address.
 */
export function AddressStep({ form, status }: StepProps & { status: SubdomainStatus }) {
  const code = form.watch('onlineAddress.code').trim();
  const fieldError = form.formState.errors.onlineAddress?.code;
  const indicator =
    status === 'checking' || status === 'waiting' ? (
      <Spinner size="sm" color="fg.muted" data-testid="subdomain-checking" />
    ) : status === 'available' ? (
      <Box color="fg.success" data-testid="subdomain-available" aria-hidden>
        <CheckCircleIcon />
      </Box>
    ) : status === 'taken' ? (
      <Box color="fg.error" data-testid="subdomain-taken" aria-hidden>
        <CloseIcon />
      </Box>
    ) : null;
  const helper =
    status === 'available'
      ? wt('subdomainAvailable')
      : status === 'checking'
        ? wt('subdomainChecking')
        : status === 'waiting'
          ? wt('subdomainWaiting')
          : status === 'failed'
            ? wt('subdomainFailed')
            : wt('subdomainHint');
  return (
    <Stack gap="5">
      <Text color="fg.muted">{wt('addressIntro')}</Text>
      <FormField
        label={wt('subdomainLabel')}
        required
        error={
          wizardError(fieldError) ??
          (status === 'taken' ? { message: wt('subdomainAlreadyInUSe') } : undefined)
        }
        helperText={
          <Text as="span" aria-live="polite" color={status === 'available' ? 'fg.success' : undefined}>
            {helper}
          </Text>
        }
      >
        <InputGroup
          startElement={
            <Text fontSize="sm" color="fg.muted">
              /
            </Text>
          }
          endElement={indicator}
        >
          <Input
            {...form.register('onlineAddress.code')}
            autoCapitalize="none"
            autoComplete="off"
            spellCheck={false}
            maxLength={INFOPRODUCT_LIMITS.subdomain + 10}
          />
        </InputGroup>
      </FormField>
      <Box borderWidth="1px" borderRadius="l3" p="4" bg="bg.subtle">
        <Text fontSize="sm" color="fg.muted">
          {wt('fullAddress')}
        </Text>
        <Code
          fontSize="md"
          wordBreak="break-all"
          whiteSpace="normal"
          bg="transparent"
          px="0"
          data-testid="full-address"
        >
          {publicHost()}/{code || '…'}
        </Code>
      </Box>
    </Stack>
  );
}
