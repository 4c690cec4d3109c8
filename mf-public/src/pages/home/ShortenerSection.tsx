import { hasStoredAuthorization } from '@atalho/sdk';
import { shortenableUrl } from '@atalho/sdk/schemas';
import { FormField, useSchemaForm } from '@atalho/ui';
import { Box, Button, Container, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import * as v from 'valibot';
import { GoogleSignInButton } from '../../components/GoogleSignInButton';
import { useLinkCreation } from '../../hooks/useLinkCreation';
import { t } from '../../i18n';
import { looksLikePhone, startsLikePhone } from '../../lib/whatsapp';
import { ShortenResult } from './ShortenResult';
import { WhatsAppComposer } from './WhatsAppComposer';

/** Sends a signed-in user to their links with the new one highlighted, keeping the current query. */
export function panelRouteFor(linkId: number, currentSearch: string): string {
  const query = new URLSearchParams(currentSearch);
  query.set('shortenedRecent', String(linkId));
  return `/painel/links/shortened?${query.toString()}`;
}

/** The public shortener's one field, with the URL rule the API shares (spec 000 §5). */
const shortenerForm = v.object({ url: shortenableUrl });

export function ShortenerSection() {
  const [composerOpen, setComposerOpen] = useState(false);
  const [composerPhone, setComposerPhone] = useState('');
  const openComposer = (phone: string) => {
    setComposerPhone(phone);
    setComposerOpen(true);
  };
  const creation = useLinkCreation();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useSchemaForm(shortenerForm, { mode: 'onChange', defaultValues: { url: '' } });

  const url = form.watch('url');
  const valid = form.formState.isValid;
  const phone = !valid && looksLikePhone(url);
  // An empty field says nothing yet, a phone number gets the WhatsApp offer instead of an error, and a
  // phone number being typed (`(11) 9…`) is not marked invalid before the visitor leaves the field.
  const typingPhone = startsLikePhone(url) && !form.formState.touchedFields.url;
  const error = url.trim() === '' || phone || typingPhone ? undefined : form.formState.errors.url;

  const submit = form.handleSubmit(async (values) => {
    if (creation.isPending) return;
    // The SDK already turned the server's message keys into snackbars; the form shows the failure line.
    const link = await creation.mutateAsync(values.url).catch(() => null);
    if (link && hasStoredAuthorization()) navigate(panelRouteFor(link.id, location.search));
  });

  const reset = () => {
    creation.reset();
    form.reset();
  };

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
            {creation.isSuccess ? (
              <ShortenResult link={creation.data} onClear={reset} />
            ) : (
              <form onSubmit={submit} noValidate>
                <FormField label={t('urlLabel')} error={error}>
                  <Stack direction={{ base: 'column', sm: 'row' }} gap="3" w="full">
                    <Input
                      size="lg"
                      {...form.register('url')}
                      placeholder={t('urlPlaceholder')}
                      inputMode="url"
                      autoComplete="url"
                      autoCapitalize="none"
                      spellCheck={false}
                      w="full"
                      flex={{ base: 'none', sm: '1' }}
                    />
                    {valid ? (
                      <Button
                        type="submit"
                        size="lg"
                        loading={creation.isPending}
                        loadingText={t('shortening')}
                      >
                        {t('shorten')}
                      </Button>
                    ) : null}
                  </Stack>
                </FormField>
                {creation.isError ? (
                  <Text mt="2" color="fg.error" fontSize="sm" role="alert">
                    {t('shortenError')}
                  </Text>
                ) : null}
                {phone ? (
                  <HStack mt="3" gap="3" flexWrap="wrap" bg="green.50" p="3" borderRadius="l2">
                    <Text fontSize="sm" flex="1" minW="12rem">
                      {t('phoneDetected')}
                    </Text>
                    <Button size="sm" colorPalette="green" onClick={() => openComposer(url)}>
                      {t('openComposer')}
                    </Button>
                  </HStack>
                ) : null}
              </form>
            )}
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
            <Button variant="outline" colorPalette="green" onClick={() => openComposer('')}>
              {t('openComposer')}
            </Button>
          </HStack>
        </Stack>
      </Container>
      <WhatsAppComposer
        open={composerOpen}
        initialPhone={composerPhone}
        onClose={() => setComposerOpen(false)}
      />
    </Box>
  );
}
