import type { Shooting } from '@atalho/sdk/sms';
import {
  ChartIcon,
  EditIcon,
  EyeIcon,
  formatBRL,
  formatDateTime,
  formatNumber,
  t as shared,
} from '@atalho/ui';
import { Alert, Badge, Card, HStack, IconButton, Progress, Stack, Text } from '@chakra-ui/react';
import { useLiveShooting } from '../../hooks/useShootings';
import { t } from '../../i18n';
import { ShootingStatusBadge } from './ShootingStatusBadge';

export const isReadOnly = (shooting: Pick<Shooting, 'status'>) =>
  shooting.status === 'SENT' || shooting.status === 'PROCESSING';

export const recipientsLabel = (count: number) =>
  count === 0
    ? t('shootingRecipientsNone')
    : count === 1
      ? t('shootingRecipientsOne')
      : t('shootingRecipients', { count: formatNumber(count) });

function when(shooting: Shooting): string {
  if (shooting.dateTimeSend) return t('shootingSentAt', { date: formatDateTime(shooting.dateTimeSend) });
  if (shooting.status === 'SCHEDULED' && shooting.dateTimeScheduled) {
    return t('shootingScheduledFor', { date: formatDateTime(shooting.dateTimeScheduled) });
  }
  return t('shootingCreated', { date: formatDateTime(shooting.dateCreate) });
}

/** While PROCESSING: how many messages reached the gateway, and how many still wait (spec 002 §4). */
function Progressing({ shooting }: { shooting: Shooting }) {
  const total = Math.max(shooting.recipients, shooting.submissions + shooting.processing, 1);
  return (
    <Stack gap="1" data-testid="shooting-progress">
      <Progress.Root
        value={Math.min(shooting.submissions, total)}
        max={total}
        size="sm"
        colorPalette="blue"
        aria-label={t('shootingProgress', { done: shooting.submissions, total })}
      >
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <HStack justify="space-between" gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
        <Text>
          {t('shootingProgress', { done: formatNumber(shooting.submissions), total: formatNumber(total) })}
        </Text>
        <Text>{t('shootingQueued', { count: formatNumber(shooting.processing) })}</Text>
      </HStack>
    </Stack>
  );
}

/** 'sendFailedShooting' with the reason, and 'dynamicMessageAlert' for dynamic messages (spec 002 §2). */
function Failure({ shooting }: { shooting: Shooting }) {
  return (
    <Alert.Root status="error" size="sm" data-testid="shooting-failure">
      <Alert.Indicator />
      <Alert.Content minW="0">
        <Alert.Description>
          <Stack gap="1">
            <Text>{t('sendFailedShooting')}</Text>
            {shooting.failureReason ? (
              <Text fontWeight="semibold">
                {t('sendFailedReason', { reason: shared.maybe(shooting.failureReason) })}
              </Text>
            ) : null}
            {shooting.type === 'DYNAMICS' ? <Text>{t('dynamicMessageAlert')}</Text> : null}
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * One campaign (spec 002 §2): title, status, recipients, when, its progress while it is being sent, the
 * failure explained, and the pencil (editor) and chart (metrics) buttons.
 */
export function ShootingCard({
  shooting: listed,
  selected,
  onEdit,
  onMetrics,
}: {
  shooting: Shooting;
  selected: boolean;
  onEdit(shooting: Shooting, opener: HTMLElement): void;
  onMetrics(shooting: Shooting, opener: HTMLElement): void;
}) {
  const shooting = useLiveShooting(listed);
  const readOnly = isReadOnly(shooting);
  return (
    <Card.Root
      as="li"
      variant="outline"
      borderColor={selected ? 'brand.solid' : undefined}
      data-testid="shooting-card"
      data-status={shooting.status}
    >
      <Card.Body gap="3" p={{ base: '3', sm: '4' }}>
        <HStack justify="space-between" align="start" gap="2">
          <Stack gap="1" minW="0">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="semibold" fontSize="md" wordBreak="break-word">
                {shooting.title}
              </Text>
              <ShootingStatusBadge status={shooting.status} />
            </HStack>
            {shooting.description ? (
              <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                {shooting.description}
              </Text>
            ) : null}
          </Stack>
          <HStack gap="1" flexShrink={0}>
            <IconButton
              variant="ghost"
              size="sm"
              aria-label={t(readOnly ? 'shootingView' : 'shootingEdit', { title: shooting.title })}
              title={t(readOnly ? 'shootingView' : 'shootingEdit', { title: shooting.title })}
              onClick={(event) => onEdit(shooting, event.currentTarget)}
            >
              {readOnly ? <EyeIcon /> : <EditIcon />}
            </IconButton>
            <IconButton
              variant={selected ? 'subtle' : 'ghost'}
              size="sm"
              aria-label={t('shootingMetrics', { title: shooting.title })}
              title={t('shootingMetrics', { title: shooting.title })}
              aria-pressed={selected}
              onClick={(event) => onMetrics(shooting, event.currentTarget)}
            >
              <ChartIcon />
            </IconButton>
          </HStack>
        </HStack>
        <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
          <Badge variant="outline" size="sm">
            {t(`shootingType_${shooting.type}`)}
          </Badge>
          <Text data-testid="shooting-recipients">{recipientsLabel(shooting.recipients)}</Text>
          <Text aria-hidden="true">·</Text>
          <Text>{when(shooting)}</Text>
        </HStack>
        {shooting.status === 'PROCESSING' ? <Progressing shooting={shooting} /> : null}
        {shooting.status === 'SENT' ? (
          <HStack gap="3" wrap="wrap" fontSize="sm">
            <Text>{t('shootingSentSummary', { submissions: formatNumber(shooting.submissions) })}</Text>
            {shooting.failed > 0 ? (
              <Text color="fg.error">
                {t('shootingFailedSummary', { failed: formatNumber(shooting.failed) })}
              </Text>
            ) : null}
            <Text color="fg.muted">{t('shootingCost', { cost: formatBRL(shooting.costEffective) })}</Text>
          </HStack>
        ) : null}
        {shooting.status === 'FAILURE' ? <Failure shooting={shooting} /> : null}
        {shooting.largeMessages > 0 && !readOnly ? (
          <Text fontSize="sm" color="orange.fg" data-testid="shooting-large">
            {shooting.largeMessages === 1
              ? t('shootingLargeMessagesOne')
              : t('shootingLargeMessages', { count: formatNumber(shooting.largeMessages) })}
          </Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
