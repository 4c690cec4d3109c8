import { exchangeSignInCode, hasStoredAuthorization, takeTargetRoute, useSession } from '@atalho/sdk';
import { AtalhoLogo, useDocumentTitle } from '@atalho/ui';
import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { resolveLanding } from './landing';

/** /loading: the destination after Google sign-in and after logout. */
export function LoadingPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const done = useRef(false);
  useDocumentTitle('Entrando');

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    resolveLanding(location.search, {
      exchange: async (code) => (await exchangeSignInCode(code)).authorization,
      signIn: (token) => useSession.getState().signIn(token),
      hasStoredAuthorization: () => hasStoredAuthorization(),
      takeTargetRoute,
      // `replace` drops /loading?authorization=… (a spent code) from the history.
    }).then((target) => navigate(target, { replace: true }));
  }, [location.search, navigate]);

  return (
    <Center minH="100dvh">
      <Stack align="center" gap="5">
        <AtalhoLogo height={36} />
        <Spinner size="lg" color="brand.solid" />
        <Text color="fg.muted">Preparando seu painel…</Text>
      </Stack>
    </Center>
  );
}
