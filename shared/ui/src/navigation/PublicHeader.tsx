import { useSession } from '@atalho/sdk';
import { Box, Button, Container, HStack, Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { t } from '../i18n';
import { AtalhoLogo } from '../visitor/AtalhoLogo';
import { signInWithGoogle } from './sign-in';

/** The light sticky top bar of public pages: the logo links home; the page puts its actions on the right. */
export function PublicHeader({ children }: { children?: ReactNode }) {
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg/90"
      backdropFilter="saturate(180%) blur(8px)"
      borderBottomWidth="1px"
    >
      <Container maxW="6xl" py="3">
        <HStack justify="space-between" gap="4">
          <Link asChild aria-label={t('action.home')} color="fg">
            <RouterLink to="/">
              <AtalhoLogo height={30} />
            </RouterLink>
          </Link>
          {children}
        </HStack>
      </Container>
    </Box>
  );
}

/** "Entrar" for visitors (back to `targetRoute` after sign-in), "Ir para o painel" when signed in. */
export function SessionButton({ targetRoute }: { targetRoute: string }) {
  const signedIn = useSession((session) => session.token !== null);
  if (signedIn) {
    return (
      <Button asChild size="sm">
        <RouterLink to="/painel">{t('action.goToPanel')}</RouterLink>
      </Button>
    );
  }
  return (
    <Button size="sm" onClick={() => signInWithGoogle(targetRoute)}>
      {t('action.signIn')}
    </Button>
  );
}
