import { formatContactNumber, type Shooting, type ShootingRecipient } from '@atalho/sdk/sms';
import {
  CardsSkeleton,
  ChartIcon,
  formatBRL,
  formatNumber,
  LoadError,
  notify,
  Pagination,
  t as shared,
  TrashIcon,
} from '@atalho/ui';
import {
  Badge,
  Box,
  Card,
  CloseButton,
  Drawer,
  EmptyState,
  HStack,
  IconButton,
  Link,
  Portal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  VStack,
} from '@chakra-ui/react';
import { useState } from 'react';
import {
  useSaveShooting,
  useShooting,
  useShootingLinks,
  useShootingRecipients,
} from '../../hooks/useShootings';
import { t } from '../../i18n';
import { isReadOnly } from './ShootingCard';
import { ShootingStatusBadge } from './ShootingStatusBadge';
import { removalBody } from './shooting-form';

const sentPalette: Record<ShootingRecipient['sent'], string> = {
  WAITING: 'gray',
  QUEUED: 'blue',
  SENT: 'green',
  DELIVERED: 'green',
  FAILED: 'red',
  SKIPPED: 'orange',
};

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="0" minW="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="semibold" fontSize="lg">
        {value}
      </Text>
    </Stack>
  );
}

/** The recipients, 12 a page, the over-limit messages first with the way to take them out (spec 002 §5). */
function Recipients({ shooting }: { shooting: Shooting }) {
  const [page, setPage] = useState(0);
  const list = useShootingRecipients(shooting.id, page);
  const save = useSaveShooting();
  const [removing, setRemoving] = useState<number | null>(null);
  const editable = !isReadOnly(shooting);

  const remove = async (recipient: ShootingRecipient) => {
    setRemoving(recipient.contact.id);
    const done = await save.mutateAsync(removalBody(shooting, [recipient.contact.id])).then(
      () => true,
      () => false,
    );
    setRemoving(null);
    if (done) notify.success('saved');
  };

  return (
    <Stack gap="2" as="section" aria-labelledby="metrics-recipients">
      <Text fontWeight="semibold" id="metrics-recipients">
        {t('metricsRecipients')}
      </Text>
      {list.isPending ? (
        <Skeleton height="16" />
      ) : list.isError ? (
        <LoadError message={t('loadError')} retryLabel={t('retry')} onRetry={list.refetch} />
      ) : list.data.content.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('metricsRecipientsEmpty')}
        </Text>
      ) : (
        <Stack
          as="ul"
          listStyleType="none"
          gap="0"
          aria-busy={list.isPlaceholderData || undefined}
          data-testid="metrics-recipients"
        >
          {list.data.content.map((recipient) => {
            const limit = recipient.smsLimit;
            const over = recipient.smsSize > limit;
            return (
              <HStack
                as="li"
                key={recipient.id}
                justify="space-between"
                gap="2"
                py="2"
                borderBottomWidth="1px"
                _last={{ borderBottomWidth: 0 }}
                data-testid="metrics-recipient"
              >
                <Stack gap="0.5" minW="0">
                  <Text fontSize="sm" fontWeight="medium">
                    {formatContactNumber(recipient.contact.number)}
                  </Text>
                  <Text
                    fontSize="xs"
                    color={over ? 'fg.error' : 'fg.muted'}
                    fontWeight={over ? 'semibold' : undefined}
                    aria-label={t('metricsSizeLabel', { size: recipient.smsSize, limit })}
                  >
                    {over
                      ? t('metricsTooLong', { limit })
                      : t('metricsSize', { size: recipient.smsSize, limit })}
                  </Text>
                </Stack>
                <HStack gap="1" flexShrink={0}>
                  <Badge size="sm" variant="subtle" colorPalette={sentPalette[recipient.sent]}>
                    {t(`sent_${recipient.sent}`)}
                  </Badge>
                  {over && editable ? (
                    <IconButton
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      loading={removing === recipient.contact.id}
                      aria-label={t('metricsRemove', {
                        number: formatContactNumber(recipient.contact.number),
                      })}
                      onClick={() => remove(recipient)}
                    >
                      <TrashIcon />
                    </IconButton>
                  ) : null}
                </HStack>
              </HStack>
            );
          })}
        </Stack>
      )}
      {list.data ? (
        <Box alignSelf="center">
          <Pagination page={page} totalPages={list.data.totalPages} onPageChange={setPage} size="xs" />
        </Box>
      ) : null}
    </Stack>
  );
}

