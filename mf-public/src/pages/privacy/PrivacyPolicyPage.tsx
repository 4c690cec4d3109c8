import { latestPrivacyPolicy, latestTermsOfUse } from '@atalho/sdk';
import { useLoadingOverlay } from '@atalho/ui';
import { Box, Container, Heading, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { t } from '../../i18n';
import { HomeFooter } from '../home/HomeFooter';
import { HomeHeader } from '../home/HomeHeader';
import { type LegalDoc, LegalDocument } from './LegalDocument';

type State = { status: 'loading' } | { status: 'ready'; doc: LegalDoc | null } | { status: 'failed' };

function useLatest(load: () => Promise<LegalDoc | null>): State {
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    let alive = true;
    load()
      .then((doc) => alive && setState({ status: 'ready', doc }))
      .catch(() => alive && setState({ status: 'failed' }));
    return () => {
      alive = false;
    };
  }, [load]);
  return state;
}

/** /privacy-policy: the latest terms of use and privacy policy with their update dates. */
export function PrivacyPolicyPage() {
  const terms = useLatest(latestTermsOfUse);
  const privacy = useLatest(latestPrivacyPolicy);

  useEffect(() => {
    useLoadingOverlay.getState().reset();
  }, []);

  return (
    <Box minH="100vh" bg="bg.muted" display="flex" flexDirection="column">
      <HomeHeader />
      <Container as="main" maxW="4xl" py={{ base: '8', md: '12' }} flex="1">
        <Heading as="h1" size="3xl" mb="8">
          {t('privacyTitle')}
        </Heading>
        <Stack gap="8">
          <LegalDocument id="terms-of-use" title={t('termsHeading')} state={terms} />
          <LegalDocument id="privacy-policy" title={t('privacyHeading')} state={privacy} />
        </Stack>
      </Container>
      <HomeFooter />
    </Box>
  );
}
