// `@atalho/ui`, not '../overlays': this file belongs to the `@atalho/ui/image-upload` entry, which must not
// bundle a second copy of the kit's modules.
import { AppDialog } from '@atalho/ui';
import { t } from '@atalho/ui/i18n';
import { Box, Button, Slider, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import Cropper from 'react-easy-crop';
import type { PixelArea } from './crop-image';

export interface ImageCropDialogProps {
  /** An object URL of the chosen file. */
  src: string;
  aspect: number;
  busy: boolean;
  onCancel(): void;
  onCrop(area: PixelArea): void;
}

/** Loaded only when a picture is chosen: react-easy-crop stays out of the pages' first download. */
export default function ImageCropDialog({ src, aspect, busy, onCancel, onCrop }: ImageCropDialogProps) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<PixelArea | null>(null);
  return (
    <AppDialog
      open
      wide
      onClose={onCancel}
      title={t('upload.cropTitle')}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            {t('action.cancel')}
          </Button>
          <Button onClick={() => area && onCrop(area)} disabled={!area} loading={busy}>
            {t('upload.cropConfirm')}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Box
          position="relative"
          h={{ base: '56', sm: '64' }}
          bg="gray.900"
          borderRadius="md"
          overflow="hidden"
        >
          <Cropper
            image={src}
            crop={crop}
            zoom={zoom}
            aspect={aspect}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
          />
        </Box>
        <Slider.Root
          min={1}
          max={3}
          step={0.1}
          value={[zoom]}
          onValueChange={(details) => setZoom(details.value[0] ?? 1)}
        >
          <Slider.Label>{t('upload.zoom')}</Slider.Label>
          <Slider.Control>
            <Slider.Track>
              <Slider.Range />
            </Slider.Track>
            <Slider.Thumbs />
          </Slider.Control>
        </Slider.Root>
      </Stack>
    </AppDialog>
  );
}
