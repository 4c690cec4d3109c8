import {
  optInMessage,
  SMS_BUSINESS_MAX,
  SMS_OPT_IN_EXAMPLE_LINK,
  type SmsConfig,
  type SmsConfigBody,
  smsConfigBody,
} from '@atalho/sdk/sms';
import { AppDialog, ConfirmDialog, FormField, notify, useSchemaForm } from '@atalho/ui';
import { Box, Button, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSaveSmsConfig } from '../../hooks/useSmsConfig';
import { t } from '../../i18n';

/** What the name field keeps as it is typed (spec 002 §5): uppercased, no leading spaces, at most the limit. */
export function businessAsTyped(value: string): string {
  return value.toUpperCase().trimStart().slice(0, SMS_BUSINESS_MAX);
}

/** Whether saving `business` replaces a name the contacts already consented to (it needs the confirmation). */
export function changesBusiness(config: SmsConfig | null, business: string): boolean {
  const current = config?.business ?? '';
  return current !== '' && current !== business.trim().toUpperCase();
}

const FORM_ID = 'sms-config-form';

/**
 * The SMS config (spec 002 §2 "SMS dialogs", §5 "Business name"): the business name, uppercased as typed,
 * with its counter and the opt-in request it signs. Changing a name that is set asks first ('areYouSure',
 * 'operationCannotBeUndone', §4): every contact goes back to needing permission. The question replaces
 * the form (no nested dialogs); cancelling it brings the form back.
 */
export function SmsConfigDialog({
  open,
  config,
  onClose,
}: {
  open: boolean;
  config: SmsConfig | null;
  onClose(): void;
}) {
  const form = useSchemaForm(smsConfigBody, {
    defaultValues: {
      business: config?.business ?? '',
      buyAutomatically: config?.buyAutomatically ?? false,
      creditsToBuy: config?.creditsToBuy ?? 0,
      confirmBusinessChange: false,
    },
  });
  const save = useSaveSmsConfig();
  const [confirming, setConfirming] = useState<SmsConfigBody | null>(null);
  const business = form.watch('business') ?? '';
  const example = optInMessage(business.trim() || t('configExamplePlaceholder'), SMS_OPT_IN_EXAMPLE_LINK);

  const send = async (body: SmsConfigBody) => {
    const saved = await save.mutateAsync(body).catch(() => null);
    if (!saved) return;
    notify.success('saved');
    setConfirming(null);
    onClose();
  };

  const submit = form.handleSubmit((body) => {
    if (changesBusiness(config, body.business)) setConfirming({ ...body, confirmBusinessChange: true });
    else void send({ ...body, confirmBusinessChange: false });
  });

  return (
    <>
      <AppDialog
        open={open && confirming === null}
        onClose={onClose}
        title={t('configTitle')}
        footer={
          <>
            <Button variant="outline" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" form={FORM_ID} loading={save.isPending && confirming === null}>
              {t('save')}
            </Button>
          </>
        }
      >
        <form id={FORM_ID} noValidate onSubmit={submit}>
          <Stack gap="4">
            <Text color="fg.muted">{t('configIntro')}</Text>
            <FormField
              label={t('configBusiness')}
              required
              error={form.formState.errors.business}
              helperText={t('configCounter', { count: business.length, max: SMS_BUSINESS_MAX })}
            >
              <Input
                {...form.register('business')}
                value={business}
                maxLength={SMS_BUSINESS_MAX}
                autoComplete="organization"
                onChange={(event) =>
                  form.setValue('business', businessAsTyped(event.target.value), {
                    shouldDirty: true,
                    shouldValidate: form.formState.isSubmitted,
                  })
                }
              />
            </FormField>
            <Stack gap="1">
              <Text fontSize="sm" fontWeight="semibold" id="sms-config-example">
                {t('configExample')}
              </Text>
              <Box
                as="output"
                aria-labelledby="sms-config-example"
                bg="bg.muted"
                borderRadius="l2"
                p="3"
                fontSize="sm"
                overflowWrap="anywhere"
                data-testid="opt-in-example"
              >
                {example}
              </Box>
            </Stack>
          </Stack>
        </form>
      </AppDialog>
      <ConfirmDialog
        open={open && confirming !== null}
        title={t('areYouSure')}
        confirmLabel={t('confirmBusinessChange')}
        destructive
        loading={save.isPending}
        onConfirm={() => confirming && void send(confirming)}
        onClose={() => setConfirming(null)}
      >
        {t('operationCannotBeUndone', {
          old: config?.business ?? '',
          business: confirming?.business ?? '',
        })}
      </ConfirmDialog>
    </>
  );
}
