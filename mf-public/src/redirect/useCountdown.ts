import { useEffect, useRef, useState } from 'react';
import type { WaitPlan } from './wait-rules';

/**
 * Drives the redirect countdown: progress starts at the plan's value and grows each second; when the
 * plan's seconds have passed, `onDone` runs once. Stopping (cancel) freezes the progress.
 */
export function useCountdown(plan: WaitPlan | null, running: boolean, onDone: () => void): number {
  const [elapsed, setElapsed] = useState(0);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    if (!plan || !running) return;
    if (plan.seconds === 0) {
      done.current();
      return;
    }
    const timer = window.setInterval(() => {
      setElapsed((seconds) => seconds + 1);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [plan, running]);

  useEffect(() => {
    if (plan && running && plan.seconds > 0 && elapsed >= plan.seconds) done.current();
  }, [plan, running, elapsed]);

  if (!plan) return 0;
  if (plan.seconds === 0) return 100;
  return Math.min(100, plan.startProgress + plan.stepPerSecond * elapsed);
}
