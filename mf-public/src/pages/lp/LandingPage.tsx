import { AtalhoLogo, useLoadingOverlay } from '@atalho/ui';
import { Box, Button, Container, Heading, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { Carousel } from '../../components/Carousel';
import { signInWithGoogle } from '../../components/GoogleSignInButton';
import { CONTACT_EMAIL, t } from '../../i18n';
import { HomeFooter } from '../home/HomeFooter';
import { SCREENSHOT_SIZES } from './screenshot-sizes';
import { SCREENSHOTS } from './screenshots';

const start = () => signInWithGoogle('/painel/links/shortened');

/** /lp: the affiliates' landing page. */
export function LandingPage() {
  useEffect(() => {
    const timer = setTimeout(() => useLoadingOverlay.getState().reset(), 100);
    return () => clearTimeout(timer);
  }, []);

  const slides = SCREENSHOTS.map((shot, index) => ({
    key: shot.caption,
    label: t(shot.caption),
    content: (
      <Stack as="figure" gap="3" align="center" w="full" px={{ base: '1', md: '4' }}>
        <Box asChild w="full" maxW="960px">
          <picture>
            <source type="image/avif" srcSet={shot.avif} sizes={SCREENSHOT_SIZES} />
            <source type="image/webp" srcSet={shot.webp} sizes={SCREENSHOT_SIZES} />
            <Image
              src={shot.src}
              alt={t(shot.caption)}
              w="full"
              aspectRatio={1280 / 800}
              borderRadius="l3"
              boxShadow="xl"
              borderWidth="1px"
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : undefined}
            />
          </picture>
        </Box>
        <Text as="figcaption" color="fg.muted" fontSize="sm">
          {t(shot.caption)}
        </Text>
      </Stack>
    ),
  }));

  return (
    <Box minH="100vh" bg="bg" display="flex" flexDirection="column">
      <Box bgGradient="to-br" gradientFrom="brand.900" gradientTo="brand.600" color="white">
        <Container maxW="6xl" py="4">
          <HStack justify="space-between">
            <Link asChild color="white" aria-label="Atalho">
              <RouterLink to="/">
                <AtalhoLogo height={30} color="#25b69c" />
              </RouterLink>
            </Link>
            <HStack gap="2">
              {/* On a phone the hero's own pricing link is enough: both would not fit beside the logo. */}
              <Button
                asChild
                variant="ghost"
                color="white"
                size="sm"
                display={{ base: 'none', sm: 'inline-flex' }}
                _hover={{ bg: 'whiteAlpha.200' }}
              >
                <RouterLink to="/#sec-3">{t('lpPricing')}</RouterLink>
              </Button>
              <Button
                variant="outline"
                color="white"
                borderColor="whiteAlpha.600"
                size="sm"
                onClick={start}
                _hover={{ bg: 'whiteAlpha.200' }}
              >
                {t('lpLogin')}
              </Button>
            </HStack>
          </HStack>
        </Container>
        <Container as="section" maxW="4xl" py={{ base: '14', md: '24' }} textAlign="center">
          <Stack gap="6" align="center">
            <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="1.1" letterSpacing="-0.02em">
              {t('lpTitle')}
            </Heading>
            <Text fontSize={{ base: 'md', md: 'xl' }} color="whiteAlpha.900" maxW="3xl">
              {t('lpSubtitle')}
            </Text>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3" w={{ base: 'full', sm: 'auto' }}>
              {/* The call to action wraps on a narrow phone instead of widening the page. */}
              <Button
                size="xl"
                colorPalette="accent"
                onClick={start}
                whiteSpace="normal"
                h="auto"
                minH="12"
                py="3"
              >
                {t('lpCta')}
              </Button>
              <Button
                asChild
                size="xl"
                variant="outline"
                color="white"
                borderColor="whiteAlpha.600"
                _hover={{ bg: 'whiteAlpha.200' }}
              >
                <RouterLink to="/#sec-3">{t('lpPricing')}</RouterLink>
              </Button>
            </Stack>
          </Stack>
        </Container>
      </Box>

      <Container as="main" maxW="6xl" py={{ base: '12', md: '16' }} flex="1">
        <Heading as="h2" size="2xl" textAlign="center" mb="8">
          {t('lpScreensTitle')}
        </Heading>
        <Carousel
          slides={slides}
          label={t('lpScreensTitle')}
          previousLabel={t('lpPrevious')}
          nextLabel={t('lpNext')}
          intervalMs={5000}
        />
        <Text mt="12" mx="auto" maxW="3xl" textAlign="center" color="fg.muted" fontSize="sm">
          {t('lpRules', { email: CONTACT_EMAIL })}
        </Text>
      </Container>
      <HomeFooter />
    </Box>
  );
}
