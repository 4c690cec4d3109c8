import { lazyDialog } from '../overlays/lazy-dialog';
import type { WhatsAppComposerProps } from './WhatsAppComposer';

/** The WhatsApp composer, fetched on first open: the shortener offers it only for a phone number. */
export const WhatsAppComposer = lazyDialog<WhatsAppComposerProps>(() =>
  import('./WhatsAppComposer').then((module) => module.WhatsAppComposer),
);
