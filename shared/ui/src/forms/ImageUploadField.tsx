// `@atalho/ui/image-upload`: an entry of its own, so the pages that show no upload field (the links screen's
// first load among them) do not download it with the kit's root.
import { fileKeys, uploadFile } from '@atalho/sdk';
import { UPLOAD_MAX_BYTES, type UploadedFile } from '@atalho/sdk/schemas';
import { t } from '@atalho/ui/i18n';
import { Box, Button, Field, HStack, Image, Progress, Stack, VisuallyHidden } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { cropToBlob, type PixelArea } from './crop-image';

const ImageCropDialog = lazy(() => import('./ImageCropDialog'));

/** An image as the API's bodies carry it (`picture`, `bannerImage`, covers…): `{id, src, deleted}`. */
export interface ImageValue {
  id?: number | null;
  src: string;
  deleted: boolean;
}

const FORMAT_NAMES: Record<string, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/bmp': 'BMP',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
};

export interface ImageUploadFieldProps {
  label: ReactNode;
  value: ImageValue | null;
  /** The uploaded crop, or null when the person removes the image. */
  onChange(value: ImageValue | null): void;
  /** Size of the uploaded crop in pixels (its aspect is the crop's): logo 300×80, banner 200×40… */
  target: { width: number; height: number };
  /**
   * Keep the picture's own proportions (a bio image's "original" ratio): the crop starts as the whole picture
   * and is uploaded at most `target.width` wide, as tall as its proportions make it.
   */
  keepAspect?: boolean;
  /** Media types the person may pick (the crop is uploaded as PNG or JPEG whatever they pick). */
  accept?: readonly string[];
  /** A larger pick shows 'invalid' without uploading (spec 001 §8 "Oversized image"). */
  maxBytes?: number;
  disabled?: boolean;
  /** Replaces the size and formats hint. */
  helperText?: ReactNode;
  /** Uploads the crop; the SDK's `uploadFile(blob, 'image')` unless a caller needs another kind. */
  upload?(blob: Blob): Promise<UploadedFile>;
}

const defaultUpload = (blob: Blob) => uploadFile(blob, 'image', 'imagem');

/** The upload size of a crop kept in its own proportions: at most the target's width, never enlarged. */
function sizeKeeping(area: PixelArea, target: { width: number }): { width: number; height: number } {
  const width = Math.max(1, Math.round(Math.min(target.width, area.width)));
  return { width, height: Math.max(1, Math.round((width * area.height) / area.width)) };
}

/**
 * Pick an image, crop it to the target aspect (the dialog loads when needed), upload it, show it. Used by
 * the loading-screen config, the preview editor, the bio and info-product editors.
 */
export function ImageUploadField({
  label,
  value,
  onChange,
  target,
  keepAspect = false,
  accept = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
  maxBytes = UPLOAD_MAX_BYTES.image,
  disabled = false,
  helperText,
  upload = defaultUpload,
}: ImageUploadFieldProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<{ src: string; type: string; aspect: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: async (area: PixelArea) => {
      if (!picked) throw new Error('nothing picked');
      return upload(
        await cropToBlob(picked.src, area, keepAspect ? sizeKeeping(area, target) : target, picked.type),
      );
    },
    meta: { invalidates: [fileKeys.all] },
    onSuccess: (file) => {
      onChange({ id: file.id, src: file.src, deleted: false });
      setPicked(null);
    },
  });

  useEffect(() => () => (picked ? URL.revokeObjectURL(picked.src) : undefined), [picked]);

  const choose = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!accept.includes(file.type) || file.size > maxBytes) {
      setError(t('invalid'));
      return;
    }
    setError(null);
    const src = URL.createObjectURL(file);
    if (!keepAspect) {
      setPicked({ src, type: file.type, aspect: target.width / target.height });
      return;
    }
    const image = new window.Image();
    image.onload = () =>
      setPicked({ src, type: file.type, aspect: image.naturalWidth / image.naturalHeight || 1 });
    image.onerror = () => setError(t('invalid'));
    image.src = src;
  };

  const shown = value && !value.deleted && value.src ? value : null;
  const formats = accept.map((type) => FORMAT_NAMES[type] ?? type).join(', ');
  return (
    <Field.Root invalid={error !== null || mutation.isError} disabled={disabled}>
      <Field.Label htmlFor={inputId}>{label}</Field.Label>
      <Stack gap="3" w="full">
        {shown && (
          <Box borderWidth="1px" borderRadius="md" p="2" bg="bg.subtle" alignSelf="start" maxW="full">
            <Image
              src={shown.src}
              alt={t('upload.preview')}
              maxH="20"
              maxW="full"
              objectFit="contain"
              htmlWidth={target.width}
              htmlHeight={target.height}
            />
          </Box>
        )}
        <HStack gap="2" wrap="wrap">
          <VisuallyHidden>
            <input
              id={inputId}
              ref={input}
              type="file"
              accept={accept.join(',')}
              disabled={disabled || mutation.isPending}
              onChange={(event) => choose(event.target.files?.[0])}
            />
          </VisuallyHidden>
          <Button
            size="sm"
            variant="outline"
            disabled={disabled || mutation.isPending}
            onClick={() => input.current?.click()}
          >
            {shown ? t('upload.change') : t('upload.choose')}
          </Button>
          {shown && (
            <Button
              size="sm"
              variant="ghost"
              colorPalette="red"
              disabled={disabled || mutation.isPending}
              onClick={() => onChange(null)}
            >
              {t('upload.remove')}
            </Button>
          )}
        </HStack>
        {mutation.isPending && (
          <Progress.Root value={null} size="xs" aria-label={t('upload.uploading')}>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        )}
      </Stack>
      {error || mutation.isError ? (
        <Field.ErrorText>{error ?? t('error.generic')}</Field.ErrorText>
      ) : (
        <Field.HelperText>
          {helperText ?? t('upload.hint', { width: target.width, height: target.height, formats })}
        </Field.HelperText>
      )}
      {picked && (
        <Suspense fallback={null}>
          <ImageCropDialog
            src={picked.src}
            aspect={picked.aspect}
            busy={mutation.isPending}
            onCancel={() => setPicked(null)}
            onCrop={(area) => mutation.mutate(area)}
          />
        </Suspense>
      )}
    </Field.Root>
  );
}
