import { type BioSectionType, bioAspectRatios } from '@atalho/sdk/schemas';
import { AppDialog, FormField, t as uiT, useSchemaForm } from '@atalho/ui';
import { ImageUploadField } from '@atalho/ui/image-upload';
import { Button, Dialog, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { type FormEvent, useId, useMemo } from 'react';
import { t } from '../i18n';
import { type DraftSection, newKey } from './bio-draft';
import {
  DESCRIPTION_LIMITS,
  SECTION_IMAGE_TARGETS,
  sectionFormSchema,
  sectionFormValues,
  sectionFromForm,
} from './section-form';

/** Section images: any image, up to 10 MB (spec 001 §5). */
const SECTION_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/bmp'] as const;
const SECTION_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

interface SectionFormDialogProps {
  type: BioSectionType;
  /** The section being edited, or null for a new one. */
  section: DraftSection | null;
  onSave(section: DraftSection): void;
  onClose(): void;
}

/** One section's fields, by type, checked with the type's rules before it goes into the list. */
export function SectionFormDialog({ type, section, onSave, onClose }: SectionFormDialogProps) {
  const formId = useId();
  const schema = useMemo(() => sectionFormSchema(type), [type]);
  const form = useSchemaForm(schema, { mode: 'onTouched', defaultValues: sectionFormValues(section) });
  const { register, formState, watch, setValue } = form;
  const errors = formState.errors;
  const handleSubmit = form.handleSubmit((values) => {
    onSave(sectionFromForm(type, values, section, newKey()));
  });
  // The dialog is portalled, but React bubbles its submit to the editor's form around it: stop it here.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation();
    return handleSubmit(event);
  };
  const aspectRatio = watch('aspectRatio');
  const descriptionMax = DESCRIPTION_LIMITS[type];

  const title = (
    <FormField label={t('sectionTitleLabel')} required={type === 'SAMPLE_LINK'} error={errors.title}>
      <Input {...register('title')} />
    </FormField>
  );
  const description = (
    <FormField
      label={t('sectionDescriptionLabel')}
      required={type === 'WHATSAPP'}
      error={errors.description}
      helperText={`${watch('description')?.length ?? 0}/${descriptionMax}`}
    >
      <Textarea {...register('description')} rows={2} />
    </FormField>
  );

  return (
    <AppDialog
      open
      wide
      onClose={onClose}
      title={section ? t('editSectionOf', { name: t(`type${type}`) }) : t(`type${type}`)}
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">{t('cancel')}</Button>
          </Dialog.ActionTrigger>
          <Button type="submit" form={formId}>
            {t('apply')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Stack gap="4">
          {type === 'IMAGE' && (
            <>
              <FormField label={t('aspectRatioLabel')}>
                <NativeSelect.Root>
                  <NativeSelect.Field {...register('aspectRatio')}>
                    {bioAspectRatios.map((ratio) => (
                      <option key={ratio} value={ratio}>
                        {t(`aspect${ratio}`)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <ImageUploadField
                label={t('sectionImageLabel')}
                target={SECTION_IMAGE_TARGETS[aspectRatio]}
                keepAspect={aspectRatio === 'original'}
                accept={SECTION_IMAGE_TYPES}
                maxBytes={SECTION_IMAGE_MAX_BYTES}
                value={watch('image')}
                onChange={(image) => {
                  const current = watch('image');
                  setValue('image', image ?? (current?.id ? { ...current, deleted: true } : null), {
                    shouldValidate: true,
                    shouldDirty: true,
                  });
                }}
              />
              {errors.image?.message && (
                <Text color="fg.error" fontSize="sm" role="alert">
                  {uiT.maybe(errors.image.message)}
                </Text>
              )}
            </>
          )}
          {title}
          {type === 'SAMPLE_LINK' && (
            <FormField label={t('sectionUrlLabel')} required error={errors.url}>
              <Input {...register('url')} inputMode="url" spellCheck={false} />
            </FormField>
          )}
          {type === 'IMAGE' && (
            <FormField label={t('sectionImageUrlLabel')} error={errors.url}>
              <Input {...register('url')} inputMode="url" spellCheck={false} />
            </FormField>
          )}
          {type === 'YOUTUBE' && (
            <FormField label={t('sectionYoutubeLabel')} required error={errors.url}>
              <Input
                {...register('url')}
                inputMode="url"
                spellCheck={false}
                placeholder="https://youtu.be/…"
              />
            </FormField>
          )}
          {type === 'WHATSAPP' && (
            <>
              <FormField
                label={t('sectionNumberLabel')}
                required
                error={errors.number}
                helperText={t('sectionNumberHint')}
              >
                <Input {...register('number')} inputMode="numeric" autoComplete="tel" />
              </FormField>
              <FormField label={t('sectionMessageLabel')} error={errors.message}>
                <Textarea {...register('message')} rows={2} />
              </FormField>
            </>
          )}
          {type === 'INSTAGRAM' && (
            <FormField label={t('sectionHandleLabel')} required error={errors.handle}>
              <Input {...register('handle')} autoCapitalize="none" spellCheck={false} placeholder="@perfil" />
            </FormField>
          )}
          {type !== 'YOUTUBE' && description}
        </Stack>
      </form>
    </AppDialog>
  );
}
