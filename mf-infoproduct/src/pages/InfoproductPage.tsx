import { type Infoproduct, infoproductKeys } from '@atalho/sdk/infoproducts';
import { AppDialog, CardsSkeleton, LoadError, notify, Pagination, PanelPage, PlusIcon } from '@atalho/ui';
import { Box, Button, Card, Grid, HStack, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfigButton } from '../components/config/ConfigButton';
import { LeadsPanel } from '../components/leads/LeadsPanel';
import { type InfoproductAction, InfoproductCard } from '../components/list/InfoproductCard';
import { InfoproductsEmptyState } from '../components/list/InfoproductsEmptyState';
import { useInfoproducts } from '../hooks/useInfoproducts';
import { usePageConfig } from '../hooks/usePageConfig';
import { t } from '../i18n';

// The wizard and the dialogs load when they open, so the list stays light (CONTRIBUTING "a page").
const InfoproductWizard = lazy(async () => ({
  default: (await import('../components/wizard/InfoproductWizard')).InfoproductWizard,
}));
const CreateInfoDialog = lazy(async () => ({
  default: (await import('../components/list/CreateInfoDialog')).CreateInfoDialog,
}));
const DeleteInfoproductDialog = lazy(async () => ({
  default: (await import('../components/list/DeleteInfoproductDialog')).DeleteInfoproductDialog,
}));
const RemotePreviewEditor = lazy(async () => ({
  default: (await import('../components/list/RemotePreviewEditor')).RemotePreviewEditor,
}));
const PageConfigDialog = lazy(async () => ({
  default: (await import('../components/config/PageConfigDialog')).PageConfigDialog,
}));

type Dialog =
  | { kind: 'create' | 'config' }
  | { kind: 'wizard'; item: Infoproduct | null }
  | { kind: 'delete' | 'preview' | 'leads'; item: Infoproduct }
  | null;

const pageOf = (value: string | null): number => (value && /^\d{1,6}$/.test(value) ? Number(value) : 0);

/**
 * /painel/nfoproduct (spec 001 §2 "Info-product page"): the user's info products, 10 a page, newest change
 * first; the selected one's leads in the right column from md up (a dialog from each card's "Leads" button
 * below). The first load selects the first item. The gear opens the page configuration, with a '!' while the
 * user has none; "Criar infoproduto" explains the wizard, then opens it.
 */
