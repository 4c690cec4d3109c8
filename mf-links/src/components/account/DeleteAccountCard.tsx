import { ACCOUNT_CONFIRMATION_MISMATCH, accountDeletionBody, confirmsEmail } from '@atalho/sdk/account';
import { AppDialog, FormField, useSchemaForm } from '@atalho/ui';
import { Button, Card, Dialog, Input, Stack, Text } from '@chakra-ui/react';
import { useId, useMemo, useState } from 'react';
import * as v from 'valibot';
import { useAccountDeletion } from '../../hooks/useAccountDeletion';
import { t } from '../../i18n';

/** The API's body, plus the check the API makes: the typed text is this account's e-mail. */
function confirmationForm(email: string) {
  return v.object({
    confirmation: v.pipe(
      accountDeletionBody.entries.confirmation,
      v.check((typed) => confirmsEmail(typed, email), ACCOUNT_CONFIRMATION_MISMATCH),
    ),
  });
}

function DeleteAccountDialog({ email, open, onClose }: { email: string; open: boolean; onClose(): void }) {
  const schema = useMemo(() => confirmationForm(email), [email]);
  const form = useSchemaForm(schema, { mode: 'onChange', defaultValues: { confirmation: '' } });
  const deletion = useAccountDeletion();
  const formId = useId();
  const submit = form.handleSubmit(({ confirmation }) => deletion.mutate(confirmation));
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <AppDialog
      open={open}
      onClose={close}
      role="alertdialog"
      title={t('accountDeleteDialogTitle')}
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">{t('accountDeleteCancel')}</Button>
          </Dialog.ActionTrigger>
          <Button
            type="submit"
            form={formId}
            colorPalette="red"
            disabled={!form.formState.isValid}
            loading={deletion.isPending}
          >
            {t('accountDeleteConfirm')}
          </Button>
        </>
      }
    >
      <Stack as="form" id={formId} gap="4" onSubmit={submit}>
        <Text>{t('accountDeleteDialogText')}</Text>
        <FormField label={t('accountDeleteTypeEmail', { email })}>
          <Input type="email" autoComplete="off" spellCheck={false} {...form.register('confirmation')} />
        </FormField>
      </Stack>
    </AppDialog>
  );
}

/**
 * "Excluir minha conta": what goes and what stays, then a dialog where the account's e-mail is typed again (sign-in
 * is through Google: there is no password to ask for). The button stays off until the e-mail matches.
 */
export function DeleteAccountCard({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Card.Root variant="outline" borderColor="border.error">
      <Card.Header>
        <Card.Title as="h2">{t('accountDeleteTitle')}</Card.Title>
        <Card.Description>{t('accountDeleteText')}</Card.Description>
      </Card.Header>
      <Card.Body>
        <Button alignSelf="start" colorPalette="red" variant="outline" onClick={() => setOpen(true)}>
          {t('accountDeleteButton')}
        </Button>
      </Card.Body>
      <DeleteAccountDialog email={email} open={open} onClose={() => setOpen(false)} />
    </Card.Root>
  );
}
