import { MenuIcon } from '@atalho/ui';
import { Button, CloseButton, Drawer, IconButton, Portal, Separator, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { API_DOC_URL, HELP_URL, inArea, PANEL_NAV } from './nav';
import { SearchBox } from './SearchBox';
import { UpgradeButton } from './UpgradeButton';

/** The phone menu: search, areas, API doc and help in a drawer. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const close = () => setOpen(false);
  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="start" size="xs">
      <Drawer.Trigger asChild>
        <IconButton variant="ghost" aria-label="Abrir menu" display={{ base: 'inline-flex', md: 'none' }}>
          <MenuIcon />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="4">
                <SearchBox onNavigate={close} />
                <Stack as="nav" aria-label="Áreas do painel" gap="1" onClick={close}>
                  {PANEL_NAV.map((item) => (
                    <NavLink key={item.to} to={item.to}>
                      {({ isActive }) => (
                        <Button
                          as="span"
                          variant={isActive || inArea(item, pathname) ? 'subtle' : 'ghost'}
                          justifyContent="flex-start"
                          width="full"
                        >
                          {item.label}
                        </Button>
                      )}
                    </NavLink>
                  ))}
                </Stack>
                <Separator />
                <Stack gap="1" onClick={close}>
                  <Button asChild variant="ghost" justifyContent="flex-start">
                    <a href={API_DOC_URL}>Documentação da API</a>
                  </Button>
                  <Button asChild variant="ghost" justifyContent="flex-start">
                    <NavLink to={HELP_URL}>Ajuda e novidades</NavLink>
                  </Button>
                </Stack>
                <UpgradeButton full />
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fechar menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
