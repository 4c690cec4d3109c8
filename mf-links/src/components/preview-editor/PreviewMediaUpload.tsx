import { fileKeys, uploadFile } from '@atalho/sdk';
import { type OpenGraphFieldName, UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '@atalho/sdk/schemas';
import { notify, useEntitlement } from '@atalho/ui';
import { ImageUploadField } from '@atalho/ui/image-upload';
import { Button, VisuallyHidden } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { t } from '../../i18n';
import type { PreviewForm } from './PreviewFieldInput';

// The main property of each medium takes an upload; its `:url`/`:secure_url` variants are addresses of the same file.
const MEDIA_KINDS: Partial<Record<OpenGraphFieldName, 'video' | 'audio'>> = {
  'og:video': 'video',
  'og:audio': 'audio',
};
/** Spec 001 §5: preview images are cropped to 1200 × 630. */
const PREVIEW_IMAGE = { width: 1200, height: 630 };

/** A video or audio file sent as it is; the field then holds its address. */
function MediaFileButton({ kind, onUploaded }: { kind: 'video' | 'audio'; onUploaded(src: string): void }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useMutation({
    mutationFn: (file: File) => uploadFile(file, kind),
    meta: { invalidates: [fileKeys.all] },
    onSuccess: (file) => onUploaded(file.src),
  });
  const choose = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (file.size > UPLOAD_MAX_BYTES[kind]) return notify.error('invalid');
    upload.mutate(file);
  };
  const label = t(kind === 'video' ? 'previewUploadVideo' : 'previewUploadAudio');
  return (
    <>
      <VisuallyHidden>
        <input
          id={inputId}
          ref={input}
          type="file"
          aria-label={label}
          accept={UPLOAD_TYPES[kind].join(',')}
          disabled={upload.isPending}
          onChange={(event) => choose(event.target.files?.[0])}
        />
      </VisuallyHidden>
      <Button
        size="sm"
        variant="outline"
        alignSelf="start"
        loading={upload.isPending}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
    </>
  );
}

/**
 * Uploading instead of pasting an address, for the image, video and audio properties (PRO or BUSINESS,
 * spec 001 §2): the uploaded file's absolute address fills the field. Nothing shows below that plan.
 */
export function PreviewMediaUpload({ name, form }: { name: OpenGraphFieldName; form: PreviewForm }) {
  const canUpload = useEntitlement('mediaUpload');
  if (!canUpload) return null;
  const fill = (src: string) => form.setValue(name, src, { shouldDirty: true, shouldValidate: true });
  if (name === 'og:image') {
    const src = form.watch(name)?.trim();
    return (
      <ImageUploadField
        label={t('previewUploadImage')}
        value={src ? { src, deleted: false } : null}
        onChange={(image) => fill(image?.src ?? '')}
        target={PREVIEW_IMAGE}
      />
    );
  }
  const kind = MEDIA_KINDS[name];
  return kind ? <MediaFileButton kind={kind} onUploaded={fill} /> : null;
}
