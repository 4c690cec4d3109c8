import type { OnlineAddress } from '@atalho/sdk/schemas';
import { Badge, Box, Button, Field, HStack, Input, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { CopyButton } from '../forms/CopyButton';
import { ChartIcon, ExternalIcon, QrIcon } from '../icons';
import { sharingText } from '../sharing/copy';
import { QrCodeDialog } from '../sharing/LazyQrCodeDialog';
import { ShareMenu } from '../sharing/ShareMenu';
import { shortenerText as t } from './copy';
import { useAutoCopy } from './use-auto-copy';
import { shortUrlOf } from './use-link-creation';

export interface ShortenResultProps {
  link: OnlineAddress;
  onClear(): void;
  /** Opens the link's metrics; without it (the home page, outside the router) the chart button is disabled. */
  onChart?(link: OnlineAddress): void;
  /** The owner's logo for the QR code (paid owners only; the caller decides). */
  logoSrc?: string | null;
  /** Shown below the actions (the links screen's preview prompt). */
  children?: ReactNode;
}

/** The new short link with copy, open, chart, QR and share; copied by itself after 200 ms (spec 000 §2). */
export function ShortenResult({ link, onClear, onChart, logoSrc = null, children }: ShortenResultProps) {
  const shortUrl = shortUrlOf(link.code);
  const chipVisible = useAutoCopy(shortUrl);
  const [qrOpen, setQrOpen] = useState(false);
  const hasOwner = link.user !== null;
  // From a tablet's width up the actions say what they do; on a phone they are icons (named for screen readers).
  const labelled = useBreakpointValue({ base: false, md: true }) ?? false;
  const action = (label: string) => (labelled ? {} : { 'aria-label': label, px: '0' });

  return (
    <Stack gap="3">
      <Field.Root>
        <HStack justify="space-between" w="full">
          <Field.Label>{t('resultLabel')}</Field.Label>
          {chipVisible ? (
            <Badge colorPalette="green" variant="solid" role="status">
              {t('copiedChip')}
            </Badge>
          ) : null}
        </HStack>
        <Input
          size="lg"
          value={shortUrl}
          readOnly
          onFocus={(event) => event.target.select()}
          fontWeight="semibold"
        />
      </Field.Root>
      <Text fontSize="sm" color="fg.muted" truncate title={link.url}>
        {link.url}
      </Text>
      <HStack gap="1" flexWrap="wrap" justify="space-between">
        <HStack gap="1">
          <CopyButton value={shortUrl} variant="subtle" size="md" label={labelled ? t('copy') : undefined} />
          <Button asChild variant="subtle" size="md" {...action(t('open'))}>
            <a href={shortUrl} target="_blank" rel="noopener noreferrer">
              <ExternalIcon size={18} />
              {labelled ? t('open') : null}
            </a>
          </Button>
          <Box title={hasOwner ? t('chart') : t('chartNeedsAccount')}>
            <Button
              variant="subtle"
              size="md"
              {...action(t('chart'))}
              disabled={!hasOwner || !onChart}
              onClick={() => onChart?.(link)}
            >
              <ChartIcon size={18} />
              {labelled ? t('chart') : null}
            </Button>
          </Box>
          <Button
            variant="subtle"
            size="md"
            {...action(t('qr'))}
            onPointerEnter={QrCodeDialog.preload}
            onFocus={QrCodeDialog.preload}
            onClick={() => setQrOpen(true)}
          >
            <QrIcon size={18} />
            {labelled ? t('qr') : null}
          </Button>
          <ShareMenu
            shortUrl={shortUrl}
            variant="subtle"
            size="md"
            logoSrc={logoSrc}
            label={labelled ? sharingText('share') : undefined}
          />
        </HStack>
        <Button variant="ghost" onClick={onClear}>
          {t('clear')}
        </Button>
      </HStack>
      {children}
      <QrCodeDialog open={qrOpen} onClose={() => setQrOpen(false)} shortUrl={shortUrl} logoSrc={logoSrc} />
    </Stack>
  );
}
