import { shortenerText } from '@atalho/ui/shortener-copy';
import { lazy } from 'react';

// The WhatsApp composer is a Chakra island (decision 023): its code loads when the pointer or focus reaches a
// button that opens it, or at the latest when one is pressed.
const loadComposer = () =>
  import('./islands').then((islands) => {
    // The composer dialog is a chunk of the kit of its own: fetch it with the island, not after it renders.
    islands.WhatsAppComposer.preload();
    return { default: islands.ComposerIsland };
  });
const prefetchComposer = () => void loadComposer();

export const ComposerIsland = lazy(loadComposer);

export interface ComposerButtonProps {
  className: string;
  /** The composer's code is loading after this button asked for it. */
  loading: boolean;
  onOpen(): void;
}

/** "Criar link do WhatsApp": opens the composer, fetching its code as soon as a press is likely. */
export function ComposerButton({ className, loading, onOpen }: ComposerButtonProps) {
  return (
    <button
      type="button"
      className={className}
      onPointerEnter={prefetchComposer}
      onFocus={prefetchComposer}
      onClick={onOpen}
      aria-busy={loading || undefined}
    >
      {shortenerText('openComposer')}
    </button>
  );
}
