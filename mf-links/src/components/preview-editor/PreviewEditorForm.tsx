import {
  type OnlineAddress,
  type OpenGraph,
  type OpenGraphFieldName,
  type OpenGraphForm,
  openGraphFieldNames,
  openGraphForm,
  shortenableUrl,
} from '@atalho/sdk/schemas';
import { FormField, notify, PlanLockedNotice, useEntitlement, useSchemaForm } from '@atalho/ui';
import { Button, Grid, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import * as v from 'valibot';
import { t } from '../../i18n';
import { shortUrlOf } from '../links/link-urls';
import { ChatPreview } from './ChatPreview';
import { Disclosure } from './Disclosure';
import { PreviewFieldInput } from './PreviewFieldInput';
import { changesOf, formValuesOf } from './preview-changes';
import { advancedFields, advancedGroups, mainFields } from './preview-layout';
import { useSavePreview, useSourceTags } from './usePreviewEditor';

/** "2 campos preenchidos", or nothing when none is. */
const filledHint = (count: number) =>
  count === 0 ? undefined : t(count === 1 ? 'previewFilledOne' : 'previewFilled', { count });

/** "Buscar da fonte": the page to read the tags of, an address as the shortener takes it (`invalidUrl`). */
const sourceForm = v.object({ source: shortenableUrl });

export interface PreviewEditorFormProps {
  link: OnlineAddress;
  preview: OpenGraph | null;
  onSaved(): void;
  onCancel(): void;
  /** Told whether a property differs from what was saved (closing then asks first). */
  onDirtyChange?(dirty: boolean): void;
}

/**
 * The editor itself: fetch from source, title, description and image, every other property of §2's tabs
 * under "Avançado" (one group per kind of content, and the filled tags as §2's "all" tab), the live chat
 * preview and the PRO-gated save. Every field is checked as it is typed, and save waits until none is wrong;
 * a group holding a wrong value opens by itself.
 */
export function PreviewEditorForm({
  link,
  preview,
  onSaved,
  onCancel,
  onDirtyChange,
}: PreviewEditorFormProps) {
  const canSave = useEntitlement('customPreview');
  const form = useSchemaForm(openGraphForm, { mode: 'onChange', defaultValues: formValuesOf(preview) });
  const values = form.watch();
  const source = useSchemaForm(sourceForm, { mode: 'onChange', defaultValues: { source: link.url } });
  const sourceTags = useSourceTags();
  const save = useSavePreview(link.id);
  const shortUrl = shortUrlOf(link);
  const invalid = Object.keys(form.formState.errors).length > 0;
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

  // A failure needs no handler here: the API answers 422 errorLinkLoad / 400 url.rejected and the shell shows
  // every answer's message keys.
  const fetchFromSource = source.handleSubmit((typed) =>
    sourceTags.mutate(typed.source, {
      onSuccess: (tags) => {
        const known = openGraphFieldNames.filter((name) => tags[name]);
        for (const name of known) {
          form.setValue(name, tags[name] ?? '', { shouldDirty: true, shouldValidate: true });
        }
        notify.info(known.length > 0 ? t('previewFetched') : t('previewFetchedNone'));
      },
    }),
  );

  const submit = form.handleSubmit((output: OpenGraphForm) => {
    const changes = changesOf(preview, output);
    if (changes.length === 0 && preview) return onSaved();
    save.mutate(
      { preview, changes },
      {
        onSuccess: () => {
          notify.success('saved');
          onSaved();
        },
      },
    );
  });

  const filled = openGraphFieldNames.filter((name) => values[name]?.trim());
  const { errors } = form.formState;
  const countFilled = (names: readonly OpenGraphFieldName[]) =>
    names.filter((name) => filled.includes(name)).length;
  const hasError = (names: readonly OpenGraphFieldName[]) => names.some((name) => errors[name]);

  return (
    <form onSubmit={submit} noValidate aria-label={t('previewTitle')}>
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">
          {t('previewIntro')}
        </Text>
        {!canSave && <PlanLockedNotice feature="customPreview" />}
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 20rem' }} gap="5" alignItems="start">
          <Stack gap="4" minW="0">
            <FormField
              label={t('previewSource')}
              helperText={t('previewSourceHelp')}
              error={source.formState.errors.source}
            >
              <HStack gap="2" w="full" align="stretch" flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
                <Input type="url" inputMode="url" spellCheck={false} {...source.register('source')} />
                <Button
                  variant="outline"
                  onClick={() => void fetchFromSource()}
                  loading={sourceTags.isPending}
                  disabled={source.formState.errors.source !== undefined}
                  flexShrink={0}
                >
                  {t('previewFetch')}
                </Button>
              </HStack>
            </FormField>
            <Stack gap="3" data-testid="preview-main-fields">
              {mainFields.map((name) => (
                <PreviewFieldInput key={name} name={name} form={form} />
              ))}
            </Stack>
            <Disclosure
              label={t('previewAdvanced')}
              hint={filledHint(countFilled(advancedFields))}
              reveal={hasError(advancedFields)}
            >
              <Stack gap="3">
                <Text color="fg.muted" fontSize="sm">
                  {t('previewAdvancedIntro')}
                </Text>
                {advancedGroups.map(([group, names]) => (
                  <Disclosure
                    key={group}
                    label={t(`previewGroup.${group}`)}
                    hint={filledHint(countFilled(names))}
                    reveal={hasError(names)}
                  >
                    <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="3">
                      {names.map((name) => (
                        <PreviewFieldInput key={name} name={name} form={form} />
                      ))}
                    </Grid>
                  </Disclosure>
                ))}
                <Disclosure label={t('previewGroup.all')} hint={filledHint(filled.length)}>
                  {filled.length === 0 ? (
                    <Text color="fg.muted">{t('previewAllEmpty')}</Text>
                  ) : (
                    <Table.Root size="sm" variant="outline">
                      <Table.Body>
                        {filled.map((name) => (
                          <Table.Row key={name}>
                            <Table.Cell fontFamily="mono" fontSize="xs" whiteSpace="nowrap">
                              {name}
                            </Table.Cell>
                            <Table.Cell wordBreak="break-word">{values[name]}</Table.Cell>
                          </Table.Row>
                        ))}
                      </Table.Body>
                    </Table.Root>
                  )}
                </Disclosure>
              </Stack>
            </Disclosure>
          </Stack>
          <Stack gap="2" position={{ lg: 'sticky' }} top="0">
            <Text fontWeight="medium" fontSize="sm">
              {t('previewChat')}
            </Text>
            <ChatPreview values={values} shortUrl={shortUrl} />
          </Stack>
        </Grid>
        <HStack justify="flex-end" gap="2">
          <Button variant="ghost" onClick={onCancel}>
            {t('previewCancel')}
          </Button>
          <Button type="submit" colorPalette="brand" loading={save.isPending} disabled={!canSave || invalid}>
            {t('previewSave')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
