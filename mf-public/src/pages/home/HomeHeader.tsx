import { MenuIcon, PublicHeader } from '@atalho/ui';
import { Box, Button, HStack, IconButton, Menu, Portal } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { signInWithGoogle } from '../../components/GoogleSignInButton';
import { t } from '../../i18n';

const ANCHORS = [
  { href: '/#sec-1', label: () => t('navShorten') },
  { href: '/#sec-3', label: () => t('navPlans') },
  { href: '/#sec-2', label: () => t('navBio') },
];

const login = () => signInWithGoogle('/painel/links/shortened');

export function HomeHeader() {
  return (
    <PublicHeader>
      <HStack as="nav" gap="1" display={{ base: 'none', sm: 'flex' }} aria-label="Seções">
        {ANCHORS.map((anchor) => (
          <Button key={anchor.href} asChild variant="ghost" size="sm">
            <RouterLink to={anchor.href}>{anchor.label()}</RouterLink>
          </Button>
        ))}
        <Button size="sm" ml="2" onClick={login}>
          {t('login')}
        </Button>
      </HStack>

      <Box display={{ base: 'block', sm: 'none' }}>
        <Menu.Root positioning={{ placement: 'bottom-end' }}>
          <Menu.Trigger asChild>
            <IconButton variant="ghost" aria-label={t('navMenu')}>
              <MenuIcon />
            </IconButton>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                {ANCHORS.map((anchor) => (
                  <Menu.Item key={anchor.href} value={anchor.href} asChild>
                    <RouterLink to={anchor.href}>{anchor.label()}</RouterLink>
                  </Menu.Item>
                ))}
                <Menu.Separator />
                <Menu.Item value="login" onSelect={login} fontWeight="semibold" color="brand.fg">
                  {t('login')}
                </Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      </Box>
    </PublicHeader>
  );
}
