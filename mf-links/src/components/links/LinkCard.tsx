import { displayUrl } from '@atalho/sdk/lookalike-host';
import type { OnlineAddress } from '@atalho/sdk/schemas';
import { AlertIcon, ChartIcon, CopyButton, ExternalIcon, QrIcon, ShareMenu } from '@atalho/ui';
import { Badge, Box, Card, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import type { MouseEvent, ReactNode } from 'react';
import { t } from '../../i18n';
import { type LinkAction, LinkActionsMenu } from './LinkActionsMenu';
import { openUrlOf, shortUrlOf, splitTags } from './link-urls';

const dateFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short' });
const countFormat = new Intl.NumberFormat('pt-BR');

export interface LinkCardProps {
  link: OnlineAddress;
  selected: boolean;
  onToggleSelected(): void;
  onAction(action: LinkAction | 'qr'): void;
  logoSrc: string | null;
  /** The drag handle, when the list is in its manual order. */
  handle?: ReactNode;
}

/** Clicks on the card's own controls do not toggle the selection. */
function fromControl(event: MouseEvent): boolean {
  return (
    event.target instanceof Element && event.target.closest('a, button, input, [role="menuitem"]') !== null
  );
}

/**
 * When the link was made and its clicks. A plan without view counts gets no count from the API (`clicks: null`):
 * the line then says only the date, with no zero and no upsell (the dashboard beside the list has that).
 */
function metaOf(link: OnlineAddress): string {
  const date = dateFormat.format(new Date(link.dateCreate));
  if (link.clicks === null) return t('linkCreated', { date });
  if (link.clicks === 1) return t('linkMetaOne', { date });
  return t('linkMeta', { date, clicks: countFormat.format(link.clicks) });
}

/** One link of the list: short link, destination, tags, state, and its actions (spec 001 §2). */
export function LinkCard({ link, selected, onToggleSelected, onAction, logoSrc, handle }: LinkCardProps) {
  const shortUrl = shortUrlOf(link);
  const tags = splitTags(link.tags);
  // A host in letters that imitate another site's (аррӏе.com) is shown in punycode, with a warning badge.
  const destination = displayUrl(link.url);
  return (
    <Card.Root
      variant="outline"
      size="sm"
      borderColor={selected ? 'brand.solid' : undefined}
      borderWidth={selected ? '2px' : '1px'}
      bg={link.active ? 'bg' : 'bg.subtle'}
      data-testid="link-card"
      data-link-id={link.id}
      data-selected={selected || undefined}
      onClick={(event) => {
        if (!fromControl(event)) onToggleSelected();
      }}
      cursor="pointer"
    >
      <Card.Body p="3">
        <HStack align="start" gap="2">
          {handle}
          <Stack gap="1" flex="1" minW="0">
            <HStack gap="2" wrap="wrap">
              <Link
                href={openUrlOf(link.code)}
                target="_blank"
                rel="noopener noreferrer"
                fontWeight="semibold"
                color="brand.fg"
                wordBreak="break-all"
              >
                {shortUrl.replace(/^https?:\/\//, '')}
              </Link>
              {!link.active ? <Badge colorPalette="gray">{t('linkInactive')}</Badge> : null}
              {link.error ? (
                <Badge asChild colorPalette="red" variant="subtle" cursor="pointer">
                  <button type="button" onClick={() => onAction('error')}>
                    <AlertIcon />
                    {t('linkErrorTitle')}
                  </button>
                </Badge>
              ) : null}
              {destination.lookalike ? (
                <Badge colorPalette="red" variant="subtle" title={t('linkLookalikeWarning')}>
                  <AlertIcon />
                  {t('linkLookalike')}
                </Badge>
              ) : null}
            </HStack>
            <Text color="fg.muted" fontSize="sm" truncate title={destination.text}>
              {destination.text}
            </Text>
            {destination.lookalike ? (
              <Text color="fg.error" fontSize="xs" role="note">
                {t('linkLookalikeWarning')}
              </Text>
            ) : null}
            {tags.length ? (
              <HStack gap="1" wrap="wrap" aria-label={t('tagsLabel')}>
                {tags.map((tag) => (
                  <Badge key={tag} variant="surface" colorPalette="accent" size="sm">
                    {tag}
                  </Badge>
                ))}
              </HStack>
            ) : null}
            <Text color="fg.muted" fontSize="xs" data-testid="link-meta">
              {metaOf(link)}
            </Text>
          </Stack>
        </HStack>
      </Card.Body>
      <Card.Footer px="3" pb="2" pt="0" justifyContent="space-between" gap="1" flexWrap="wrap">
        <HStack gap="0.5" wrap="wrap">
          <CopyButton value={shortUrl} />
          <IconButton asChild size="sm" variant="ghost" aria-label={t('openLink')}>
            <a href={openUrlOf(link.code)} target="_blank" rel="noopener noreferrer">
              <ExternalIcon />
            </a>
          </IconButton>
          <IconButton size="sm" variant="ghost" aria-label={t('qrCode')} onClick={() => onAction('qr')}>
            <QrIcon />
          </IconButton>
          <ShareMenu shortUrl={shortUrl} logoSrc={logoSrc} />
          <IconButton
            size="sm"
            variant={selected ? 'subtle' : 'ghost'}
            aria-label={t('showMetrics', { code: link.code })}
            aria-pressed={selected}
            onClick={onToggleSelected}
          >
            <ChartIcon />
          </IconButton>
        </HStack>
        <Box>
          <LinkActionsMenu link={link} onAction={onAction} />
        </Box>
      </Card.Footer>
    </Card.Root>
  );
}
