import { t } from '@atalho/ui/i18n';
import { Button, IconButton, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { notify } from '../feedback/notify';
import { CheckIcon, CopyIcon } from '../icons';

/** The copy confirmation icon resets after 3 s (spec 000 §2). */
export const COPY_CONFIRMATION_MS = 3000;

export interface CopyButtonProps {
  value: string;
  /** With a label, renders a text button; without, an icon button labelled "Copiar". */
  label?: string;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  variant?: 'solid' | 'outline' | 'ghost' | 'subtle' | 'surface';
  onCopied?(): void;
}

function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}

export function CopyButton({ value, label, size = 'sm', variant = 'ghost', onCopied }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
      onCopied?.();
    } catch (error) {
      // The spec shows a failed copy's error text in a success-coloured snackbar.
      notify.success(errorText(error));
    }
  };

  const icon = copied ? <CheckIcon /> : <CopyIcon />;
  const status = <VisuallyHidden aria-live="polite">{copied ? t('copied') : ''}</VisuallyHidden>;

  if (label) {
    return (
      <Button size={size} variant={variant} onClick={copy} data-copied={copied || undefined}>
        {icon}
        {copied ? t('copied') : label}
        {status}
      </Button>
    );
  }
  return (
    <IconButton
      size={size}
      variant={variant}
      onClick={copy}
      aria-label={t('action.copy')}
      data-copied={copied || undefined}
      colorPalette={copied ? 'green' : undefined}
    >
      {icon}
      {status}
    </IconButton>
  );
}
