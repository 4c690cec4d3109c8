import { api } from '@atalho/sdk';
import { useCallback, useEffect, useState } from 'react';

export type OptKind = 'opt-in' | 'opt-out';

export type OptState =
  | { status: 'loading' }
  | { status: 'form'; business: string; submitting: boolean }
  | { status: 'success'; business: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** GET /api/v1/sms-configs/opt-in/{code} → the business name, or null when there is no such config. */
async function loadBusiness(code: string): Promise<string | null> {
  const body: unknown = await api.get(`sms-configs/opt-in/${encodeURIComponent(code)}`).json();
  return isRecord(body) && typeof body.business === 'string' && body.business ? body.business : null;
}

/**
 * The opt-in / opt-out flow (spec 000 §2): loading → form → success. No configuration for the code
 * sends the visitor to the home page; a failed submission only stops loading and keeps the form.
 */
export function useOptFlow(kind: OptKind, code: string) {
  const [state, setState] = useState<OptState>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    const leave = () => {
      if (active) globalThis.location.assign('/');
    };
    loadBusiness(code).then((business) => {
      if (!active) return;
      if (business) setState({ status: 'form', business, submitting: false });
      else leave();
    }, leave);
    return () => {
      active = false;
    };
  }, [code]);

  const submit = useCallback(
    async (last4NumberDigits: string) => {
      if (state.status !== 'form' || state.submitting) return;
      const { business } = state;
      setState({ status: 'form', business, submitting: true });
      try {
        await api.patch(`contacts/${kind}`, { json: { smsOptInCode: code, last4NumberDigits } });
        setState({ status: 'success', business });
      } catch {
        setState({ status: 'form', business, submitting: false });
      }
    },
    [state, kind, code],
  );

  return { state, submit };
}
