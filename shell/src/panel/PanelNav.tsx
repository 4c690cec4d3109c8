import { Box, Button, HStack } from '@chakra-ui/react';
import { NavLink, useLocation } from 'react-router';
import { inArea, PANEL_NAV } from './nav';

/** Area tabs under the top bar (md and up). */
export function PanelNav() {
  const { pathname } = useLocation();
  return (
    <Box
      as="nav"
      aria-label="Áreas do painel"
      borderBottomWidth="1px"
      bg="bg.panel"
      display={{ base: 'none', md: 'block' }}
    >
      <HStack maxW="7xl" mx="auto" px={{ md: '6' }} gap="1" overflowX="auto">
        {PANEL_NAV.map((item) => (
          <NavLink key={item.to} to={item.to}>
            {({ isActive: onPage }) => {
              const isActive = onPage || inArea(item, pathname);
              return (
                <Button
                  as="span"
                  variant="ghost"
                  size="sm"
                  borderRadius="0"
                  borderWidth="0"
                  borderBottomWidth="2px"
                  borderBottomColor={isActive ? 'brand.solid' : 'transparent'}
                  color={isActive ? 'brand.fg' : 'fg.muted'}
                  fontWeight={isActive ? 'semibold' : 'medium'}
                  h="11"
                >
                  {item.label}
                </Button>
              );
            }}
          </NavLink>
        ))}
      </HStack>
    </Box>
  );
}
