import type { OnlineAddress } from '@atalho/sdk/schemas';
import { ChartIcon, CopyButton, ExternalIcon, QrCodeDialog, QrIcon, ShareMenu } from '@atalho/ui';
import { Badge, Box, Button, Field, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAutoCopy } from '../../hooks/useAutoCopy';
import { shortUrlOf } from '../../hooks/useLinkCreation';
import { t } from '../../i18n';

export function chartRouteFor(linkId: number): string {
  return `/painel/links/shortened/?onlineAddressId=${linkId}&shortenedRecent=${linkId}`;
}

export function ShortenResult({ link, onClear }: { link: OnlineAddress; onClear: () => void }) {
  const shortUrl = shortUrlOf(link.code);
  const chipVisible = useAutoCopy(shortUrl);
  const [qrOpen, setQrOpen] = useState(false);
  const navigate = useNavigate();
  const hasOwner = link.user !== null;

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
          <CopyButton value={shortUrl} variant="subtle" size="md" />
          <IconButton asChild variant="subtle" size="md" aria-label={t('open')}>
            <a href={shortUrl} target="_blank" rel="noopener noreferrer">
              <ExternalIcon size={18} />
            </a>
          </IconButton>
          <Box title={hasOwner ? t('chart') : t('chartNeedsAccount')}>
            <IconButton
              variant="subtle"
              size="md"
              aria-label={t('chart')}
              disabled={!hasOwner}
              onClick={() => navigate(chartRouteFor(link.id))}
            >
              <ChartIcon size={18} />
            </IconButton>
          </Box>
          <IconButton variant="subtle" size="md" aria-label={t('qr')} onClick={() => setQrOpen(true)}>
            <QrIcon size={18} />
          </IconButton>
          <ShareMenu shortUrl={shortUrl} variant="subtle" size="md" />
        </HStack>
        <Button variant="ghost" onClick={onClear}>
          {t('clear')}
        </Button>
      </HStack>
      <QrCodeDialog open={qrOpen} onClose={() => setQrOpen(false)} shortUrl={shortUrl} />
    </Stack>
  );
}
