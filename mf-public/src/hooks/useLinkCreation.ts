import { createLink } from '@atalho/sdk';
import type { OnlineAddress } from '@atalho/sdk/schemas';
import { useCallback, useState } from 'react';

export type CreationState =
  | { phase: 'input' }
  | { phase: 'loading' }
  | { phase: 'result'; link: OnlineAddress }
  | { phase: 'failed' };

/** The public shortener's flow: input → loading → result; clear returns to input (spec 000 §4). */
export function useLinkCreation() {
  const [state, setState] = useState<CreationState>({ phase: 'input' });

  const create = useCallback(async (url: string): Promise<OnlineAddress | null> => {
    setState({ phase: 'loading' });
    try {
      const link = await createLink({ url: url.trim() });
      setState({ phase: 'result', link });
      return link;
    } catch {
      // The SDK already turned the server's message keys into snackbars.
      setState({ phase: 'failed' });
      return null;
    }
  }, []);

  const clear = useCallback(() => setState({ phase: 'input' }), []);
  return { state, create, clear };
}

export function shortUrlOf(code: string, origin: string = window.location.origin): string {
  return `${origin}/${code}`;
}
