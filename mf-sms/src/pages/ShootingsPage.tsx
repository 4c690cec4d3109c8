import { type Shooting, shootingStatuses } from '@atalho/sdk/sms';
import { CardsSkeleton, LoadError, MessageIcon, Pagination, PlusIcon } from '@atalho/ui';
import {
  Box,
  Button,
  EmptyState,
  Field,
  Grid,
  HStack,
  NativeSelect,
  Stack,
  Text,
  useBreakpointValue,
  VStack,
} from '@chakra-ui/react';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { BusinessRequiredInfo } from '../components/config/BusinessRequiredInfo';
import { SMS_CONTACTS, SmsLayout, useSmsArea } from '../components/SmsLayout';
import { ShootingCard } from '../components/shootings/ShootingCard';
import { shootingStatusLabel } from '../components/shootings/ShootingStatusBadge';
import { useShootingsList } from '../hooks/useShootings';
import { useShootingsView } from '../hooks/useShootingsView';
import { t } from '../i18n';

// The editor, the metrics and the confirmations load when they open, so the list stays light.
const ShootingEditorDialog = lazy(async () => ({
  default: (await import('../components/shootings/ShootingEditorDialog')).ShootingEditorDialog,
}));
const ShootingMetrics = lazy(async () => ({
  default: (await import('../components/shootings/ShootingMetrics')).ShootingMetrics,
}));
const ShootingMetricsDrawer = lazy(async () => ({
  default: (await import('../components/shootings/ShootingMetrics')).ShootingMetricsDrawer,
}));

type Editing = { shooting: Shooting | null } | null;

