import type { OnlineAddress } from '@atalho/sdk/schemas';
import { shortenableUrl, updateOnlineAddressBody } from '@atalho/sdk/schemas';
import { AppDialog, FormField, notify, PlanLockedNotice, useEntitlement, useSchemaForm } from '@atalho/ui';
import { Button, Dialog, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import * as v from 'valibot';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import { useCodeAvailability } from '../../hooks/useLinkLookups';
import { useLinkUpdate } from '../../hooks/useLinkMutations';
import { t } from '../../i18n';
import { shortUrlWithCode } from './link-urls';

/**
 * The dialog edits what PUT /online-addresses/{id} validates: the code and the destination. The destination is
 * checked as the shortener checks a new one (`invalidUrl` while typing), as the server does after its scheme check.
 */
const linkEditForm = v.object({
  code: updateOnlineAddressBody.entries.code,
  url: shortenableUrl,
});

const CODE_CHECK_DELAY_MS = 400;

type CodeState = 'same' | 'checking' | 'free' | 'taken' | 'invalid';

interface LinkEditDialogProps {
  link: OnlineAddress;
  onClose(): void;
}

/**
 * Code and destination of a link (spec 001 §2 "Link edit dialog"): BASIC or better (decision 004);
 * below it the fields are locked with the upgrade notice. The code is checked while typing and the save
 * stays disabled unless it is free or already this link's.
 */
export function LinkEditDialog({ link, onClose }: LinkEditDialogProps) {
  const allowed = useEntitlement('editLink');
  const update = useLinkUpdate();
  const form = useSchemaForm(linkEditForm, {
    mode: 'onChange',
    defaultValues: { code: link.code, url: link.url },
  });
  const code = form.watch('code').trim();
  const settled = useDebouncedValue(code, CODE_CHECK_DELAY_MS);
  const codeChanged = code !== link.code;
  const availability = useCodeAvailability(
    settled,
    link.id,
    allowed && codeChanged && !form.formState.errors.code,
  );

  let codeState: CodeState = 'same';
  if (codeChanged) {
    if (form.formState.errors.code) codeState = 'invalid';
    else if (settled !== code || availability.isFetching || !availability.data) codeState = 'checking';
    else
      codeState = availability.data.available
        ? 'free'
        : availability.data.reason === 'invalid'
          ? 'invalid'
          : 'taken';
  }
  const canSave =
    allowed &&
    form.formState.isDirty &&
    !form.formState.errors.url &&
    (codeState === 'same' || codeState === 'free');

  const submit = form.handleSubmit(async (values) => {
    if (!canSave) return;
    const saved = await update
      .mutateAsync({ id: link.id, body: { code: values.code, url: values.url } })
      .catch(() => null);
    if (!saved) return;
    notify.success('saved');
    onClose();
  });

  const codeHelp =
    codeState === 'checking' ? (
      <Text as="span" display="inline-flex" alignItems="center" gap="1">
        <Spinner size="xs" /> {t('codeChecking')}
      </Text>
    ) : codeState === 'free' ? (
      <Text as="span" color="fg.success">
        {t('codeFree', { url: shortUrlWithCode(link, code) })}
      </Text>
    ) : (
      t('codeHint')
    );

  return (
    <AppDialog
      open
      onClose={onClose}
      title={t('editTitle')}
      wide
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">{t('cancel')}</Button>
          </Dialog.ActionTrigger>
          <Button type="submit" form="link-edit-form" disabled={!canSave} loading={update.isPending}>
            {t('save')}
          </Button>
        </>
      }
    >
      <form id="link-edit-form" onSubmit={submit} noValidate>
        <Stack gap="4">
          {allowed ? null : <PlanLockedNotice feature="editLink" description={t('editLocked')} />}
          <FormField
            label={t('codeLabel')}
            error={codeState === 'taken' ? { message: 'codeAlreadyInUse' } : form.formState.errors.code}
            helperText={codeHelp}
          >
            <Input {...form.register('code')} disabled={!allowed} autoCapitalize="none" spellCheck={false} />
          </FormField>
          <FormField label={t('urlLabel')} error={form.formState.errors.url}>
            <Input {...form.register('url')} disabled={!allowed} inputMode="url" spellCheck={false} />
          </FormField>
        </Stack>
      </form>
    </AppDialog>
  );
}
