import { AtalhoLogo, HelpIcon } from '@atalho/ui';
import { Box, Button, HStack, IconButton, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { MobileMenu } from './MobileMenu';
import { NotificationsBell } from './NotificationsBell';
import { API_DOC_URL, HELP_URL } from './nav';
import { ProfileMenu } from './ProfileMenu';
import { SearchBox } from './SearchBox';
import { UpgradeButton } from './UpgradeButton';

export function TopBar() {
  return (
    <Box as="header" bg="bg.panel" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
      <HStack maxW="7xl" mx="auto" h="16" px={{ base: '3', md: '6' }} gap={{ base: '1', md: '4' }}>
        <MobileMenu />
        <Link asChild aria-label="Atalho: ir para meus links" color="fg" flexShrink={0}>
          <RouterLink to="/painel/links/shortened">
            <AtalhoLogo height={30} />
          </RouterLink>
        </Link>
        <Box flex="1" maxW="md" mx="auto" display={{ base: 'none', md: 'block' }}>
          <SearchBox />
        </Box>
        <Box flex="1" display={{ base: 'block', md: 'none' }} />
        <HStack gap="1" display={{ base: 'none', lg: 'flex' }}>
          <Button asChild variant="ghost" size="sm">
            <RouterLink to="/painel/links/shortened">Links</RouterLink>
          </Button>
          <Button asChild variant="ghost" size="sm">
            <a href={API_DOC_URL}>Documentação da API</a>
          </Button>
        </HStack>
        <Box display={{ base: 'none', sm: 'block' }}>
          <UpgradeButton />
        </Box>
        <IconButton asChild variant="ghost" aria-label="Ajuda" display={{ base: 'none', md: 'inline-flex' }}>
          <RouterLink to={HELP_URL}>
            <HelpIcon />
          </RouterLink>
        </IconButton>
        <NotificationsBell />
        <ProfileMenu />
      </HStack>
    </Box>
  );
}
