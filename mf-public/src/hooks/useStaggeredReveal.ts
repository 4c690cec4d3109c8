import { useEffect, useState } from 'react';

export const SECTION_STAGGER_MS = 500;

/** How many of `count` sections are shown: one more every 500 ms after mount (spec 000 §2). */
export function useStaggeredReveal(count: number, stepMs: number = SECTION_STAGGER_MS): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= count) return;
    const timer = setTimeout(() => setShown((value) => value + 1), stepMs);
    return () => clearTimeout(timer);
  }, [shown, count, stepMs]);
  return Math.min(shown, count);
}
