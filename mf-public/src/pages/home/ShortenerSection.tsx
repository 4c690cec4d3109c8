import { hasStoredAuthorization } from '@atalho/sdk';
import { ShortenerBox, shortenerText, WhatsAppComposer } from '@atalho/ui';
import { Box, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { GoogleSignInButton } from '../../components/GoogleSignInButton';
import { t } from '../../i18n';

/** Sends a signed-in user to their links with the new one highlighted, keeping the current query. */
export function panelRouteFor(linkId: number, currentSearch: string): string {
  const query = new URLSearchParams(currentSearch);
  query.set('shortenedRecent', String(linkId));
  return `/painel/links/shortened?${query.toString()}`;
}

export function ShortenerSection() {
  const [composerOpen, setComposerOpen] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();

  return (
    <Box
      as="section"
      id="sec-1"
      scrollMarginTop="20"
      bgGradient="to-br"
      gradientFrom="brand.50"
      gradientTo="accent.50"
      py={{ base: '12', md: '20' }}
    >
      <Container maxW="3xl">
        <Stack gap="6" textAlign="center" align="center">
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="1.1" letterSpacing="-0.02em">
            {t('heroTitle')}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="2xl">
            {t('heroSubtitle')}
          </Text>

          <Box w="full" bg="bg" borderRadius="l3" boxShadow="lg" p={{ base: '4', md: '6' }} textAlign="left">
            <ShortenerBox
              onCreated={(link) => {
                if (hasStoredAuthorization()) navigate(panelRouteFor(link.id, location.search));
              }}
            />
          </Box>

          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align="center">
            <Text fontSize="sm" color="fg.muted">
              {t('anonymousNote')}
            </Text>
            <GoogleSignInButton size="sm" targetRoute="/painel/links/shortened" label={t('googleShorten')} />
          </Stack>

          <HStack
            w="full"
            gap="3"
            flexWrap="wrap"
            justify="space-between"
            textAlign="left"
            bg="bg/70"
            borderWidth="1px"
            borderRadius="l3"
            p="4"
          >
            <Stack gap="0.5" flex="1" minW="14rem">
              <Text fontWeight="semibold">{t('waGeneratorTitle')}</Text>
              <Text fontSize="sm" color="fg.muted">
                {t('waGeneratorText')}
              </Text>
            </Stack>
            <Button variant="outline" colorPalette="green" onClick={() => setComposerOpen(true)}>
              {shortenerText('openComposer')}
            </Button>
          </HStack>
        </Stack>
      </Container>
      <WhatsAppComposer open={composerOpen} initialPhone="" onClose={() => setComposerOpen(false)} />
    </Box>
  );
}
