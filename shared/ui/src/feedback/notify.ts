import { t } from '@atalho/ui/i18n';
import { createToaster } from '@chakra-ui/react';

/** Snackbars close after 2 s (spec 000 §9). */
export const TOAST_DURATION_MS = 2000;

/** The page's one toaster store; the shell renders it with `<Toaster />`. */
export const toaster = createToaster({ placement: 'bottom', duration: TOAST_DURATION_MS, max: 4 });

type ToastType = 'success' | 'error' | 'info' | 'warning';

/** `keyOrText` is translated when it is a shared catalog key, shown as given otherwise. */
function show(type: ToastType, keyOrText: string, vars?: Record<string, string | number>): string {
  return toaster.create({ type, title: t.maybe(keyOrText, vars), closable: true });
}

export const notify = {
  success: (keyOrText: string, vars?: Record<string, string | number>) => show('success', keyOrText, vars),
  error: (keyOrText: string, vars?: Record<string, string | number>) => show('error', keyOrText, vars),
  info: (keyOrText: string, vars?: Record<string, string | number>) => show('info', keyOrText, vars),
  warning: (keyOrText: string, vars?: Record<string, string | number>) => show('warning', keyOrText, vars),
  dismiss: (id?: string) => toaster.dismiss(id),
};