/** The campaign's short links with their clicks and unique contacts (100 a page: the first page is all of them). */
function Links({ shooting }: { shooting: Shooting }) {
  const links = useShootingLinks(shooting.id);
  const content = (links.data?.content ?? []).filter((link) => !link.deleted);
  return (
    <Stack gap="2" as="section" aria-labelledby="metrics-links">
      <Text fontWeight="semibold" id="metrics-links">
        {t('metricsLinks')}
      </Text>
      {links.isPending ? (
        <Skeleton height="10" />
      ) : links.isError ? (
        <LoadError message={t('loadError')} retryLabel={t('retry')} onRetry={links.refetch} />
      ) : content.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('metricsLinksEmpty')}
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2" data-testid="metrics-links">
          {content.map((link) => (
            <Card.Root as="li" key={link.id} variant="subtle" size="sm" data-testid="metrics-link">
              <Card.Body gap="1" p="3">
                <Link
                  href={link.onlineAddress.shortUrl}
                  target="_blank"
                  rel="noreferrer"
                  fontWeight="medium"
                  fontSize="sm"
                  wordBreak="break-all"
                >
                  {link.onlineAddress.shortUrl}
                </Link>
                <Text fontSize="xs" color="fg.muted" truncate title={link.onlineAddress.url}>
                  {link.onlineAddress.url}
                </Text>
                <HStack gap="4" fontSize="sm">
                  <Text>
                    <Text as="span" fontWeight="semibold" data-testid="link-views">
                      {formatNumber(link.views)}
                    </Text>{' '}
                    <Text as="span" color="fg.muted">
                      {t('metricsViewsLabel')}
                    </Text>
                  </Text>
                  <Text>
                    <Text as="span" fontWeight="semibold" data-testid="link-unique-views">
                      {formatNumber(link.contactUniqueViews)}
                    </Text>{' '}
                    <Text as="span" color="fg.muted">
                      {t('metricsUniqueLabel')}
                    </Text>
                  </Text>
                </HStack>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function MetricsBody({ shootingId, heading }: { shootingId: number; heading: boolean }) {
  const shooting = useShooting(shootingId);
  if (shooting.isPending) return <CardsSkeleton rows={2} testId="metrics-skeleton" />;
  if (shooting.isError) {
    return <LoadError message={t('loadError')} retryLabel={t('retry')} onRetry={shooting.refetch} />;
  }
  const data = shooting.data;
  return (
    <Stack gap="5" data-testid="shooting-metrics">
      <Stack gap="2">
        {heading ? (
          <HStack gap="2" wrap="wrap">
            <Text as="h2" fontWeight="semibold" fontSize="lg" wordBreak="break-word">
              {data.title}
            </Text>
            <ShootingStatusBadge status={data.status} />
          </HStack>
        ) : (
          <HStack>
            <ShootingStatusBadge status={data.status} />
          </HStack>
        )}
        {data.status === 'FAILURE' && data.failureReason ? (
          <Text fontSize="sm" color="fg.error">
            {t('sendFailedReason', { reason: shared.maybe(data.failureReason) })}
          </Text>
        ) : null}
      </Stack>
      <SimpleGrid columns={{ base: 2, lg: 3 }} gap="3">
        <Stat label={t('metricsRecipients')} value={formatNumber(data.recipients)} />
        <Stat label={t('metricsSent')} value={formatNumber(data.submissions)} />
        <Stat label={t('metricsQueued')} value={formatNumber(data.processing)} />
        <Stat label={t('metricsFailed')} value={formatNumber(data.failed)} />
        <Stat label={t('metricsCost')} value={formatBRL(data.costEffective)} />
      </SimpleGrid>
      <Links shooting={data} />
      <Recipients shooting={data} />
    </Stack>
  );
}

/** The right column on md and up (spec 002 §2): the selected campaign's recipients and link metrics. */
export function ShootingMetrics({ shootingId }: { shootingId: number | null; onBuyCredits(): void }) {
  if (shootingId === null) {
    return (
      <EmptyState.Root borderWidth="1px" borderRadius="l3" data-testid="metrics-empty">
        <EmptyState.Content>
          <EmptyState.Indicator
            color="brand.fg"
            bg="brand.subtle"
            borderRadius="full"
            p="3"
            aria-hidden="true"
          >
            <ChartIcon />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title as="h2">{t('metricsTitle')}</EmptyState.Title>
            <EmptyState.Description maxW="xs">{t('metricsEmpty')}</EmptyState.Description>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <Card.Root variant="outline">
      <Card.Body p={{ base: '3', lg: '5' }}>
        <MetricsBody shootingId={shootingId} heading />
      </Card.Body>
    </Card.Root>
  );
}

/** On phones the chart button opens the same metrics from the bottom of the screen. */
export function ShootingMetricsDrawer({
  shootingId,
  onClose,
}: {
  shootingId: number;
  onClose(): void;
  onBuyCredits(): void;
}) {
  const shooting = useShooting(shootingId);
  return (
    <Drawer.Root open placement="bottom" onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxH="85dvh" borderTopRadius="l3">
            <Drawer.Header>
              <Drawer.Title>{shooting.data?.title ?? t('metricsTitle')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body pb="6">
              <MetricsBody shootingId={shootingId} heading={false} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