function EmptyShootings({
  filtered,
  disabled,
  onNew,
  onShowAll,
}: {
  filtered: boolean;
  disabled: boolean;
  onNew(): void;
  onShowAll(): void;
}) {
  return (
    <EmptyState.Root borderWidth="1px" borderRadius="l3" data-testid="shootings-empty">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <MessageIcon />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{t(filtered ? 'shootingsNoMatchTitle' : 'shootingsEmptyTitle')}</EmptyState.Title>
          <EmptyState.Description>
            {t(filtered ? 'shootingsNoMatchDescription' : 'shootingsEmptyDescription')}
          </EmptyState.Description>
        </VStack>
        {filtered ? (
          <Button variant="outline" onClick={onShowAll}>
            {t('shootingsShowAll')}
          </Button>
        ) : (
          <HStack gap="2" wrap="wrap" justify="center">
            <Button disabled={disabled} onClick={onNew}>
              <PlusIcon />
              {t('shootingsNew')}
            </Button>
            <Button asChild variant="outline">
              <RouterLink to={SMS_CONTACTS}>{t('shootingsEmptyContacts')}</RouterLink>
            </Button>
          </HStack>
        )}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

function Shootings() {
  const { config, openConfig, buyCredits } = useSmsArea();
  const { view, update } = useShootingsView();
  // Spec 002 §2: a new send waits for an SMS config with an id.
  const canCreate = Boolean(config.config?.id) && config.ready;
  const list = useShootingsList(view, config.query.isSuccess);
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const [editing, setEditing] = useState<Editing>(null);
  const [drawer, setDrawer] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const content = list.data?.content ?? [];

  // A page past the end (its last campaign deleted) shows the last page instead.
  useEffect(() => {
    if (list.data && list.data.content.length === 0 && view.page > 0 && !list.isPlaceholderData) {
      update({ page: Math.max(0, list.data.totalPages - 1) });
    }
  });

  const remember = (from: HTMLElement | null) => {
    opener.current = from ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
  };
  const refocus = () => {
    const from = opener.current;
    if (from) setTimeout(() => from.isConnected && from.focus());
  };
  const openEditor = (shooting: Shooting | null, from: HTMLElement | null) => {
    remember(from);
    setEditing({ shooting });
  };
  const closeEditor = () => {
    setEditing(null);
    refocus();
  };
  const showMetrics = (shooting: Shooting, from: HTMLElement) => {
    update({ select: shooting.id });
    if (phone) {
      remember(from);
      setDrawer(true);
    }
  };

  let body: ReactNode;
  if (config.query.isPending || (config.query.isSuccess && list.isPending)) {
    body = <CardsSkeleton rows={3} testId="shootings-skeleton" />;
  } else if (config.query.isError || list.isError) {
    body = (
      <LoadError
        message={t('loadError')}
        retryLabel={t('retry')}
        onRetry={() => (config.query.isError ? config.query.refetch() : list.refetch())}
      />
    );
  } else if (content.length === 0) {
    body = (
      <EmptyShootings
        filtered={view.status !== null}
        disabled={!canCreate}
        onNew={() => openEditor(null, null)}
        onShowAll={() => update({ status: null })}
      />
    );
  } else {
    body = (
      <Stack as="ul" gap="3" listStyleType="none" aria-busy={list.isPlaceholderData || undefined}>
        {content.map((shooting) => (
          <ShootingCard
            key={shooting.id}
            shooting={shooting}
            selected={view.select === shooting.id}
            onEdit={(item, from) => openEditor(item, from)}
            onMetrics={showMetrics}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="5">
      {config.missing ? <BusinessRequiredInfo onOpen={openConfig} /> : null}
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6">
        <Stack gap="4" minW="0" as="section" aria-label={t('shootingsListLabel')}>
          <Stack
            direction={{ base: 'column', sm: 'row' }}
            gap="3"
            align={{ sm: 'end' }}
            justify="space-between"
          >
            <Button
              disabled={!canCreate}
              onClick={(event) => openEditor(null, event.currentTarget)}
              data-testid="shooting-new"
            >
              <PlusIcon />
              {t('shootingsNew')}
            </Button>
            <Field.Root maxW={{ sm: '14rem' }}>
              <Field.Label>{t('shootingsFilterStatus')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={view.status ?? ''}
                  onChange={(event) =>
                    update({
                      status: (shootingStatuses as readonly string[]).includes(event.target.value)
                        ? (event.target.value as Shooting['status'])
                        : null,
                    })
                  }
                >
                  <option value="">{t('shootingsFilterAll')}</option>
                  {shootingStatuses.map((status) => (
                    <option key={status} value={status}>
                      {shootingStatusLabel(status)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          </Stack>
          {list.data && content.length > 0 ? (
            <Text color="fg.muted" fontSize="sm" aria-live="polite" data-testid="shootings-total">
              {list.data.totalElements === 1
                ? t('shootingsCountOne')
                : t('shootingsCount', { count: list.data.totalElements })}
            </Text>
          ) : null}
          {body}
          {list.data ? (
            <Box alignSelf="center">
              <Pagination
                page={view.page}
                totalPages={list.data.totalPages}
                onPageChange={(page) => update({ page })}
              />
            </Box>
          ) : null}
        </Stack>
        <Box
          as="aside"
          hideBelow="md"
          alignSelf="start"
          position="sticky"
          top="4"
          minW="0"
          aria-label={t('metricsTitle')}
        >
          {phone ? null : (
            <Suspense fallback={<CardsSkeleton rows={1} testId="metrics-skeleton" />}>
              <ShootingMetrics shootingId={view.select} onBuyCredits={buyCredits} />
            </Suspense>
          )}
        </Box>
      </Grid>

      <Suspense fallback={null}>
        {editing ? (
          <ShootingEditorDialog
            shooting={editing.shooting}
            onClose={closeEditor}
            onBuyCredits={buyCredits}
            onSaved={(saved) => update({ select: saved.id })}
            onDeleted={(deleted) => {
              if (view.select === deleted.id) update({ select: null });
            }}
          />
        ) : null}
        {phone && drawer && view.select !== null ? (
          <ShootingMetricsDrawer
            shootingId={view.select}
            onBuyCredits={buyCredits}
            onClose={() => {
              setDrawer(false);
              refocus();
            }}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
}

/**
 * /painel/sms (also /sender), the first tab (spec 002 §2 "Shootings screen"): the campaigns, 10 a page,
 * with the status filter in the address; the editor, the send confirmation and, on md and up, the
 * metrics of the selected campaign on the right (a drawer on phones).
 */
export function ShootingsPage() {
  return (
    <SmsLayout>
      <Shootings />
    </SmsLayout>
  );
}
