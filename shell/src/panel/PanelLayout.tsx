import { useSession } from '@atalho/sdk';
import { Box, Flex } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { TermsDialog } from '../terms/TermsDialog';
import { PanelNav } from './PanelNav';
import { TopBar } from './TopBar';

/** The signed-in frame: top bar, area tabs, the page, and the terms-acceptance check. */
export function PanelLayout() {
  const status = useSession((state) => state.status);
  const loadUser = useSession((state) => state.loadUser);
  const navigate = useNavigate();

  useEffect(() => {
    void loadUser();
  }, [loadUser]);

  // A failed user fetch or a 401 logs out: go through /loading like an explicit logout.
  useEffect(() => {
    if (status === 'anonymous') navigate('/loading', { replace: true });
  }, [status, navigate]);

  return (
    <Flex direction="column" minH="100dvh" bg="bg.canvas">
      <TopBar />
      <PanelNav />
      <Box
        as="main"
        id="conteudo"
        flex="1"
        width="full"
        maxW="7xl"
        mx="auto"
        px={{ base: '3', md: '6' }}
        py={{ base: '4', md: '6' }}
      >
        <Outlet />
      </Box>
      {status === 'signed-in' && <TermsDialog />}
    </Flex>
  );
}
