import { api, parseResponse } from '@atalho/sdk';
import { type OptPayload, OptResult, SmsOptInConfig, smsMessageKeys } from '@atalho/sdk/schemas/sms';
import { useMutation, useQuery } from '@tanstack/react-query';

// The calls of `@atalho/sdk/sms` (`getOptInConfig`, `optIn`, `optOut`), made here through the page's one SDK
// client: that module carries the whole area's client and its own copy of the SDK's code, ~12 KB gzip more for
// a visitor on a phone (scripts/measure-js.mjs `optIn`). Same paths, same schemas, same query key.

/** `smsKeys.optInConfig(code)` of `@atalho/sdk/sms`. */
const optInConfigKey = (code: string) => ['sms', 'opt-in', code] as const;

async function getOptInConfig(code: string): Promise<SmsOptInConfig> {
  return parseResponse(
    SmsOptInConfig,
    await api.get(`sms-configs/opt-in/${encodeURIComponent(code)}`).json(),
  );
}

async function submitOpt(kind: OptKind, body: OptPayload): Promise<OptResult> {
  return parseResponse(OptResult, await api.patch(`contacts/${kind}`, { json: body }).json());
}

export type OptKind = 'opt-in' | 'opt-out';

/** Why a submission failed, in the words the page shows. */
export type OptFailure = 'refused' | 'tooMany' | 'gone' | 'failed';

/** Codes are letters and digits (the contract's `contactCode`): another shape is not asked for. */
const CODE_SHAPE = /^[A-Za-z0-9]{6,20}$/;

function responseOf(error: unknown): Response | undefined {
  if (typeof error !== 'object' || error === null || !('response' in error)) return undefined;
  return error.response instanceof Response ? error.response : undefined;
}

/** A 4xx answer: the code does not exist (or no longer), asking again will not change it. */
function isUnknownCode(error: unknown): boolean {
  const status = responseOf(error)?.status;
  return status !== undefined && status >= 400 && status < 500;
}

async function messagesOf(response: Response): Promise<string[]> {
  try {
    const body: unknown = await response.clone().json();
    if (typeof body !== 'object' || body === null || !('messages' in body)) return [];
    return Array.isArray(body.messages) ? body.messages.filter((m) => typeof m === 'string') : [];
  } catch {
    return [];
  }
}

/** The failure a submission's error stands for: wrong digits or already done, too many tries, a gone code. */
async function optFailureOf(error: unknown): Promise<OptFailure> {
  const response = responseOf(error);
  if (!response) return 'failed';
  if (response.status === 429) return 'tooMany';
  const messages = await messagesOf(response);
  if (messages.includes(smsMessageKeys.optInRefused) || messages.includes(smsMessageKeys.optOutRefused))
    return 'refused';
  if (response.status === 404) return 'gone';
  return response.status >= 400 && response.status < 500 ? 'refused' : 'failed';
}

/** GET /api/v1/sms-configs/opt-in/{code}: the business behind the code, or null when there is none. */
export function useOptInConfig(code: string) {
  return useQuery<SmsOptInConfig | null>({
    queryKey: optInConfigKey(code),
    queryFn: async () => {
      if (!CODE_SHAPE.test(code)) return null;
      try {
        return await getOptInConfig(code);
      } catch (error) {
        if (isUnknownCode(error)) return null;
        throw error;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** PATCH /api/v1/contacts/opt-in or /opt-out with the last four digits; a failure resolves to its reason. */
export function useOptSubmit(kind: OptKind, code: string) {
  return useMutation({
    mutationFn: async (last4NumberDigits: string) => {
      try {
        return await submitOpt(kind, { smsOptInCode: code, last4NumberDigits });
      } catch (error) {
        throw new OptSubmitError(await optFailureOf(error));
      }
    },
  });
}

export class OptSubmitError extends Error {
  constructor(readonly reason: OptFailure) {
    super(`opt submission failed: ${reason}`);
  }
}
