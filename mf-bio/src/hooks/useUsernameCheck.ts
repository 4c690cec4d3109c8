import { checkBioUsername } from '@atalho/sdk';
import { useEffect, useRef, useState } from 'react';

/** 'idle' before anything is typed or while the username breaks its own rules. */
export type UsernameStatus = 'idle' | 'checking' | 'available' | 'taken' | 'failed';

/**
 * The username check (spec 001 §2): on each key press, available when nobody holds the code or the bio's own
 * link does (`bioLinkId`). Answers to an earlier key press are ignored: each check takes a number and only
 * the latest one's answer is kept. A failed check only ends the spinner (spec 001 §8).
 */
export function useUsernameCheck(username: string, bioLinkId: number | undefined, enabled: boolean) {
  const [state, setState] = useState<{ username: string; status: UsernameStatus }>({
    username: '',
    status: 'idle',
  });
  const latest = useRef(0);

  useEffect(() => {
    const request = ++latest.current;
    if (!enabled || username === '') {
      setState({ username, status: 'idle' });
      return;
    }
    setState({ username, status: 'checking' });
    checkBioUsername(username, bioLinkId).then(
      (answer) => {
        if (request !== latest.current) return;
        setState({ username, status: answer.available ? 'available' : 'taken' });
      },
      () => {
        if (request === latest.current) setState({ username, status: 'failed' });
      },
    );
  }, [username, bioLinkId, enabled]);

  // Until the effect of a new key press runs, the previous answer is not this username's.
  return state.username === username ? state.status : enabled && username !== '' ? 'checking' : 'idle';
}
