import { useCallback, useRef } from 'react';

const newKey = () => globalThis.crypto.randomUUID();

/**
 * One Idempotency-Key per purchase attempt: a double click or a retry of the same attempt sends the same key,
 * so the server charges once; `renew` starts a new attempt (after a failure, when the person changes data).
 */
export function useIdempotencyKey() {
  const key = useRef(newKey());
  const renew = useCallback(() => {
    key.current = newKey();
  }, []);
  return { current: () => key.current, renew };
}
