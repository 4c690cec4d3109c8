import { checkInfoproductSubdomain } from '@atalho/sdk/infoproducts';
import { useEffect, useRef, useState } from 'react';

/** How long after the last key press the subdomain is checked (spec 001 §4, §9). */
export const SUBDOMAIN_CHECK_DELAY_MS = 2000;

/**
 * 'idle': nothing to check (empty, breaking its own rules, or the item's saved address); 'waiting': typing, the
 * check not sent yet; then 'checking' and its answer. Save waits while it is 'waiting' or 'checking'.
 */
export type SubdomainStatus = 'idle' | 'waiting' | 'checking' | 'available' | 'taken' | 'failed';

/**
 * The subdomain check (spec 001 §4): 2 s after the last key press; free when no link has the code or the item's
 * own link does (`linkId`). Each check takes a number and only the latest one's answer is kept, so an answer that
 * arrives after the person typed on is ignored. The item's saved address is free without asking.
 */
export function useSubdomainCheck(
  subdomain: string,
  options: { linkId: number | undefined; savedCode: string | undefined; valid: boolean },
): SubdomainStatus {
  const { linkId, savedCode, valid } = options;
  const [state, setState] = useState<{ subdomain: string; status: SubdomainStatus }>({
    subdomain: '',
    status: 'idle',
  });
  const latest = useRef(0);
  const own = savedCode !== undefined && subdomain.toLowerCase() === savedCode.toLowerCase();
  const skip = !valid || subdomain === '' || own;

  useEffect(() => {
    const request = ++latest.current;
    if (skip) {
      setState({ subdomain, status: own ? 'available' : 'idle' });
      return;
    }
    setState({ subdomain, status: 'waiting' });
    const timer = setTimeout(() => {
      if (request !== latest.current) return;
      setState({ subdomain, status: 'checking' });
      checkInfoproductSubdomain(subdomain, linkId).then(
        (answer) => {
          if (request === latest.current)
            setState({ subdomain, status: answer.available ? 'available' : 'taken' });
        },
        () => {
          if (request === latest.current) setState({ subdomain, status: 'failed' });
        },
      );
    }, SUBDOMAIN_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [subdomain, linkId, skip, own]);

  // Until the effect of a new key press runs, the previous answer is not this subdomain's.
  if (state.subdomain === subdomain) return state.status;
  return skip ? (own ? 'available' : 'idle') : 'waiting';
}