export function InfoproductPage() {
  const [search, setSearch] = useSearchParams();
  const page = pageOf(search.get('page'));
  const list = useInfoproducts(page);
  const config = usePageConfig();
  const client = useQueryClient();
  const wide = useBreakpointValue({ base: false, md: true }) ?? false;
  const [selected, setSelected] = useState<Infoproduct | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const opener = useRef<HTMLElement | null>(null);
  const autoSelected = useRef(false);

  const content = list.data?.content ?? [];
  // The list's copy is the fresher one once it holds the item (after an edit, a new lead).
  const current = selected ? (content.find((item) => item.id === selected.id) ?? selected) : null;

  const setPage = (next: number) =>
    setSearch(
      (params) => {
        if (next === 0) params.delete('page');
        else params.set('page', String(next));
        return params;
      },
      { replace: false },
    );

  useEffect(() => {
    if (autoSelected.current || !list.isSuccess) return;
    autoSelected.current = true;
    if (list.data.content[0]) setSelected(list.data.content[0]);
  }, [list.isSuccess, list.data]);

  // A page past the end (the last item of the last page deleted elsewhere) shows the last one instead.
  useEffect(() => {
    if (list.data && list.data.content.length === 0 && page > 0 && !list.isPlaceholderData) {
      setPage(Math.max(0, list.data.totalPages - 1));
    }
  });

  const open = (next: Dialog, from: HTMLElement | null) => {
    opener.current = from;
    setDialog(next);
  };
  const close = () => {
    setDialog(null);
    const from = opener.current;
    // Back to the control that opened the dialog, once the dialog has let go of the focus.
    if (from) setTimeout(() => from.isConnected && from.focus());
  };

  const act = (item: Infoproduct, action: InfoproductAction, from: HTMLElement | null) => {
    if (action === 'edit') open({ kind: 'wizard', item }, from);
    else if (action === 'leads') {
      setSelected(item);
      open({ kind: 'leads', item }, from);
    } else open({ kind: action, item }, from);
  };

  const saved = (item: Infoproduct) => {
    void client.invalidateQueries({ queryKey: infoproductKeys.all });
    setSelected(item);
    setPage(0);
    notify.success('saved');
    close();
  };

  const deleted = (item: Infoproduct) => {
    if (current?.id === item.id) setSelected(null);
    if (page > 0 && content.length === 1) setPage(page - 1);
  };

  const startCreate = (from: HTMLElement) => open({ kind: 'create' }, from);

  return (
    <PanelPage
      title={t('infoproductTitle')}
      header={
        <Stack
          direction={{ base: 'column', sm: 'row' }}
          justify="space-between"
          align={{ sm: 'end' }}
          gap="3"
        >
          <Text color="fg.muted" maxW="2xl">
            {t('infoproductIntro')}
          </Text>
          <HStack gap="2" flexShrink={0}>
            <Button onClick={(event) => startCreate(event.currentTarget)}>
              <PlusIcon />
              {t('createAction')}
            </Button>
            <ConfigButton missing={config.missing} onOpen={(from) => open({ kind: 'config' }, from)} />
          </HStack>
        </Stack>
      }
    >
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6">
        <Stack gap="4" minW="0" as="section" aria-label={t('listLabel')}>
          {list.isPending ? (
            <CardsSkeleton rows={3} testId="infoproducts-skeleton" />
          ) : list.isError ? (
            <LoadError message={t('loadError')} retryLabel={t('retry')} onRetry={list.refetch} />
          ) : content.length === 0 ? (
            <InfoproductsEmptyState onCreate={startCreate} />
          ) : (
            <>
              <Text color="fg.muted" fontSize="sm" aria-live="polite" data-testid="infoproducts-total">
                {t(list.data.totalElements === 1 ? 'listCountOne' : 'listCount', {
                  count: list.data.totalElements,
                })}
              </Text>
              <Stack gap="3" aria-busy={list.isPlaceholderData || undefined}>
                {content.map((item) => (
                  <InfoproductCard
                    key={item.id}
                    item={item}
                    selected={current?.id === item.id}
                    onSelect={() => setSelected(item)}
                    onAction={(action, from) => act(item, action, from)}
                    qrLogo={config.qrLogo}
                  />
                ))}
              </Stack>
            </>
          )}
          {list.data ? (
            <Box alignSelf="center">
              <Pagination page={page} totalPages={list.data.totalPages} onPageChange={setPage} />
            </Box>
          ) : null}
        </Stack>

        {wide ? (
          <Card.Root
            as="aside"
            variant="outline"
            aria-label={t('leadsLabel')}
            alignSelf="start"
            position="sticky"
            top="4"
            data-testid="side-panel"
          >
            <Card.Body p="5">
              {current ? (
                <LeadsPanel key={current.id} item={current} />
              ) : (
                <Text color="fg.muted">{t('panelEmptySelection')}</Text>
              )}
            </Card.Body>
          </Card.Root>
        ) : null}
      </Grid>

      <Suspense fallback={null}>
        {dialog?.kind === 'leads' && !wide ? (
          <AppDialog open onClose={close} title={t('leadsDialogTitle')} wide>
            <LeadsPanel key={dialog.item.id} item={current ?? dialog.item} />
          </AppDialog>
        ) : null}
        {dialog?.kind === 'create' ? (
          <CreateInfoDialog open onClose={close} onStart={() => setDialog({ kind: 'wizard', item: null })} />
        ) : null}
        {dialog?.kind === 'wizard' ? (
          <InfoproductWizard item={dialog.item} onClose={close} onSaved={saved} />
        ) : null}
        {dialog?.kind === 'delete' ? (
          <DeleteInfoproductDialog item={dialog.item} onClose={close} onDeleted={deleted} />
        ) : null}
        {dialog?.kind === 'preview' ? (
          <RemotePreviewEditor onlineAddressId={dialog.item.onlineAddress.id} onClose={close} />
        ) : null}
        {dialog?.kind === 'config' ? (
          <PageConfigDialog open missing={config.missing} onClose={close} />
        ) : null}
      </Suspense>
    </PanelPage>
  );
}
