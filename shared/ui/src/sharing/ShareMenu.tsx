import { Button, IconButton, Menu, Portal } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { notify } from '../feedback/notify';
import { COPY_CONFIRMATION_MS } from '../forms/CopyButton';
import { CheckIcon, CopyIcon, NetworkIcon, QrIcon, ShareIcon } from '../icons';
import { sharingText } from './copy';
import { QrCodeDialog } from './LazyQrCodeDialog';
import { shareLinks } from './share-targets';

export interface ShareMenuProps {
  shortUrl: string;
  /** Optional text sent along with the link (WhatsApp, Twitter, e-mail). */
  text?: string;
  /** Owner's logo for the QR code centre (paid owners only; the caller decides). */
  logoSrc?: string | null;
  /** Trigger as a labelled button instead of an icon button. */
  label?: string;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  variant?: 'solid' | 'outline' | 'ghost' | 'subtle' | 'surface';
}

/** Copy link (the bare short link), the share targets of spec 000 §2, each with its `s`, and the QR code dialog. */
export function ShareMenu({
  shortUrl,
  text,
  logoSrc = null,
  label,
  size = 'sm',
  variant = 'ghost',
}: ShareMenuProps) {
  const [copied, setCopied] = useState(false);
  const [qrOpen, setQrOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shortUrl);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    } catch (error) {
      notify.success(error instanceof Error ? error.message : String(error));
    }
  };

  const trigger = label ? (
    <Button size={size} variant={variant}>
      <ShareIcon />
      {label}
    </Button>
  ) : (
    <IconButton size={size} variant={variant} aria-label={sharingText('share')}>
      <ShareIcon />
    </IconButton>
  );

  return (
    <>
      <Menu.Root
        positioning={{ placement: 'bottom-end' }}
        onOpenChange={({ open }) => open && QrCodeDialog.preload()}
      >
        <Menu.Trigger asChild>{trigger}</Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="14rem">
              <Menu.Item value="copy" closeOnSelect={false} onSelect={copy} data-copied={copied || undefined}>
                {copied ? <CheckIcon color="green" /> : <CopyIcon />}
                {copied ? sharingText('copied') : sharingText('copyLink')}
              </Menu.Item>
              <Menu.Separator />
              {shareLinks(shortUrl, text).map((target) => (
                <Menu.Item key={target.network} value={target.network} asChild>
                  <a href={target.href} target="_blank" rel="noopener noreferrer">
                    <NetworkIcon network={target.network} />
                    {sharingText(target.network)}
                  </a>
                </Menu.Item>
              ))}
              <Menu.Separator />
              <Menu.Item value="qr" onSelect={() => setQrOpen(true)}>
                <QrIcon />
                {sharingText('qrCode')}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <QrCodeDialog open={qrOpen} onClose={() => setQrOpen(false)} shortUrl={shortUrl} logoSrc={logoSrc} />
    </>
  );
}
