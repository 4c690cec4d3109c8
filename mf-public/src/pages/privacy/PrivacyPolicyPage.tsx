import { latestPrivacyPolicy, latestTermsOfUse, termsKeys } from '@atalho/sdk';
import { useLoadingOverlay } from '@atalho/ui';
import { Box, Container, Heading, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { t } from '../../i18n';
import { HomeFooter } from '../home/HomeFooter';
import { HomeHeader } from '../home/HomeHeader';
import { LegalDocument } from './LegalDocument';

/** /privacy-policy: the latest terms of use and privacy policy with their update dates. */
export function PrivacyPolicyPage() {
  const terms = useQuery({ queryKey: termsKeys.latestTermsOfUse(), queryFn: latestTermsOfUse });
  const privacy = useQuery({ queryKey: termsKeys.latestPrivacyPolicy(), queryFn: latestPrivacyPolicy });

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
          <LegalDocument id="terms-of-use" title={t('termsHeading')} query={terms} />
          <LegalDocument id="privacy-policy" title={t('privacyHeading')} query={privacy} />
        </Stack>
      </Container>
      <HomeFooter />
    </Box>
  );
}
