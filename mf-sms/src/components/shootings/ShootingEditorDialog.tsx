import type {
  Shooting,
  ShootingFormOutput,
  ShootingRecipientsFilterInput,
  ShootingType,
} from '@atalho/sdk/sms';
import { localDateTime, SHOOTING_LIMITS, shootingForm, shootingTypes } from '@atalho/sdk/sms';
import {
  AppDialog,
  FormField,
  formatNumber,
  notify,
  SearchIcon,
  t as shared,
  TrashIcon,
  useSchemaForm,
} from '@atalho/ui';
import {
  Alert,
  Box,
  Button,
  Field,
  Grid,
  HStack,
  Input,
  RadioGroup,
  Separator,
  Stack,
  Switch,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useContactProperties } from '../../hooks/useContactFilterOptions';
import { useSaveShooting } from '../../hooks/useShootings';
import { useSmsConfig } from '../../hooks/useSmsConfig';
import { t } from '../../i18n';
import { MessagePreview } from './MessagePreview';
import { isReadOnly } from './ShootingCard';
import { bodyOf, formOf, previewOf, zoneCity } from './shooting-form';

const FindRecipientsDialog = lazy(async () => ({
  default: (await import('./FindRecipientsDialog')).FindRecipientsDialog,
}));
const SendShootingDialog = lazy(async () => ({
  default: (await import('./SendShootingDialog')).SendShootingDialog,
}));
const DeleteShootingDialog = lazy(async () => ({
  default: (await import('./DeleteShootingDialog')).DeleteShootingDialog,
}));

const FORM_ID = 'shooting-form';

const SENDABLE = new Set<Shooting['status']>(['SAVED', 'SCHEDULED', 'FAILURE']);

interface PendingFilter {
  filter: ShootingRecipientsFilterInput;
  count: number;
}

/** The contact properties as `{name}` chips: a tap inserts the variable where the cursor is. */
function VariableChips({
  chosen,
  disabled,
  onInsert,
}: {
  chosen: string[];
  disabled: boolean;
  onInsert(name: string): void;
}) {
  const properties = useContactProperties(true);
  return (
    <Stack gap="1.5">
      <Text fontSize="sm" fontWeight="medium" id="shooting-variables">
        {t('editorVariables')}
      </Text>
      {properties.data?.length ? (
        <HStack as="ul" listStyleType="none" gap="1.5" wrap="wrap" aria-labelledby="shooting-variables">
          {properties.data.map(({ value }) => (
            <li key={value}>
              <Button
                size="xs"
                variant={chosen.includes(value) ? 'subtle' : 'outline'}
                colorPalette="brand"
                disabled={disabled}
                onClick={() => onInsert(value)}
                data-testid="variable-chip"
              >
                {`{${value}}`}
              </Button>
            </li>
          ))}
        </HStack>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {properties.isPending ? t('filterLoading') : t('editorVariablesNone')}
        </Text>
      )}
      {properties.data?.length ? (
        <Text fontSize="xs" color="fg.muted">
          {t('editorVariablesHint')}
        </Text>
      ) : null}
    </Stack>
  );
}

const problemText = (key: string, limit: number) =>
  key === 'invalid.sms.text.size' ? t('editorTooLong', { limit }) : shared.maybe(key);

/**
 * The campaign editor (spec 002 §2 "SMS dialogs", §5): title, description, tags, type, the message with
 * its variables and live preview, link shortening, schedule and recipients. A new unscheduled campaign
 * with recipients goes to the send confirmation once saved; a SENT one is shown read-only. The fields are
 * checked with the SDK's `shootingForm` (`useSchemaForm`); the template's SMS-size rules block the save too.
 */
