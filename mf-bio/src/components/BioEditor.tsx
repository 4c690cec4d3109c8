import type { Biography } from '@atalho/sdk/schemas';
import { AppDialog, notify, useEntitlement, useSchemaForm } from '@atalho/ui';
import { Box, Button, Grid, HStack, Stack, Tabs } from '@chakra-ui/react';
import { useDeferredValue, useState } from 'react';
import { useSaveBiography } from '../hooks/useSaveBiography';
import { useUsernameCheck } from '../hooks/useUsernameCheck';
import { t } from '../i18n';
import { AppearanceTab } from './AppearanceTab';
import {
  appearanceOf,
  BIO_TABS,
  bioEditorSchema,
  fromBiography,
  invalidTabs,
  LAST_TAB,
  newDraft,
  toBody,
} from './bio-draft';
import { ContentTab } from './ContentTab';
import { PhonePreview } from './PhonePreview';
import { ProfileTab } from './ProfileTab';
import { toPreviewView } from './preview-view';
import { TemplateDialog } from './TemplateDialog';

const TAB_LABELS = ['tabProfile', 'tabContent', 'tabAppearance'] as const;

/**
 * The three-tab editor (spec 001 §2) over one form. A saved bio opens on its content; a new one on its profile,
 * from the first template, with the template picker open. Forward is blocked while saving, while the tab is
 * invalid or while the username is not available; save while anything is invalid, or, for a new bio, before
 * the last tab.
 */
export function BioEditor({ initial }: { initial: Biography | null }) {
  const [saved, setSaved] = useState(initial);
  const isNew = saved === null;
  const form = useSchemaForm(bioEditorSchema, {
    mode: 'onChange',
    defaultValues: initial ? fromBiography(initial) : newDraft(),
  });
  const [tab, setTab] = useState<number>(initial ? BIO_TABS.content : BIO_TABS.profile);
  const [templateId, setTemplateId] = useState<number | null>(initial ? null : 1);
  const [templatesOpen, setTemplatesOpen] = useState(initial === null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const save = useSaveBiography();
  const promotion = !useEntitlement('bioPromoRemoval');

  const draft = form.watch();
  const username = draft.onlineAddress.code.trim();
  const usernameStatus = useUsernameCheck(username, saved?.onlineAddress.id, !invalidUsername(username));
  const invalid = invalidTabs(draft);
  const usernameOk = usernameStatus === 'available';
  const canForward =
    tab < LAST_TAB && !save.isPending && !invalid.has(tab) && (tab !== BIO_TABS.profile || usernameOk);
  const canSave = !save.isPending && invalid.size === 0 && usernameOk && (!isNew || tab === LAST_TAB);
  const preview = useDeferredValue(toPreviewView(draft));

  const applyTemplate = (id: number) => {
    const appearance = appearanceOf(id);
    if (appearance) {
      for (const [name, value] of Object.entries(appearance)) {
        form.setValue(name as keyof typeof appearance, value as never, { shouldDirty: true });
      }
    }
    setTemplateId(id);
    setTemplatesOpen(false);
  };

  const submit = form.handleSubmit(async (values) => {
    if (!canSave) return;
    const answer = await save.mutateAsync(toBody(values)).catch(() => null);
    if (!answer) return;
    setSaved(answer);
    form.reset(fromBiography(answer));
    notify.success('saved');
  });

  const phone = <PhonePreview view={preview} username={username} promotion={promotion} />;

  return (
    <Grid
      templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 24rem' }}
      gap={{ base: '4', lg: '8' }}
    >
      <form onSubmit={submit} noValidate aria-label={t('bioTitle')}>
        <Stack gap="5" minW="0">
          <Tabs.Root
            value={String(tab)}
            onValueChange={({ value }) => setTab(Number(value))}
            variant="line"
            lazyMount={false}
          >
            <Tabs.List aria-label={t('tabsLabel')} overflowX="auto">
              {TAB_LABELS.map((label, index) => (
                <Tabs.Trigger
                  key={label}
                  value={String(index)}
                  disabled={index > tab && (!canForward || (isNew && index > tab + 1))}
                >
                  {t(label)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value="0">
              <ProfileTab form={form} usernameStatus={usernameStatus} />
            </Tabs.Content>
            <Tabs.Content value="1">
              <ContentTab form={form} />
            </Tabs.Content>
            <Tabs.Content value="2">
              <AppearanceTab form={form} onTemplates={() => setTemplatesOpen(true)} />
            </Tabs.Content>
          </Tabs.Root>
          <HStack gap="2" justify="space-between" wrap="wrap" borderTopWidth="1px" pt="4">
            <HStack gap="2">
              <Button variant="outline" disabled={tab === 0} onClick={() => setTab(tab - 1)}>
                {t('back')}
              </Button>
              {tab < LAST_TAB && (
                <Button variant="outline" disabled={!canForward} onClick={() => setTab(tab + 1)}>
                  {t('next')}
                </Button>
              )}
              <Button variant="ghost" display={{ lg: 'none' }} onClick={() => setPreviewOpen(true)}>
                {t('preview')}
              </Button>
            </HStack>
            <Button type="submit" disabled={!canSave} loading={save.isPending} loadingText={t('saving')}>
              {t('save')}
            </Button>
          </HStack>
        </Stack>
      </form>
      <Box display={{ base: 'none', lg: 'block' }} position="sticky" top="4" alignSelf="start">
        {phone}
      </Box>
      <AppDialog open={previewOpen} onClose={() => setPreviewOpen(false)} title={t('previewTitle')} wide>
        {previewOpen && phone}
      </AppDialog>
      <TemplateDialog
        open={templatesOpen}
        current={templateId}
        onPick={applyTemplate}
        onClose={() => setTemplatesOpen(false)}
      />
    </Grid>
  );
}

/** Whether the username breaks its own rules (then it is not sent to the check). */
function invalidUsername(username: string): boolean {
  return !/^[A-Za-z0-9_-]{1,15}$/.test(username);
}
