import { useSession } from '@atalho/sdk';
import type { OnlineAddress } from '@atalho/sdk/schemas';
import {
  AppDialog,
  CardsSkeleton,
  ChartIcon,
  FilterIcon,
  formatNumber,
  GearIcon,
  LoadError,
  notify,
  Pagination,
  PanelPage,
  ShortenerBox,
  useEntitlement,
} from '@atalho/ui';
import { Badge, Box, Button, Card, Grid, HStack, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import type { LinkAction } from '../components/links/LinkActionsMenu';
import { LinkCard } from '../components/links/LinkCard';
import type { LinkDialog } from '../components/links/LinkDialogs';
import { LinksEmptyState } from '../components/links/LinksEmptyState';
import { LinksList } from '../components/links/LinksList';
import { activeFilterCount, emptyFilters, filtersOf, isManualOrder } from '../components/links/links-view';
import { OrderMenu } from '../components/links/OrderMenu';
import { PageSizeSelect } from '../components/links/PageSizeSelect';
import { PreviewPrompt } from '../components/links/PreviewPrompt';
import { RemoteDashboard } from '../components/links/RemoteDashboard';
import { useLink } from '../hooks/useLinkLookups';
import { useLinkActivation, useLinkReorder } from '../hooks/useLinkMutations';
import { useLinksList } from '../hooks/useLinksList';
import { useLinksView } from '../hooks/useLinksView';
import { useOwnerQrLogo } from '../hooks/useOwnerQrLogo';
import { t } from '../i18n';
import { LOADING_SCREEN_PATH } from '../paths';

// Dialogs and the filter drawer load when they open (CONTRIBUTING "a page", decision 012).
const LinkDialogs = lazy(async () => ({
  default: (await import('../components/links/LinkDialogs')).LinkDialogs,
}));
const LinksFilterDrawer = lazy(async () => ({
  default: (await import('../components/links/LinksFilterDrawer')).LinksFilterDrawer,
}));

const PreviewEditorDialog = lazy(async () => ({
  default: (await import('../components/preview-editor/PreviewEditorDialog')).PreviewEditorDialog,
}));

const idOf = (value: string | undefined): number | null =>
  value && /^\d{1,15}$/.test(value) ? Number(value) : null;

/**
 * /painel/links/shortened[/:id] (spec 001 §2): the shortener and the list on the left, the metrics
 * dashboard on the right from md up (a dialog below). Every filter, the ordering, the page and the
 * selection live in the URL. With an id in the path the screen opens in dashboard mode on that link.
 */
export function LinksPage() {
  const name = useSession((session) => session.user?.name);
  const routeId = idOf(useParams().id);
  const { view, update } = useLinksView();
  const links = useLinksList(view);
  const recent = useLink(view.shortenedRecent);
  const [pinned, setPinned] = useState<OnlineAddress | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [dialog, setDialog] = useState<LinkDialog>(null);
  const [previewOf, setPreviewOf] = useState<number | null>(null);
  const wide = useBreakpointValue({ base: false, md: true }) ?? false;
  // On a phone the dashboard is a dialog: it opens for a link chosen from outside the list too (an address with
  // a link in it, a search result, the shortener's chart button), as the column shows it from md up.
  const [dashboardOpen, setDashboardOpen] = useState(routeId !== null || view.onlineAddressId !== null);
  const [openedRoute, setOpenedRoute] = useState(routeId);
  if (routeId !== openedRoute) {
    setOpenedRoute(routeId);
    if (routeId !== null && !wide) setDashboardOpen(true);
  }
  const adFree = useEntitlement('adFree');
  const customPreview = useEntitlement('customPreview');
  const logoSrc = useOwnerQrLogo();
  const activation = useLinkActivation();
  const reorder = useLinkReorder();

  // A recently shortened link is fetched, moved to the top, selected, and the query value cleared.
  useEffect(() => {
    if (view.shortenedRecent === null || recent.isPending) return;
    if (recent.data) setPinned(recent.data);
    update(
      { shortenedRecent: null, ...(recent.data ? { onlineAddressId: recent.data.id } : {}) },
      { replace: true },
    );
  }, [view.shortenedRecent, recent.isPending, recent.data, update]);

  const selectedId = view.onlineAddressId ?? routeId;
  const filters = filtersOf(view);
  const filterCount = activeFilterCount(filters);
  const content = links.data?.content ?? [];
  const pinnedShown = pinned !== null && view.page === 0 && filterCount === 0;
  // The list's copy is fresher once it holds the link (after an edit, say).
  const shown = pinnedShown
    ? [
        content.find((link) => link.id === pinned.id) ?? pinned,
        ...content.filter((link) => link.id !== pinned.id),
      ]
    : content;

  const toggleSelected = (link: OnlineAddress) => {
    const selecting = selectedId !== link.id;
    update({ onlineAddressId: selecting ? link.id : null });
    if (selecting && !wide) setDashboardOpen(true);
  };

  const act = (link: OnlineAddress, action: LinkAction | 'qr') => {
    if (action === 'preview') setPreviewOf(link.id);
    else if (action === 'toggleActive') {
      activation
        .mutateAsync({ link, active: !link.active })
        .then((saved) => {
          if (pinned?.id === saved.id) setPinned(saved);
          notify.success(saved.active ? t('reactivated') : t('deactivated'));
        })
        .catch(() => undefined);
    } else if (
      action === 'edit' ||
      action === 'tags' ||
      action === 'error' ||
      action === 'delete' ||
      action === 'qr'
    ) {
      setDialog({ kind: action, link });
    }
  };

  const dashboard = <RemoteDashboard {...(selectedId === null ? {} : { onlineAddressId: selectedId })} />;

  return (
    <PanelPage
      title={t('linksTitle')}
      header={
        <Stack
          direction={{ base: 'column', sm: 'row' }}
          justify="space-between"
          align={{ sm: 'end' }}
          gap="3"
        >
          <Stack gap="2">
            {name && (
              <Text fontWeight="medium" data-testid="links-greeting">
                {t('linksGreeting', { name })}
              </Text>
            )}
            <Text color="fg.muted" maxW="2xl">
              {t('linksIntro')}
            </Text>
          </Stack>
          {/* The links' own setting: the screen a visitor sees before the redirect (spec 001 §2). */}
          <Button asChild variant="outline" flexShrink={0} alignSelf={{ base: 'start', sm: 'auto' }}>
            <RouterLink to={LOADING_SCREEN_PATH}>
              <GearIcon />
              {t('configTitle')}
            </RouterLink>
          </Button>
        </Stack>
      }
    >
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6">
        <Stack gap="4" minW="0">
          <Card.Root variant="outline" id="links-shortener">
            <Card.Body p={{ base: '4', md: '5' }}>
              <ShortenerBox
                logoSrc={logoSrc}
                onCreated={(link) => update({ shortenedRecent: link.id })}
                onChart={(link) => {
                  update({ onlineAddressId: link.id, shortenedRecent: link.id });
                  if (!wide) setDashboardOpen(true);
                }}
                resultExtra={(link) =>
                  customPreview && !link.openGraph ? (
                    <PreviewPrompt onEdit={() => setPreviewOf(link.id)} />
                  ) : null
                }
              />
            </Card.Body>
          </Card.Root>

          <HStack justify="space-between" gap="2" wrap="wrap" as="section" aria-label={t('listTools')}>
            <Text color="fg.muted" fontSize="sm" aria-live="polite" data-testid="links-total">
              {links.data
                ? t(links.data.totalElements === 1 ? 'linksCountOne' : 'linksCount', {
                    count: formatNumber(links.data.totalElements),
                  })
                : ''}
            </Text>
            <HStack gap="2" wrap="wrap">
              {filterCount > 0 ? (
                <Button size="sm" variant="ghost" onClick={() => update(emptyFilters)}>
                  {t('filterClear')}
                </Button>
              ) : null}
              <Button size="sm" variant="outline" onClick={() => setFiltersOpen(true)}>
                <FilterIcon />
                {t('filtersTitle')}
                {filterCount > 0 ? <Badge colorPalette="brand">{filterCount}</Badge> : null}
              </Button>
              <OrderMenu orderBy={view.orderBy} onChange={(orderBy) => update({ orderBy })} />
              {wide ? null : (
                <Button size="sm" variant="outline" onClick={() => setDashboardOpen(true)}>
                  <ChartIcon />
                  {t('metricsTitle')}
                </Button>
              )}
            </HStack>
          </HStack>

          {links.isPending ? (
            <CardsSkeleton rows={4} testId="links-skeleton" />
          ) : links.isError ? (
            <LoadError message={t('linksLoadError')} retryLabel={t('linksRetry')} onRetry={links.refetch} />
          ) : shown.length === 0 ? (
            <LinksEmptyState filtered={filterCount > 0} onClearFilters={() => update(emptyFilters)} />
          ) : (
            <LinksList
              links={shown}
              sortable={isManualOrder(view.orderBy) && !pinnedShown}
              showAd={!adFree}
              onReorder={(ids) => reorder.mutate(ids, { onError: () => void links.refetch() })}
              renderLink={(link, handle) => (
                <LinkCard
                  link={link}
                  selected={selectedId === link.id}
                  onToggleSelected={() => toggleSelected(link)}
                  onAction={(action) => act(link, action)}
                  logoSrc={logoSrc}
                  handle={handle}
                />
              )}
            />
          )}
          {links.data ? (
            <Stack
              direction={{ base: 'column', sm: 'row' }}
              justify="center"
              align="center"
              gap={{ base: '3', sm: '6' }}
              wrap="wrap"
            >
              <Pagination
                page={view.page}
                totalPages={links.data.totalPages}
                onPageChange={(page) => update({ page })}
              />
              <PageSizeSelect
                size={view.size}
                total={links.data.totalElements}
                onChange={(size) => update({ size })}
              />
            </Stack>
          ) : null}
        </Stack>

        {wide ? (
          <Box as="section" aria-label={t('metricsTitle')} alignSelf="start" position="sticky" top="4">
            {dashboard}
          </Box>
        ) : null}
      </Grid>

      {wide ? null : (
        <AppDialog
          open={dashboardOpen}
          onClose={() => setDashboardOpen(false)}
          title={t('metricsTitle')}
          wide
        >
          {dashboard}
        </AppDialog>
      )}
      <Suspense fallback={null}>
        {filtersOpen ? (
          <LinksFilterDrawer
            open
            filters={filters}
            onClose={() => setFiltersOpen(false)}
            onApply={(next) => {
              update(next);
              setFiltersOpen(false);
            }}
          />
        ) : null}
        {previewOf !== null ? (
          <PreviewEditorDialog onlineAddressId={previewOf} open onClose={() => setPreviewOf(null)} />
        ) : null}
        {dialog ? (
          <LinkDialogs
            dialog={dialog}
            logoSrc={logoSrc}
            onClose={() => setDialog(null)}
            onDeleted={(link) => {
              if (pinned?.id === link.id) setPinned(null);
              if (selectedId === link.id) update({ onlineAddressId: null });
            }}
          />
        ) : null}
      </Suspense>
    </PanelPage>
  );
}
