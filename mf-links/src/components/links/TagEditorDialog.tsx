import type { OnlineAddress } from '@atalho/sdk/schemas';
import { AppDialog, CloseIcon, ConfirmDialog, notify } from '@atalho/ui';
import { Badge, Button, Field, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useLinkUpdate } from '../../hooks/useLinkMutations';
import { t } from '../../i18n';
import { joinTags, splitTags } from './link-urls';

const TAG_MAX = 50;

/**
 * The link's tags (spec 001 §2 "Tag editor dialog"): one string joined by `||`. Closing without changes
 * closes; with changes it asks before discarding. Saving applies the server's answer and says 'Salvo'.
 */
export function TagEditorDialog({ link, onClose }: { link: OnlineAddress; onClose(): void }) {
  const [saved, setSaved] = useState(() => splitTags(link.tags));
  const [tags, setTags] = useState(saved);
  const [draft, setDraft] = useState('');
  const [confirming, setConfirming] = useState(false);
  const update = useLinkUpdate();
  const changed = joinTags(tags) !== joinTags(saved) || draft.trim() !== '';

  const add = () => {
    const tag = draft.trim().replaceAll('|', '').slice(0, TAG_MAX);
    if (tag && !tags.includes(tag)) setTags([...tags, tag]);
    setDraft('');
  };

  const close = () => (changed ? setConfirming(true) : onClose());

  const save = async () => {
    const next = draft.trim() ? [...tags, draft.trim().replaceAll('|', '')] : tags;
    const answer = await update
      .mutateAsync({ id: link.id, body: { code: link.code, url: link.url, tags: joinTags(next) } })
      .catch(() => null);
    if (!answer) return;
    const applied = splitTags(answer.tags);
    setSaved(applied);
    setTags(applied);
    setDraft('');
    notify.success('saved');
  };

  return (
    <>
      {/* The question replaces the editor (no nested dialogs); cancelling it brings the edits back. */}
      <AppDialog
        open={!confirming}
        onClose={close}
        title={t('tagsTitle', { code: link.code })}
        footer={
          <>
            <Button variant="outline" onClick={close}>
              {t('close')}
            </Button>
            <Button onClick={save} disabled={!changed} loading={update.isPending}>
              {t('save')}
            </Button>
          </>
        }
      >
        <Stack gap="3">
          <form
            onSubmit={(event) => {
              event.preventDefault();
              add();
            }}
          >
            <Field.Root>
              <Field.Label>{t('tagNew')}</Field.Label>
              <HStack w="full">
                <Input value={draft} maxLength={TAG_MAX} onChange={(event) => setDraft(event.target.value)} />
                <Button type="submit" variant="outline" disabled={!draft.trim()}>
                  {t('tagAdd')}
                </Button>
              </HStack>
            </Field.Root>
          </form>
          {tags.length ? (
            <HStack as="ul" gap="2" wrap="wrap" listStyleType="none" aria-label={t('tagsLabel')}>
              {tags.map((tag) => (
                <Badge as="li" key={tag} size="lg" variant="surface" colorPalette="accent" pe="0.5">
                  {tag}
                  <IconButton
                    size="2xs"
                    variant="ghost"
                    aria-label={t('tagRemove', { tag })}
                    onClick={() => setTags(tags.filter((item) => item !== tag))}
                  >
                    <CloseIcon />
                  </IconButton>
                </Badge>
              ))}
            </HStack>
          ) : (
            <Text color="fg.muted">{t('tagsEmpty')}</Text>
          )}
        </Stack>
      </AppDialog>
      <ConfirmDialog
        open={confirming}
        title={t('discardTitle')}
        confirmLabel={t('discard')}
        destructive
        onConfirm={() => {
          setConfirming(false);
          onClose();
        }}
        onClose={() => setConfirming(false)}
      >
        {t('discardText')}
      </ConfirmDialog>
    </>
  );
}
