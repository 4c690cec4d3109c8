import type { Infoproduct, Lead } from '@atalho/sdk/infoproducts';
import { ChartIcon, ConfirmDialog, CopyButton, LoadError, notify, Pagination } from '@atalho/ui';
import { Box, Button, EmptyState, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useDeleteLead } from '../../hooks/useDeleteLead';
import { useLeads } from '../../hooks/useLeads';
import { t } from '../../i18n';
import { metricsUrlOf, publicUrlOf } from '../list/public-address';
import { LeadItem } from './LeadItem';
import { LeadsExportButton } from './LeadsExportButton';

const countFormat = new Intl.NumberFormat('pt-BR');

/**
 * The selected info product's side panel (spec 001 §2): its title, "follow metrics" on the links screen, the
 * CSV export and its leads, 10 a page, each deletable after a confirmation. Mount it with `key={item.id}` so
 * another item starts on its first page.
 */
export function LeadsPanel({ item, headingLevel = 'h2' }: { item: Infoproduct; headingLevel?: 'h2' | 'h3' }) {
  const [page, setPage] = useState(0);
  const leads = useLeads(item.id, page);
  const [deleting, setDeleting] = useState<{ lead: Lead; opener: HTMLElement } | null>(null);
  const deletion = useDeleteLead();
  const total = leads.data?.totalElements ?? 0;

  const closeDelete = () => {
    const opener = deleting?.opener;
    setDeleting(null);
    if (opener?.isConnected) setTimeout(() => opener.focus());
  };

  return (
    <Stack gap="4" data-testid="leads-panel">
      <Stack gap="3">
        <Heading as={headingLevel} size="lg" wordBreak="break-word">
          {item.title}
        </Heading>
        <HStack gap="2" wrap="wrap" align="start">
          <Button asChild size="sm" variant="subtle" colorPalette="brand">
            <RouterLink to={metricsUrlOf(item.onlineAddress.id)}>
              <ChartIcon />
              {t('followMetrics')}
            </RouterLink>
          </Button>
          <LeadsExportButton infoproductId={item.id} total={total} />
        </HStack>
      </Stack>

      <Stack gap="1" as="section" aria-labelledby={`leads-${item.id}`}>
        <HStack justify="space-between" gap="2">
          <Heading as={headingLevel === 'h2' ? 'h3' : 'h4'} size="sm" id={`leads-${item.id}`}>
            {t('leadsLabel')}
          </Heading>
          {leads.data ? (
            <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="leads-total">
              {t(total === 1 ? 'leadsCountOne' : 'leadsCount', { count: countFormat.format(total) })}
            </Text>
          ) : null}
        </HStack>
        {leads.isPending ? (
          <Stack gap="3" aria-busy="true" data-testid="leads-skeleton">
            <Skeleton height="12" />
            <Skeleton height="12" />
            <Skeleton height="12" />
          </Stack>
        ) : leads.isError ? (
          <LoadError message={t('leadsLoadError')} retryLabel={t('retry')} onRetry={leads.refetch} />
        ) : leads.data.content.length === 0 ? (
          <EmptyState.Root size="sm" borderWidth="1px" borderStyle="dashed" borderRadius="l2">
            <EmptyState.Content>
              <Stack textAlign="center" align="center" gap="1">
                <EmptyState.Title>{t('leadsEmptyTitle')}</EmptyState.Title>
                <EmptyState.Description>{t('leadsEmptyDescription')}</EmptyState.Description>
              </Stack>
              <CopyButton
                value={publicUrlOf(item.onlineAddress.code)}
                label={t('leadsCopyLink')}
                variant="outline"
              />
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <Box as="ul" listStyleType="none" aria-busy={leads.isPlaceholderData || undefined}>
            {leads.data.content.map((lead) => (
              <LeadItem key={lead.id} lead={lead} onDelete={(opener) => setDeleting({ lead, opener })} />
            ))}
          </Box>
        )}
        {leads.data ? (
          <Box alignSelf="center">
            <Pagination page={page} totalPages={leads.data.totalPages} onPageChange={setPage} size="xs" />
          </Box>
        ) : null}
      </Stack>

      <ConfirmDialog
        open={deleting !== null}
        title={t('leadDeleteTitle')}
        confirmLabel={t('actionDelete')}
        destructive
        loading={deletion.isPending}
        onClose={closeDelete}
        onConfirm={async () => {
          if (!deleting) return;
          const done = await deletion.mutateAsync(deleting.lead.id).then(
            () => true,
            () => false,
          );
          if (!done) return;
          notify.success('deleted');
          // The last lead of a later page gone: that page no longer exists.
          if (page > 0 && leads.data?.content.length === 1) setPage(page - 1);
          closeDelete();
        }}
      >
        {deleting ? t('leadDeleteText', { email: deleting.lead.email }) : null}
      </ConfirmDialog>
    </Stack>
  );
}
