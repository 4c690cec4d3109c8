import { createCardToken } from '@atalho/sdk';
import { type CardFieldsInput, cardFields, type PaymentsConfig } from '@atalho/sdk/schemas';
import { useCallback, useRef, useState } from 'react';
import * as v from 'valibot';
import type { VerifiedCard } from './types';

/** How long the verifying chip shows at least (spec 002 §4 "Card check": about 1 second). */
export const CARD_CHECK_MS = 1000;

export type CardCheck =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'valid'; card: VerifiedCard }
  | { status: 'invalid' };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The card check: the fields are validated locally, then tokenised by the payment provider in the browser
 * (`createCardToken`: the sandbox's emulation or the real processor's library). Only the token, brand and last
 * four digits come back; the number and CVV stay in the form.
 */
export function useCardCheck(config: PaymentsConfig | undefined, document: string | undefined) {
  const [check, setCheck] = useState<CardCheck>({ status: 'idle' });
  const attempt = useRef(0);
  const checked = useRef<string | null>(null);

  const verify = useCallback(
    async (input: CardFieldsInput) => {
      const key = JSON.stringify(input);
      if (key === checked.current) return;
      checked.current = key;
      attempt.current += 1;
      const current = attempt.current;
      setCheck({ status: 'checking' });
      const parsed = v.safeParse(cardFields, input);
      const tokenised =
        parsed.success && config
          ? createCardToken(config, parsed.output, document).then(
              (token): VerifiedCard => ({ ...token, holderName: parsed.output.holderName }),
              () => null,
            )
          : Promise.resolve(null);
      const [card] = await Promise.all([tokenised, wait(CARD_CHECK_MS)]);
      if (current !== attempt.current) return;
      setCheck(card ? { status: 'valid', card } : { status: 'invalid' });
    },
    [config, document],
  );

  /** A field changed: the previous verdict no longer holds. */
  const reset = useCallback(() => {
    attempt.current += 1;
    checked.current = null;
    setCheck((previous) => (previous.status === 'idle' ? previous : { status: 'idle' }));
  }, []);

  return { check, verify, reset };
}
