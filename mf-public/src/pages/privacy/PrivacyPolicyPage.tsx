import { latestPrivacyPolicy, latestTermsOfUse, termsKeys } from '@atalho/sdk';
import { useLoadingOverlay } from '@atalho/ui';
import { PublicFooter } from '@atalho/ui/light';
import { Box, Container, Heading, Link, List, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { t } from '../../i18n';
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
          <ThirdParties />
        </Stack>
      </Container>
      <PublicFooter />
    </Box>
  );
}

/** Who else takes part, with the attribution DB-IP's licence (CC BY 4.0) asks for. */
function ThirdParties() {
  return (
    <Box
      as="section"
      aria-labelledby="third-parties"
      bg="bg"
      borderWidth="1px"
      borderRadius="l3"
      p={{ base: '5', md: '8' }}
    >
      <Heading id="third-parties" as="h2" size="xl" mb="4">
        {t('thirdPartiesHeading')}
      </Heading>
      <List.Root ps="5" gap="2" lineHeight="1.7">
        <List.Item>{t('thirdPartyGoogle')}</List.Item>
        <List.Item>
          {t('thirdPartyGeo')}{' '}
          <Link href="https://db-ip.com" target="_blank" rel="noopener" color="fg" textDecoration="underline">
            {t('thirdPartyGeoLink')}
          </Link>
          .
        </List.Item>
      </List.Root>
    </Box>
  );
}
