import { Box, Button, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ACCEPT_ALL, type ConsentPreferences, REJECT_ALL, readConsent, saveConsent } from './consent';

// The preferences dialog loads when the visitor asks for it, not with every page (decision 012).
const PreferencesDialog = lazy(() =>
  import('./PreferencesDialog').then((module) => ({ default: module.PreferencesDialog })),
);

/** Shown until a preferences cookie exists (spec 000 §2, §4). */
export function CookieBanner() {
  const [decided, setDecided] = useState(() => readConsent() !== null);
  const [managing, setManaging] = useState(false);

  if (decided) return null;

  const choose = (preferences: ConsentPreferences) => {
    saveConsent(preferences);
    setManaging(false);
    setDecided(true);
  };

  return (
    <Box
      as="section"
      aria-label="Preferências de cookies"
      position="fixed"
      insetX={{ base: '3', md: '6' }}
      bottom={{ base: '3', md: '6' }}
      zIndex="banner"
      maxW="3xl"
      mx="auto"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="l3"
      boxShadow="lg"
      p={{ base: '4', md: '5' }}
    >
      <Flex direction={{ base: 'column', md: 'row' }} gap="4" align={{ md: 'center' }}>
        <Stack gap="1" flex="1">
          <Text fontWeight="semibold">Nós usamos cookies</Text>
          <Text fontSize="sm" color="fg.muted">
            Usamos cookies para o site funcionar, medir acessos e melhorar sua experiência. Você escolhe o que
            aceita.{' '}
            <Link asChild color="brand.fg" fontWeight="medium">
              <RouterLink to="/privacy-policy">Política de privacidade</RouterLink>
            </Link>
          </Text>
        </Stack>
        <Flex gap="2" wrap="wrap" justify={{ base: 'stretch', md: 'flex-end' }}>
          <Button variant="ghost" size="sm" onClick={() => setManaging(true)}>
            Gerenciar preferências
          </Button>
          <Button variant="outline" size="sm" onClick={() => choose(REJECT_ALL)}>
            Rejeitar todos
          </Button>
          <Button size="sm" onClick={() => choose(ACCEPT_ALL)}>
            Aceitar todos
          </Button>
        </Flex>
      </Flex>
      {managing ? (
        <Suspense fallback={null}>
          <PreferencesDialog open onClose={() => setManaging(false)} onSave={choose} />
        </Suspense>
      ) : null}
    </Box>
  );
}
