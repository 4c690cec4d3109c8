import { Button, CloseButton, Dialog, Portal, Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { type ConsentPreferences, DEFAULT_PREFERENCES, type OptionalCategory } from './consent';

const CATEGORIES: { key: keyof ConsentPreferences; title: string; description: string }[] = [
  {
    key: 'necessary',
    title: 'Necessários',
    description: 'Essenciais para entrar, manter sua sessão e lembrar suas escolhas. Sempre ativos.',
  },
  {
    key: 'analytics',
    title: 'Análise',
    description: 'Nos ajudam a entender como o Atalho é usado para melhorar o produto.',
  },
  {
    key: 'advertising',
    title: 'Publicidade',
    description: 'Permitem mostrar anúncios mais relevantes para você.',
  },
  {
    key: 'research',
    title: 'Pesquisa',
    description: 'Usados em pesquisas de experiência e testes de novas funções.',
  },
];

interface PreferencesDialogProps {
  open: boolean;
  onClose(): void;
  onSave(preferences: ConsentPreferences): void;
}

export function PreferencesDialog({ open, onClose, onSave }: PreferencesDialogProps) {
  const [preferences, setPreferences] = useState<ConsentPreferences>(DEFAULT_PREFERENCES);
  const toggle = (key: OptionalCategory, checked: boolean) =>
    setPreferences((previous) => ({ ...previous, [key]: checked }));

  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Preferências de cookies</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                {CATEGORIES.map(({ key, title, description }) => (
                  <Switch.Root
                    key={key}
                    checked={preferences[key]}
                    disabled={key === 'necessary'}
                    onCheckedChange={(details) => key !== 'necessary' && toggle(key, details.checked)}
                    alignItems="flex-start"
                    justifyContent="space-between"
                    width="full"
                    gap="4"
                  >
                    <Switch.HiddenInput />
                    <Stack gap="0.5">
                      <Switch.Label fontWeight="semibold">{title}</Switch.Label>
                      <Text fontSize="sm" color="fg.muted">
                        {description}
                      </Text>
                    </Stack>
                    <Switch.Control />
                  </Switch.Root>
                ))}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Cancelar
              </Button>
              <Button onClick={() => onSave(preferences)}>Salvar preferências</Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fechar" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
