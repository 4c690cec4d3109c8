import { FormField, type SchemaForm } from '@atalho/ui';
import { ImageUploadField } from '@atalho/ui/image-upload';
import { Input, Stack, Textarea } from '@chakra-ui/react';
import type { UsernameStatus } from '../hooks/useUsernameCheck';
import { t } from '../i18n';
import type { bioEditorSchema, DraftImage } from './bio-draft';
import { UsernameField } from './UsernameField';

/** Cover and picture formats (spec 001 §5). */
const PROFILE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/bmp'] as const;

/** Removing a saved image marks it deleted (sent so the server drops it); an unsaved one is dropped. */
const imageAfterRemoval = (current: DraftImage | null) =>
  current?.id ? { ...current, deleted: true } : null;

/** Tab 0: who the page is (username, name, description, cover and picture). */
export function ProfileTab({
  form,
  usernameStatus,
}: {
  form: SchemaForm<typeof bioEditorSchema>;
  usernameStatus: UsernameStatus;
}) {
  const { register, formState, watch, setValue } = form;
  const imageField = (name: 'cover' | 'picture') => ({
    value: watch(name),
    onChange: (value: DraftImage | null) =>
      setValue(name, value ?? imageAfterRemoval(watch(name)), { shouldDirty: true }),
  });
  return (
    <Stack gap="5">
      <UsernameField form={form} status={usernameStatus} />
      <FormField label={t('nameLabel')} required error={formState.errors.name}>
        <Input {...register('name')} autoComplete="name" />
      </FormField>
      <FormField label={t('descriptionLabel')} required error={formState.errors.description}>
        <Textarea {...register('description')} rows={3} autoresize />
      </FormField>
      <ImageUploadField
        label={t('pictureLabel')}
        target={{ width: 400, height: 400 }}
        accept={PROFILE_IMAGE_TYPES}
        {...imageField('picture')}
      />
      <ImageUploadField
        label={t('coverLabel')}
        target={{ width: 1200, height: 400 }}
        accept={PROFILE_IMAGE_TYPES}
        {...imageField('cover')}
      />
    </Stack>
  );
}
