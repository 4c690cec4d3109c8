import type { OnlineAddress } from '@atalho/sdk/schemas';
import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormField } from '../forms/FormField';
import { useSchemaForm } from '../forms/use-schema-form';
import { shortenerText as t } from './copy';
import { chartRouteFor, shortenerFieldState, shortenerForm, useLinkCreation } from './core';
import { WhatsAppComposer } from './LazyWhatsAppComposer';
import { ShortenResult } from './ShortenResult';

export interface ShortenerBoxProps {
  /** After a link is created (the home page sends a signed-in user to the panel, the panel lists it). */
  onCreated?(link: OnlineAddress): void;
  /** Extra content under the result (the links screen's preview prompt). */
  resultExtra?(link: OnlineAddress): ReactNode;
  /** The owner's logo for the result's QR code (paid owners). */
  logoSrc?: string | null;
  /**
   * The result's chart button; by default it opens the links screen on the new link (`chartRouteFor`). The links
   * screen itself passes its own, which also opens the metrics dialog on a phone.
   */
  onChart?(link: OnlineAddress): void;
}

/**
 * URL field whose button shows only for a valid URL, the result with its actions, and the WhatsApp offer
 * for a phone number (spec 000 §2, 001 §2), on the links screen. The home page's light form
 * (mf-public) follows the same rules through `shortenerFieldState` and shows the same `ShortenResult`.
 */
export function ShortenerBox({ onCreated, resultExtra, logoSrc = null, onChart }: ShortenerBoxProps) {
  const [composerOpen, setComposerOpen] = useState(false);
  const navigate = useNavigate();
  const creation = useLinkCreation();
  const form = useSchemaForm(shortenerForm, { mode: 'onChange', defaultValues: { url: '' } });

  const url = form.watch('url');
  const valid = form.formState.isValid;
  const { phone, showError } = shortenerFieldState(url, valid, form.formState.touchedFields.url === true);
  const error = showError ? form.formState.errors.url : undefined;

  const submit = form.handleSubmit(async (values) => {
    if (creation.isPending) return;
    // The SDK already turned the server's message keys into snackbars; the form shows the failure line.
    const link = await creation.mutateAsync(values.url).catch(() => null);
    if (link) onCreated?.(link);
  });

  const reset = () => {
    creation.reset();
    form.reset();
  };

  return (
    <>
      {creation.isSuccess ? (
        <ShortenResult
          link={creation.data}
          onClear={reset}
          onChart={onChart ?? ((link) => navigate(chartRouteFor(link.id)))}
          logoSrc={logoSrc}
        >
          {resultExtra?.(creation.data)}
        </ShortenResult>
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
                <Button type="submit" size="lg" loading={creation.isPending} loadingText={t('shortening')}>
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
              <Text fontSize="sm" flex="1" minW="12rem" color="gray.900">
                {t('phoneDetected')}
              </Text>
              <Button
                size="sm"
                colorPalette="green"
                onPointerEnter={WhatsAppComposer.preload}
                onFocus={WhatsAppComposer.preload}
                onClick={() => setComposerOpen(true)}
              >
                {t('openComposer')}
              </Button>
            </HStack>
          ) : null}
        </form>
      )}
      <WhatsAppComposer open={composerOpen} initialPhone={url} onClose={() => setComposerOpen(false)} />
    </>
  );
}
