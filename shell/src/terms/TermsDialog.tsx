import { notify } from '@atalho/ui';
import { Button, Checkbox, Dialog, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { acceptTerms, findPendingTerms, type PendingTerms } from './terms-api';

/** Asks a signed-in user to accept the latest terms of use and privacy policy (spec 001 §2). */
export function TermsDialog() {
  const [pending, setPending] = useState<PendingTerms | null>(null);
  const [termsChecked, setTermsChecked] = useState(false);
  const [privacyChecked, setPrivacyChecked] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let active = true;
    findPendingTerms().then((result) => {
      if (active && (result.termsOfUse || result.privacyPolicy)) setPending(result);
    });
    return () => {
      active = false;
    };
  }, []);

  if (!pending) return null;

  const save = async () => {
    setSaving(true);
    try {
      await acceptTerms(pending);
      notify.success('saved');
      setPending(null);
    } catch {
      // The SDK already showed the server's messages; keep the dialog so the user can try again.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog.Root open closeOnInteractOutside={false} closeOnEscape={false} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Atualizamos nossos termos</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text color="fg.muted">
                  Para continuar usando o Atalho, leia e aceite a versão mais recente dos termos de uso e da
                  política de privacidade.
                </Text>
                <Checkbox.Root
                  checked={termsChecked}
                  onCheckedChange={(d) => setTermsChecked(d.checked === true)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    Li e aceito os{' '}
                    <Link asChild color="brand.fg">
                      <RouterLink to="/privacy-policy" target="_blank">
                        termos de uso
                      </RouterLink>
                    </Link>
                  </Checkbox.Label>
                </Checkbox.Root>
                <Checkbox.Root
                  checked={privacyChecked}
                  onCheckedChange={(d) => setPrivacyChecked(d.checked === true)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    Li e aceito a{' '}
                    <Link asChild color="brand.fg">
                      <RouterLink to="/privacy-policy" target="_blank">
                        política de privacidade
                      </RouterLink>
                    </Link>
                  </Checkbox.Label>
                </Checkbox.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={save} loading={saving} disabled={!termsChecked || !privacyChecked}>
                Aceitar e continuar
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
