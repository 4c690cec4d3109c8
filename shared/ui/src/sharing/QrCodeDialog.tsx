import { shareUrl } from '@atalho/sdk/share-url';
import { t } from '@atalho/ui/i18n';
import { Box, Button, Dialog, Image, Text } from '@chakra-ui/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { notify } from '../feedback/notify';
import { AppDialog } from '../overlays/AppDialog';
import { sharingText } from './copy';
import { downloadQrPng, QR_LOGO_RATIO, QR_SIZE } from './qr-download';

export interface QrCodeDialogProps {
  open: boolean;
  onClose(): void;
  /** The short link; the code encodes it plus `s=q`. */
  shortUrl: string;
  /** The owner's logo, shown in the centre for paid owners (the caller decides; null for none). */
  logoSrc?: string | null;
}

// The QR renderer (~20 KB gzip with prop-types) loads when a dialog opens, not with every page (decision 012).
const QRCode = lazy(() => import('react-qr-code'));

/** QR code of a short link, 500×500, downloadable as `qrcode.png` (spec 000 §2, §9). */
export function QrCodeDialog({ open, onClose, shortUrl, logoSrc = null }: QrCodeDialogProps) {
  const frame = useRef<HTMLDivElement>(null);
  const [downloading, setDownloading] = useState(false);
  // The short link plus `s=q`, so its scans are counted as QR scans.
  const value = shareUrl(shortUrl, 'qr');

  const download = async () => {
    const svg = frame.current?.querySelector('svg');
    if (!svg) return;
    setDownloading(true);
    try {
      await downloadQrPng(svg, logoSrc);
    } catch {
      notify.error('error.generic');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={sharingText('qrTitle')}
      wide
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">{t('action.close')}</Button>
          </Dialog.ActionTrigger>
          <Button onClick={download} loading={downloading}>
            {sharingText('qrDownload')}
          </Button>
        </>
      }
    >
      <Box ref={frame} position="relative" bg="white" p="3" borderRadius="l2" borderWidth="1px">
        <Suspense fallback={<Box aspectRatio="1" w="full" maxW={`${QR_SIZE}px`} />}>
          <QRCode
            value={value}
            size={QR_SIZE}
            level={logoSrc ? 'H' : 'M'}
            title={sharingText('qrAlt')}
            style={{ width: '100%', height: 'auto', maxWidth: QR_SIZE, display: 'block' }}
            data-qr-value={value}
          />
        </Suspense>
        {logoSrc ? (
          <Image
            src={logoSrc}
            alt=""
            position="absolute"
            top="50%"
            left="50%"
            transform="translate(-50%, -50%)"
            maxW={`${QR_LOGO_RATIO * 100}%`}
            maxH={`${QR_LOGO_RATIO * 100}%`}
            objectFit="contain"
            bg="white"
            p="1.5"
            borderRadius="sm"
          />
        ) : null}
      </Box>
      <Text mt="3" fontSize="sm" color="fg.muted" textAlign="center" wordBreak="break-all">
        {shortUrl}
      </Text>
    </AppDialog>
  );
}
