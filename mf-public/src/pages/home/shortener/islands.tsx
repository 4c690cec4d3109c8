// The home page's Chakra islands (decision 023): loaded on demand, so the light page's first load has no Chakra.
import type { OnlineAddress } from '@atalho/sdk/schemas';
import { ShortenResult, Toaster, UiProvider, WhatsAppComposer } from '@atalho/ui';

export function ResultIsland({ link, onClear }: { link: OnlineAddress; onClear(): void }) {
  return (
    <UiProvider>
      <ShortenResult link={link} onClear={onClear} />
      <Toaster />
    </UiProvider>
  );
}

export function ComposerIsland({ open, phone, onClose }: { open: boolean; phone: string; onClose(): void }) {
  return (
    <UiProvider>
      <WhatsAppComposer open={open} initialPhone={phone} onClose={onClose} />
    </UiProvider>
  );
}

export { WhatsAppComposer };
