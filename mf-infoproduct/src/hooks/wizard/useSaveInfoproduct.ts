import { type InfoproductBody, infoproductKeys, saveInfoproduct } from '@atalho/sdk/infoproducts';
import { useMutation } from '@tanstack/react-query';

/** POST /infoproduts with the whole item; the list and its leads are read again after it. */
export function useSaveInfoproduct() {
  return useMutation({
    mutationFn: (body: InfoproductBody) => saveInfoproduct(body),
    meta: { invalidates: [infoproductKeys.all] },
  });
}

/** The `messages` of a refused save (`{ "messages": [...] }`), with its status; empty when unreadable. */
export async function saveErrorOf(error: unknown): Promise<{ status: number; messages: string[] }> {
  const response =
    error && typeof error === 'object' && 'response' in error && error.response instanceof Response
      ? error.response
      : null;
  if (!response) return { status: 0, messages: [] };
  try {
    const data = (await response.clone().json()) as { messages?: unknown };
    const messages = Array.isArray(data.messages)
      ? data.messages.filter((m): m is string => typeof m === 'string')
      : [];
    return { status: response.status, messages };
  } catch {
    return { status: response.status, messages: [] };
  }
}
