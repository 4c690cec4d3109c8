import { onApiMessages } from '@atalho/sdk';
import { notify } from '@atalho/ui';

/** Spec: each message of an error body is shown as a red snackbar, one second apart. */
export const MESSAGE_GAP_MS = 1000;

type Show = (key: string) => void;

/** A queue that shows one message now and the next ones a second apart. */
export function createMessageQueue(show: Show, gap = MESSAGE_GAP_MS) {
  const queue: string[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const next = () => {
    const key = queue.shift();
    if (key === undefined) {
      timer = undefined;
      return;
    }
    show(key);
    timer = setTimeout(next, gap);
  };
  return {
    push(keys: readonly string[]) {
      queue.push(...keys);
      if (timer === undefined) next();
    },
    clear() {
      queue.length = 0;
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

/** Wires the SDK's error messages to the toaster; returns the unsubscribe function. */
export function wireApiMessages(): () => void {
  const queue = createMessageQueue((key) => notify.error(key));
  const unsubscribe = onApiMessages((messages) => queue.push(messages));
  return () => {
    unsubscribe();
    queue.clear();
  };
}
