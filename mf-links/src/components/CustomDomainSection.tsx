import type { Domain } from '@atalho/sdk/schemas';
import {
  CardsSkeleton,
  CopyButton,
  formatDateTime,
  LoadError,
  PlanLockedNotice,
  useEntitlement,
} from '@atalho/ui';
import { Badge, Card, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useDomains } from '../hooks/useDomains';
import { t } from '../i18n';

type Shown = 'pending' | 'verified' | 'failing' | 'paused';

/** What the owner reads: a verified host whose plan ended is paused (it serves nothing until the plan is back). */
const shownOf = (domain: Domain): Shown =>
  domain.status === 'verified' && !domain.serving ? 'paused' : domain.status;

const badge: Record<Shown, { label: string; palette: string }> = {
  pending: { label: t('domainStatusPending'), palette: 'orange' },
  verified: { label: t('domainStatusVerified'), palette: 'green' },
  failing: { label: t('domainStatusFailing'), palette: 'red' },
  paused: { label: t('domainStatusPaused'), palette: 'gray' },
};

const explanation: Record<Shown, string> = {
  pending: t('domainPendingText'),
  verified: t('domainVerifiedText'),
  failing: t('domainFailingText'),
  paused: t('domainPausedText'),
};

const problems: Record<string, string> = {
  'target.missing': t('domainProblemTarget'),
  'txt.missing': t('domainProblemTxt'),
};

function DomainRecords({ domain }: { domain: Domain }) {
  return (
    <Stack gap="2">
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm">
          <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" pb="2">
            {t('domainRecordsCaption')}
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('domainRecordType')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('domainRecordName')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('domainRecordValue')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {domain.records.map((record) => (
              <Table.Row key={`${record.type} ${record.value}`}>
                <Table.Cell>{record.type}</Table.Cell>
                <Table.Cell wordBreak="break-all">{record.name}</Table.Cell>
                <Table.Cell>
                  <HStack gap="1">
                    <Text as="span" fontFamily="mono" wordBreak="break-all">
                      {record.value}
                    </Text>
                    <CopyButton value={record.value} />
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Text fontSize="sm" color="fg.muted">
        {t('domainRecordsHint')}
      </Text>
    </Stack>
  );
}

function DomainItem({ domain }: { domain: Domain }) {
  const shown = shownOf(domain);
  const problem = domain.lastError ? problems[domain.lastError] : undefined;
  return (
    <Stack gap="3" data-testid="custom-domain" borderTopWidth="1px" pt="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Stack gap="0">
          <Text fontSize="sm" color="fg.muted">
            {domain.kind === 'domain' ? t('domainKindDomain') : t('domainKindSubdomain')}
          </Text>
          <Text fontWeight="semibold" wordBreak="break-all">
            {domain.host}
          </Text>
        </Stack>
        <Badge colorPalette={badge[shown].palette} size="md">
          {badge[shown].label}
        </Badge>
      </HStack>
      <Text>
        {domain.kind === 'subdomain' && shown === 'verified' ? t('domainSubdomainText') : explanation[shown]}
      </Text>
      {problem && shown !== 'verified' && <Text color="fg.error">{problem}</Text>}
      {domain.kind === 'domain' && shown !== 'verified' && shown !== 'paused' && (
        <DomainRecords domain={domain} />
      )}
      {domain.checkedAt && (
        <Text fontSize="sm" color="fg.muted">
          {t('domainCheckedAt', { date: formatDateTime(domain.checkedAt) })}
        </Text>
      )}
    </Stack>
  );
}

/**
 * "Domínio próprio" on the loading-screen settings (spec 001 §2: domain and subdomain are shown there, BUSINESS):
 * each host with its status and, until it works, the DNS records to create (decision 033).
 */
export function CustomDomainSection() {
  const allowed = useEntitlement('customDomain');
  const query = useDomains(allowed);
  return (
    <Card.Root variant="outline" as="section" aria-labelledby="custom-domain-title">
      <Card.Body>
        <Stack gap="4">
          <Heading as="h2" size="md" id="custom-domain-title">
            {t('domainTitle')}
          </Heading>
          <Text color="fg.muted">{t('domainIntro')}</Text>
          {!allowed ? (
            <PlanLockedNotice feature="customDomain" />
          ) : query.isPending ? (
            <CardsSkeleton rows={1} />
          ) : query.isError ? (
            <LoadError message={t('domainLoadError')} retryLabel={t('linksRetry')} onRetry={query.refetch} />
          ) : query.data.length === 0 ? (
            <Text>{t('domainNone')}</Text>
          ) : (
            query.data.map((domain) => <DomainItem key={domain.id} domain={domain} />)
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