export function ShootingEditorDialog({
  shooting,
  onClose,
  onSaved,
  onDeleted,
  onBuyCredits,
}: {
  shooting: Shooting | null;
  onClose(): void;
  onSaved(shooting: Shooting): void;
  onDeleted(shooting: Shooting): void;
  onBuyCredits(): void;
}) {
  const { config } = useSmsConfig();
  const business = config?.business ?? '';
  const properties = useContactProperties(true);
  const save = useSaveShooting();
  const [current, setCurrent] = useState<Shooting | null>(shooting);
  // Every rule at once (`criteriaMode: 'all'` runs the whole schema): the schedule's checks sit after the
  // fields' and would otherwise wait until the title and the message are right.
  const form = useSchemaForm(shootingForm, { criteriaMode: 'all', defaultValues: formOf(shooting) });
  const values = form.watch();
  const errors = form.formState.errors;
  const [pending, setPending] = useState<PendingFilter | null>(null);
  const [dialog, setDialog] = useState<'find' | 'send' | 'delete' | null>(null);
  const template = useRef<HTMLTextAreaElement | null>(null);
  const templateField = form.register('template');

  const readOnly = current !== null && isReadOnly(current);
  const shortLinks = useMemo(
    () =>
      (current?.smsShootingHasOnlineAddresses ?? [])
        .filter((l) => !l.deleted)
        .map((l) => l.onlineAddress.shortUrl),
    [current],
  );
  const preview = previewOf(values, business, shortLinks);
  const dynamic = values.type === 'DYNAMICS';
  const now = localDateTime(values.timeZone);

  /** How a value set by a control (not typed into a registered field) counts: changed, checked once submitted. */
  const changed = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };

  const insertVariable = (name: string) => {
    const area = template.current;
    const token = `{${name}}`;
    const text = form.getValues('template');
    const start = area?.selectionStart ?? text.length;
    const end = area?.selectionEnd ?? text.length;
    const next = `${text.slice(0, start)}${token}${text.slice(end)}`;
    form.setValue('template', next.slice(0, SHOOTING_LIMITS.template), changed);
    const chosen = form.getValues('variables');
    if (!chosen.includes(name)) form.setValue('variables', [...chosen, name], changed);
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const blocking = preview.problems.filter((key) => key !== 'unusedLinkInMessage');

  const saveAnd = (intent: 'save' | 'send') => async (checked: ShootingFormOutput) => {
    if (readOnly || blocking.length > 0) return;
    const isNew = current === null;
    const body = bodyOf(checked, {
      id: current?.id ?? null,
      properties: (properties.data ?? []).map((option) => option.value),
      filter: pending?.filter ?? null,
    });
    const saved = await save.mutateAsync(body).catch(() => null);
    if (!saved) return;
    setCurrent(saved);
    form.reset(formOf(saved));
    setPending(null);
    onSaved(saved);
    const sendNow = !saved.scheduled && saved.recipients > 0 && (intent === 'send' || isNew);
    if (sendNow) setDialog('send');
    else {
      notify.success('saved');
      onClose();
    }
  };

  const title = current === null ? t('editorNew') : readOnly ? t('editorView') : t('editorEdit');
  const canSend =
    current !== null &&
    !readOnly &&
    SENDABLE.has(current.status) &&
    !values.scheduled &&
    (current.recipients > 0 || pending !== null);

  return (
    <>
      <AppDialog
        open
        wide
        onClose={onClose}
        title={title}
        footer={
          <HStack gap="2" w="full" wrap="wrap" justify="flex-end">
            {current !== null ? (
              <Button
                variant="ghost"
                colorPalette="red"
                me="auto"
                disabled={readOnly}
                onClick={() => setDialog('delete')}
              >
                <TrashIcon />
                {t('editorDelete')}
              </Button>
            ) : null}
            <Button variant="outline" onClick={onClose}>
              {readOnly ? t('close') : t('cancel')}
            </Button>
            {canSend ? (
              <Button
                variant="outline"
                loading={save.isPending}
                onClick={() => void form.handleSubmit(saveAnd('send'))()}
              >
                {t('editorSend')}
              </Button>
            ) : null}
            <Button
              type="submit"
              form={FORM_ID}
              disabled={readOnly}
              loading={save.isPending}
              data-testid="shooting-save"
            >
              {t('save')}
            </Button>
          </HStack>
        }
      >
        <form id={FORM_ID} noValidate onSubmit={form.handleSubmit(saveAnd('save'))}>
          <Stack gap="5">
            {readOnly ? (
              <Alert.Root status="info" size="sm">
                <Alert.Indicator />
                <Alert.Description>
                  {current?.status === 'PROCESSING' ? t('editorProcessing') : t('editorReadOnly')}
                </Alert.Description>
              </Alert.Root>
            ) : null}
            <FormField
              label={t('editorTitle')}
              required
              error={errors.title}
              helperText={t('editorTitleHint')}
            >
              <Input {...form.register('title')} maxLength={SHOOTING_LIMITS.title} disabled={readOnly} />
            </FormField>
            <FormField label={t('editorDescription')} error={errors.description}>
              <Textarea
                {...form.register('description')}
                maxLength={SHOOTING_LIMITS.description}
                rows={2}
                autoresize
                disabled={readOnly}
              />
            </FormField>
            <FormField label={t('editorTags')} helperText={t('editorTagsHint')} error={errors.tags}>
              <Input {...form.register('tags')} disabled={readOnly} />
            </FormField>

            <Field.Root disabled={readOnly}>
              <Field.Label id="shooting-type">{t('editorType')}</Field.Label>
              <RadioGroup.Root
                value={values.type}
                disabled={readOnly}
                aria-labelledby="shooting-type"
                onValueChange={(details) => form.setValue('type', details.value as ShootingType, changed)}
              >
                <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="2">
                  {shootingTypes.map((type) => (
                    <RadioGroup.Item
                      key={type}
                      value={type}
                      alignItems="flex-start"
                      borderWidth="1px"
                      borderRadius="l2"
                      p="3"
                      borderColor={values.type === type ? 'brand.solid' : undefined}
                    >
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator mt="0.5" />
                      <RadioGroup.ItemText>
                        <Text fontWeight="medium">{t(`shootingType_${type}`)}</Text>
                        <Text fontSize="sm" color="fg.muted" fontWeight="normal">
                          {t(`editorTypeHelp_${type}`)}
                        </Text>
                      </RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </Grid>
              </RadioGroup.Root>
            </Field.Root>

            <Stack gap="3">
              <FormField
                label={t('editorTemplate')}
                required
                error={errors.template}
                helperText={t('editorTemplateHint')}
              >
                <Textarea
                  {...templateField}
                  ref={(area) => {
                    templateField.ref(area);
                    template.current = area;
                  }}
                  maxLength={SHOOTING_LIMITS.template}
                  rows={4}
                  autoresize
                  disabled={readOnly}
                  data-testid="shooting-template"
                />
              </FormField>
              {dynamic ? (
                <VariableChips chosen={values.variables} disabled={readOnly} onInsert={insertVariable} />
              ) : null}
              {preview.problems.length > 0 && !readOnly ? (
                <Stack gap="1" data-testid="template-problems">
                  {preview.problems.map((key) => (
                    <Text
                      key={key}
                      fontSize="sm"
                      color={key === 'unusedLinkInMessage' ? 'orange.fg' : 'fg.error'}
                      role={key === 'unusedLinkInMessage' ? undefined : 'alert'}
                    >
                      {problemText(key, preview.limit)}
                    </Text>
                  ))}
                </Stack>
              ) : null}
              <MessagePreview preview={preview} dynamic={dynamic} empty={!values.template.trim()} />
              {dynamic ? (
                <Alert.Root status="warning" size="sm">
                  <Alert.Indicator />
                  <Alert.Description>{t('editorDynamicWarning', { limit: preview.limit })}</Alert.Description>
                </Alert.Root>
              ) : null}
            </Stack>

            <Switch.Root
              checked={values.shortenUrls}
              disabled={readOnly}
              onCheckedChange={(details) => form.setValue('shortenUrls', details.checked, changed)}
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>{t('editorShorten')}</Switch.Label>
            </Switch.Root>

            <Stack gap="3">
              <Switch.Root
                checked={values.scheduled}
                disabled={readOnly}
                onCheckedChange={(details) => {
                  form.setValue('scheduled', details.checked, changed);
                  if (form.formState.isSubmitted) void form.trigger(['date', 'time']);
                }}
              >
                <Switch.HiddenInput />
                <Switch.Control />
                <Switch.Label>{t('editorSchedule')}</Switch.Label>
              </Switch.Root>
              {values.scheduled ? (
                <Stack gap="1">
                  <HStack gap="3" align="start" wrap="wrap">
                    <FormField
                      label={t('editorDate')}
                      required
                      error={errors.date}
                      rootProps={{ flex: '1 1 9rem' }}
                    >
                      <Input
                        {...form.register('date', { deps: ['time'] })}
                        type="date"
                        min={now.date}
                        disabled={readOnly}
                      />
                    </FormField>
                    <FormField
                      label={t('editorTime')}
                      required
                      error={errors.time}
                      rootProps={{ flex: '1 1 7rem' }}
                    >
                      <Input
                        {...form.register('time')}
                        type="time"
                        min={values.date === now.date ? now.time : undefined}
                        disabled={readOnly}
                      />
                    </FormField>
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    {t('editorTimeZone', { zone: zoneCity(values.timeZone) })}
                  </Text>
                </Stack>
              ) : null}
            </Stack>

            <Separator />
            <Stack gap="2" as="section" aria-labelledby="shooting-recipients">
              <Text fontWeight="semibold" id="shooting-recipients">
                {t('editorRecipients')}
              </Text>
              <Text fontSize="sm" data-testid="editor-recipients">
                {current && current.recipients > 0
                  ? current.recipients === 1
                    ? t('editorRecipientsCountOne')
                    : t('editorRecipientsCount', { count: formatNumber(current.recipients) })
                  : t('editorRecipientsNone')}
              </Text>
              {pending ? (
                <HStack gap="2" wrap="wrap">
                  <Text fontSize="sm" color="brand.fg" fontWeight="medium" data-testid="editor-pending">
                    {pending.count === 1
                      ? t('editorRecipientsFilterOne')
                      : t('editorRecipientsFilter', { count: formatNumber(pending.count) })}
                  </Text>
                  <Button size="xs" variant="ghost" onClick={() => setPending(null)}>
                    {t('editorRecipientsFilterClear')}
                  </Button>
                </HStack>
              ) : null}
              <Box>
                <Button size="sm" variant="outline" disabled={readOnly} onClick={() => setDialog('find')}>
                  <SearchIcon />
                  {t('editorFindRecipients')}
                </Button>
              </Box>
            </Stack>
          </Stack>
        </form>
      </AppDialog>

      <Suspense fallback={null}>
        {dialog === 'find' ? (
          <FindRecipientsDialog
            onClose={() => setDialog(null)}
            onAdd={(filter, count) => {
              setPending({ filter, count });
              setDialog(null);
            }}
          />
        ) : null}
        {dialog === 'send' && current ? (
          <SendShootingDialog
            shooting={current}
            onClose={() => setDialog(null)}
            onBuyCredits={onBuyCredits}
            onSent={(sent) => {
              onSaved(sent);
              onClose();
            }}
          />
        ) : null}
        {dialog === 'delete' && current ? (
          <DeleteShootingDialog
            shooting={current}
            onClose={() => setDialog(null)}
            onDeleted={(deleted) => {
              onDeleted(deleted);
              onClose();
            }}
          />
        ) : null}
      </Suspense>
    </>
  );
}
