import { termsKeys } from '@atalho/sdk';
import { notify, useSchemaForm } from '@atalho/ui';
import { Button, Checkbox, Dialog, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import * as v from 'valibot';
import { acceptTerms, findPendingTerms } from './terms-api';

/** Both boxes must be ticked to save (spec 001 §2). */
const ticked = v.pipe(v.boolean(), v.value(true, 'required'));
const acceptanceForm = v.object({ termsOfUse: ticked, privacyPolicy: ticked });

function Acceptance({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange(checked: boolean): void;
  children: ReactNode;
}) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(details) => onChange(details.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{children}</Checkbox.Label>
    </Checkbox.Root>
  );
}

function PolicyLink({ children }: { children: ReactNode }) {
  return (
    <Link asChild color="brand.fg">
      <RouterLink to="/privacy-policy" target="_blank">
        {children}
      </RouterLink>
    </Link>
  );
}

/** A new user accepts for the first time; one who accepted an earlier version is told what changed. */
const WORDING = {
  first: {
    title: 'Antes de começar',
    text: 'Para começar a usar o Atalho, leia e aceite os termos de uso e a política de privacidade.',
  },
  updated: {
    title: 'Atualizamos nossos termos',
    text: 'Para continuar usando o Atalho, leia e aceite a versão mais recente dos termos de uso e da política de privacidade.',
  },
} as const;

/** Asks a signed-in user to accept the latest terms of use and privacy policy (spec 001 §2). */
export function TermsDialog() {
  // A failed check shows nothing: the dialog never blocks the panel.
  const pending = useQuery({ queryKey: termsKeys.pending(), queryFn: findPendingTerms, retry: false });
  const acceptance = useMutation({ mutationFn: acceptTerms, meta: { invalidates: [termsKeys.all] } });
  const form = useSchemaForm(acceptanceForm, {
    mode: 'onChange',
    defaultValues: { termsOfUse: false, privacyPolicy: false },
  });
  const values = form.watch();

  const open = pending.data && (pending.data.termsOfUse || pending.data.privacyPolicy);
  if (!pending.data || !open) return null;
  const documents = pending.data;
  const wording = documents.first ? WORDING.first : WORDING.updated;

  const tick = (name: 'termsOfUse' | 'privacyPolicy') => (checked: boolean) =>
    form.setValue(name, checked, { shouldValidate: true });

  // A failed save keeps the dialog (the SDK already showed the server's messages) so the user can retry.
  const save = form.handleSubmit(() =>
    acceptance.mutateAsync(documents).then(
      () => notify.success('saved'),
      () => undefined,
    ),
  );

  return (
    <Dialog.Root open closeOnInteractOutside={false} closeOnEscape={false} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form onSubmit={save} noValidate>
              <Dialog.Header>
                <Dialog.Title>{wording.title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text color="fg.muted">{wording.text}</Text>
                  <Acceptance checked={values.termsOfUse} onChange={tick('termsOfUse')}>
                    Li e aceito os <PolicyLink>termos de uso</PolicyLink>
                  </Acceptance>
                  <Acceptance checked={values.privacyPolicy} onChange={tick('privacyPolicy')}>
                    Li e aceito a <PolicyLink>política de privacidade</PolicyLink>
                  </Acceptance>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button type="submit" loading={acceptance.isPending} disabled={!form.formState.isValid}>
                  Aceitar e continuar
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
