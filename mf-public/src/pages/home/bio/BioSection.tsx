import { hasStoredAuthorization } from '@atalho/sdk';
import { Box, Button, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { GoogleSignInButton } from '../../../components/GoogleSignInButton';
import { t } from '../../../i18n';
import { Carousel } from '../../../light/Carousel';
import { BioPhone } from './BioPhone';
import { BIO_EXAMPLES } from './bio-examples';

const BIO_EDITOR = '/painel/links/page-bio';

export function BioSection() {
  const signedIn = hasStoredAuthorization();
  const slides = BIO_EXAMPLES.map((example, index) => ({
    key: example.handle,
    label: t('bioSlide', { index: index + 1, total: BIO_EXAMPLES.length }),
    content: <BioPhone example={example} />,
  }));

  return (
    <Box as="section" id="sec-2" scrollMarginTop="20" py={{ base: '12', md: '16' }} bg="brand.subtle">
      <Container maxW="6xl">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="10" alignItems="center">
          <Stack gap="5">
            <Heading as="h2" size="2xl">
              {t('bioTitle')}
            </Heading>
            <Text color="fg.muted" fontSize="lg">
              {t('bioText')}
            </Text>
            <Box>
              {signedIn ? (
                <Button asChild size="lg">
                  <RouterLink to={BIO_EDITOR}>{t('bioCreate')}</RouterLink>
                </Button>
              ) : (
                <GoogleSignInButton size="lg" targetRoute={BIO_EDITOR} label={t('bioGoogle')} />
              )}
            </Box>
          </Stack>
          <Carousel
            slides={slides}
            label={t('bioCarouselLabel')}
            previousLabel={t('bioPrevious')}
            nextLabel={t('bioNext')}
          />
        </SimpleGrid>
      </Container>
    </Box>
  );
}
